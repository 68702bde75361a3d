import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, type Order, type OrderArea, paths } from '@shop/shared';
import { Fragment, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageSection } from '../../../components/PageSection';
import { useLanguage } from '../../../lib/i18n';
import { mirrorInRtl } from '../../../lib/mirror';
import { useMoney } from '../../../lib/money';
import { type Shop, useShop } from '../../../lib/shop';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useRequestErrorToastOf } from '../../../lib/useRequestErrorToast';
import { useAdminWords } from '../useAdminWords';
import { useOrderSlips } from './api/getOrderSlips';
import { filterQuery, orderFilterOf } from './filter';

const SLIPS_ID = 'order-slips';

/**
 * Printed, the slips are all there is: every element that neither holds nor is inside the slips is
 * left out (the site's header, footer, buttons), the slips' ancestors lose their spacing, and each slip
 * starts a page of A6 paper (the browser's dialog may pick A5: the slip scales with the page). The
 * areas' headings are for the screen: each slip names its area.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A6', margin: '7mm' },
      '@media print': {
        [`body *:not(:has(#${SLIPS_ID})):not(#${SLIPS_ID}):not(#${SLIPS_ID} *)`]: {
          display: 'none !important',
        },
        [`body *:has(#${SLIPS_ID})`]: {
          display: 'block !important',
          minBlockSize: '0 !important',
          margin: '0 !important',
          padding: '0 !important',
          border: '0 !important',
          maxInlineSize: 'none !important',
        },
        [`#${SLIPS_ID} > section > h2`]: { display: 'none !important' },
        [`#${SLIPS_ID} article`]: {
          border: '0 !important',
          margin: '0 !important',
          padding: '0 !important',
          breakAfter: 'page',
        },
        [`#${SLIPS_ID} > section:last-child > article:last-child`]: { breakAfter: 'auto' },
      },
    }}
  />
);

/** One parcel's slip: whom to call, where to go, what is inside, how much to collect. */
function Slip({ order, shop }: { order: Order; shop: Shop | undefined }) {
  const { slips: l } = useAdminWords();
  const { dateTime, term } = useLanguage();
  const money = useMoney();
  const { shippingInfo: ship } = order;
  const paid = order.paymentInfo.status === 'succeeded';
  const address = [ship.address, ship.city, ship.country && term('countries', ship.country)].filter(
    (part): part is string => Boolean(part),
  );
  return (
    <Box
      component="article"
      aria-label={format(l.slipOf, { number: order.number })}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        padding: 2,
        marginBlockEnd: 3,
        maxInlineSize: '105mm',
        breakInside: 'avoid',
        fontSize: 13,
      }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', gap: 1, borderBlockEnd: '1px solid', paddingBlockEnd: 0.5 }}
      >
        <Typography sx={{ fontWeight: 700, fontSize: 13 }}>{shop?.name}</Typography>
        <Typography sx={{ fontSize: 13 }}>
          <bdi dir="ltr">{shop?.phone}</bdi>
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', marginBlock: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
          {format(l.orderNumber, { number: order.number })}
        </Typography>
        <Typography sx={{ fontSize: 12 }}>{dateTime(order.createdAt)}</Typography>
      </Stack>
      {ship.area && (
        <Typography sx={{ fontWeight: 800, fontSize: 15, marginBlockEnd: 0.5 }}>
          {format(l.area, { area: ship.area.name })}
        </Typography>
      )}
      <Typography sx={{ fontWeight: 700, fontSize: 15 }}>
        {`${ship.firstName} ${ship.lastName}`.trim()}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: 15 }}>
        <bdi dir="ltr">{ship.phoneNo}</bdi>
      </Typography>
      <Typography sx={{ fontSize: 13, marginBlockEnd: 1 }}>
        {address.map((part, index) => (
          <Fragment key={part}>
            {index > 0 && l.separator}
            <bdi>{part}</bdi>
          </Fragment>
        ))}
      </Typography>
      <Box component="table" sx={{ inlineSize: '100%', borderCollapse: 'collapse', fontSize: 12 }}>
        <thead>
          <tr>
            {[l.code, l.item, l.size, l.color, l.pieces].map((heading, index) => (
              <Box
                component="th"
                key={heading}
                scope="col"
                sx={{
                  textAlign: index === 4 ? 'end' : 'start',
                  borderBlockEnd: '1px solid',
                  paddingBlock: 0.25,
                }}
              >
                {heading}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item, line) => (
            // Lines keep their order; a deleted product's lines have no product id.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a placed order never move.
            <tr key={line}>
              <td>
                <bdi dir="ltr">{item.productId}</bdi>
              </td>
              <td>{item.name}</td>
              <td>{term('sizes', item.size)}</td>
              <td>{term('colors', item.color)}</td>
              <Box component="td" sx={{ textAlign: 'end' }}>
                {item.quantity}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box sx={{ borderBlockStart: '2px solid', marginBlockStart: 1.5, paddingBlockStart: 1 }}>
        <Typography sx={{ fontSize: 12, textTransform: 'uppercase' }}>
          {paid ? l.paid : l.toCollect}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: 26, lineHeight: 1.2 }}>
          {/* At the order's own dollar rate, as the shop shows prices (issue 48). */}
          <bdi>{money(paid ? 0 : order.totalPrice, order.dollarRate)}</bdi>
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The slips as the driver's route: the server sends them grouped by delivery area (orders without one
 * last), oldest first within an area; here each area's run of slips becomes a group.
 */
