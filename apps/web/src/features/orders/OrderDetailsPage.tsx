import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { format, formatAmountIn, type Order, type OrderItem, paths } from '@shop/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { OrderStatusText } from '../../components/OrderStatusText';
import { PageLoader } from '../../components/PageLoader';
import { PageSection } from '../../components/PageSection';
import { ColorDots } from '../../components/product/ColorDots';
import { useLanguage, usePageWords } from '../../lib/i18n';
import { useMoney, usePriceView } from '../../lib/money';
import { isPaid } from '../../lib/orderStatus';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToastOf } from '../../lib/useRequestErrorToast';
import { useOrder } from './api/getOrder';

/**
 * A template filled with values typed in any script, each isolated (`<bdi>`): an Arabic address on a
 * French page, or a Latin one on an Arabic page, keeps its own order and leaves the line's alone.
 */
function isolated(template: string, values: Record<string, string>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? <bdi key={part}>{values[part] ?? part}</bdi> : part));
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ marginBlockEnd: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { orders: labels } = usePageWords();
  return (
    <Typography sx={{ paddingBlock: 0.25 }}>
      <Box component="span" sx={{ fontWeight: 700, marginInlineEnd: 1 }}>
        {format(labels.field, { label })}
      </Box>
      {children}
    </Typography>
  );
}

function ItemRow({ item, price }: { item: OrderItem; price: (lbp: number) => string }) {
  const { plural, term } = useLanguage();
  const words = usePageWords();
  const labels = words.orders;
  const name =
    item.product === null ? (
      item.name
    ) : (
      <Link component={RouterLink} to={paths.product(item.product)}>
        {item.name}
      </Link>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px 1fr', sm: '80px 2fr 1fr 1fr' },
        gap: 2,
        alignItems: 'center',
        paddingBlock: 1.5,
      }}
    >
      <Box
        component="img"
        src={item.image}
        alt=""
        sx={{ inlineSize: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
      />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {/* Each value whole on its line: a narrow phone wraps between them, not inside one. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.5,
            alignItems: 'center',
            color: 'text.secondary',
            whiteSpace: 'nowrap',
          }}
        >
          <Typography variant="body2">{format(labels.size, { size: term('sizes', item.size) })}</Typography>
          {/* The swatch beside the colour's name; the name says it to a screen reader. */}
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ display: 'inline-flex' }}>
              <ColorDots colors={[item.color]} />
            </Box>
            <Typography variant="body2">
              {format(labels.colour, { color: term('colors', item.color) })}
            </Typography>
          </Box>
        </Box>
      </Box>
      <Typography sx={{ gridColumn: { xs: 2, sm: 'auto' } }}>
        {price(item.price)} × {plural(labels.pieces, item.quantity)}
      </Typography>
      <Typography sx={{ gridColumn: { xs: 2, sm: 'auto' }, fontWeight: 700, textAlign: { sm: 'end' } }}>
        {price(item.price * item.quantity)}
      </Typography>
    </Box>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { dateTime, term } = useLanguage();
  const money = useMoney();
  const { display } = usePriceView();
  // At the rate it was placed at: a later rate never changes an order (issue 48).
  const price = (lbp: number) => money(lbp, order.dollarRate);
  const words = usePageWords();
  const labels = words.orders;
  const { shippingInfo: ship } = order;
  const paid = isPaid(order);
  return (
    <>
      <Typography variant="h4" component="h1">
        {format(labels.orderTitle, { number: order.number })}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
        {format(labels.placedOn, { date: dateTime(order.createdAt) })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
        <Block title={labels.shippingInfo}>
          <Field label={labels.name}>
            <bdi>{`${ship.firstName} ${ship.lastName}`}</bdi>
          </Field>
          <Field label={labels.phone}>
            <bdi dir="ltr">{ship.phoneNo}</bdi>
          </Field>
          <Field label={labels.address}>
            {isolated(labels.addressLine, {
              address: ship.address,
              city: ship.city,
              country: term('countries', ship.country),
            })}
          </Field>
          {ship.area && (
            <Field label={labels.area}>
              <bdi>{ship.area.name}</bdi>
            </Field>
          )}
          <Field label={labels.itemsTotal}>
            <bdi>{price(order.itemsPrice)}</bdi>
          </Field>
          {order.promoCode !== null && order.discount > 0 && (
            <Field label={format(labels.discount, { code: order.promoCode })}>
              <bdi>{`−${price(order.discount)}`}</bdi>
            </Field>
          )}
          <Field label={labels.deliveryCost}>
            <bdi>{price(order.deliveryPrice)}</bdi>
          </Field>
          <Field label={labels.amount}>
            <bdi>{price(order.totalPrice)}</bdi>
          </Field>
          {display !== 'lbp' && order.dollarRate > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="order-rate">
              <bdi>
                {format(labels.rateAtOrder, { rate: formatAmountIn(order.dollarRate, words.layout) })}
              </bdi>
            </Typography>
          )}
        </Block>
        <Block title={labels.payment}>
          <Field label={labels.paymentType}>{labels.paymentTypes[order.paymentType]}</Field>
          <Typography
            data-paid={paid}
            sx={{ fontWeight: 700, color: paid ? 'success.dark' : 'error.dark', paddingBlock: 0.25 }}
          >
            {paid ? labels.paid : labels.notPaid}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ marginBlockStart: 2 }}>
            {labels.orderStatus}
          </Typography>
          <OrderStatusText status={order.orderStatus} />
        </Block>
      </Box>
      <Divider sx={{ marginBlockEnd: 3 }} />
      <Block title={labels.orderItems}>
        {order.orderItems.map((item) => (
          <ItemRow key={`${item.productId}-${item.size}-${item.color}`} item={item} price={price} />
        ))}
      </Block>
    </>
  );
}

/** /order/:id (docs/product.md §3.6), for its owner or an admin. */
export default function OrderDetailsPage() {
  const { orders: labels } = usePageWords();
  const { id = '' } = useParams();
  const { data: order, error, isPending } = useOrder(id);
  usePageTitle(order ? format(labels.orderTitle, { number: order.number }) : labels.myOrdersTitle);
  useRequestErrorToastOf(error);
  return (
    <PageSection>
      <Paper variant="outlined" sx={{ padding: { xs: 2, md: 4 } }}>
        {isPending ? (
          <PageLoader />
        ) : order ? (
          <OrderDetails order={order} />
        ) : (
          <Link component={RouterLink} to={paths.myOrders}>
            {labels.myOrders}
          </Link>
        )}
      </Paper>
    </PageSection>
  );
}