function routeOf(orders: readonly Order[]): { area: OrderArea | null; orders: Order[] }[] {
  const groups: { area: OrderArea | null; orders: Order[] }[] = [];
  for (const order of orders) {
    const area = order.shippingInfo.area;
    const last = groups.at(-1);
    if (last && last.area?._id === area?._id) last.orders.push(order);
    else groups.push({ area, orders: [order] });
  }
  return groups;
}

/**
 * /admin/orders/print: the delivery slips of the Orders tab's filter (or of the ticked orders), one per
 * printed page, grouped by delivery area (the driver's route); the browser's print dialog does the rest.
 */
export default function OrderSlipsPage() {
  const { slips: l } = useAdminWords();
  const { plural } = useLanguage();
  const [params] = useSearchParams();
  const filter = useMemo(() => orderFilterOf(params), [params]);
  const ids = useMemo(() => params.getAll('id'), [params]);
  const { data, error } = useOrderSlips(filter, ids);
  const { data: shop } = useShop();
  useRequestErrorToastOf(error);
  usePageTitle(l.title);

  return (
    <PageSection>
      {printStyles}
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, marginBlockEnd: 3 }}
      >
        <Button
          component={RouterLink}
          to={paths.adminDashboard('orders', filterQuery(filter))}
          startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
        >
          {l.back}
        </Button>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {l.title}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!data?.orders.length}
        >
          {l.print}
        </Button>
      </Stack>
      {!data && !error && <PageLoader />}
      {data && (
        <Typography sx={{ marginBlockEnd: 2 }} aria-live="polite">
          {plural(l.count, data.orders.length)}
        </Typography>
      )}
      {data && data.ordersCount > data.orders.length && (
        <Alert severity="warning" sx={{ marginBlockEnd: 2 }}>
          {format(l.tooMany, { shown: data.orders.length, count: data.ordersCount })}
        </Alert>
      )}
      {data?.orders.length === 0 && <Typography>{l.none}</Typography>}
      <Box id={SLIPS_ID}>
        {routeOf(data?.orders ?? []).map(({ area, orders }) => {
          const heading = plural(l.areaGroup, orders.length, { area: area?.name ?? l.noArea });
          return (
            <Box component="section" key={area?._id ?? ''} aria-label={heading} sx={{ marginBlockEnd: 2 }}>
              <Typography variant="h5" component="h2" sx={{ marginBlockEnd: 1.5 }}>
                <bdi>{heading}</bdi>
              </Typography>
              {orders.map((order) => (
                <Slip key={order._id} order={order} shop={shop} />
              ))}
            </Box>
          );
        })}
      </Box>
    </PageSection>
  );
}
