import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  type AppliedPromo,
  type CartItem,
  type CartTotals,
  format,
  formatAmountIn,
  leftForFreeDelivery,
  roundUpThousands,
} from '@shop/shared';
import type { ReactNode } from 'react';
import { Money } from '../../../components/Money';
import type { Delivery } from '../../../lib/delivery';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { useMoney, usePriceView } from '../../../lib/money';
import { useDaysText } from './deliveryDays';

/** Lines that cannot be bought at all (gone or sold out) are shown but not counted. */
export const buyable = (line: CartItem) =>
  line.availability === undefined || line.availability === 'available' || line.availability === 'overStock';

/**
 * '1 $ = 89,500 LBP' while the shop shows dollars (issue 48: a shop that prices in dollars states its
 * rate); nothing in pounds only. The rate is written exactly, not rounded as prices are.
 */
export function RateLine({ dollarRate }: { dollarRate: number }) {
  const { cart } = usePageWords();
  const { words: shell } = useLanguage();
  const { display } = usePriceView();
  if (display === 'lbp' || dollarRate <= 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 1 }} data-testid="rate-line">
      <bdi>{format(cart.rateLine, { rate: formatAmountIn(dollarRate, shell.layout) })}</bdi>
    </Typography>
  );
}

interface RowProps {
  label: string;
  value: ReactNode;
  /** A second line under the label (an area's usual days). */
  note?: string;
  strong?: boolean;
}

function Row({ label, value, note, strong = false }: RowProps) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        paddingBlock: 0.75,
        // The total is set apart by a rule (a <dl> may hold only its rows, so no <hr> of its own).
        ...(strong && {
          borderBlockStart: '1px solid',
          borderColor: 'divider',
          marginBlockStart: 1,
          paddingBlockStart: 1.75,
        }),
      }}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400, minInlineSize: 0 }}>
        {label}
        {note && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {note}
          </Typography>
        )}
      </Typography>
      <Typography
        component="dd"
        sx={{
          margin: 0,
          fontWeight: strong ? 700 : 600,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          textAlign: 'end',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * How far the items are from free delivery ('Add 120,000 LBP more for free delivery'), or that they
 * reached it; nothing when the shop offers none. Its place is kept while the amount loads.
 */
function FreeDeliveryNote({ items, freeFrom }: { items: number; freeFrom: number | null }) {
  const { cart } = usePageWords();
  const money = useMoney();
  const left = leftForFreeDelivery(items, freeFrom);
  if (left === undefined || freeFrom === null) return null;
  const reached = left === 0;
  return (
    <Box
      role="status"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1,
        alignItems: 'center',
        marginBlockStart: 1.5,
        padding: 1.5,
        borderRadius: 2,
        bgcolor: (theme) => (reached ? alpha(theme.palette.success.main, 0.08) : theme.palette.action.hover),
      }}
    >
      <LocalShippingOutlinedIcon aria-hidden fontSize="small" color={reached ? 'success' : 'action'} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {/* Prices show rounded down to thousands; what is left, up: adding it must be enough. */}
        {reached
          ? cart.freeDeliveryReached
          : format(cart.freeDeliveryLeft, { amount: money(roundUpThousands(left)) })}
      </Typography>
      <LinearProgress
        aria-hidden
        variant="determinate"
        color={reached ? 'success' : 'primary'}
        value={Math.min(100, (items / Math.max(freeFrom, 1)) * 100)}
        sx={{ gridColumn: '1 / -1', marginBlockStart: 1, borderRadius: 1 }}
      />
    </Box>
  );
}

/**
 * Subtotal, the promo code's discount, delivery and total (docs/product.md §5): the server's figures for
 * a signed-in shopper (the order's own pricing), the shared pricing module's for a guest; the picked
 * area's fee (its name and days beside it) or the shop's delivery cost, free from the shop's amount or
 * with a code; the dollar rate when the shop shows dollars; the promo code field and `children` below.
 */
export function CartSummary({
  totals,
  promo = null,
  dollarRate,
  delivery,
  promoField,
  children,
}: {
  totals: CartTotals;
  promo?: AppliedPromo | null;
  /** LBP per dollar the figures are shown at. */
  dollarRate?: number;
  delivery: Delivery;
  promoField?: ReactNode;
  children?: ReactNode;
}) {
  const { cart, checkout } = usePageWords();
  const { dollarRate: today } = usePriceView();
  const rate = dollarRate ?? today;
  const price = (lbp: number) => <Money lbp={lbp} dollarRate={rate} />;
  const daysText = useDaysText();
  const { area } = delivery;
  const free = totals.delivery === 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={cart.summary}
      sx={{ padding: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Box component="dl" sx={{ margin: 0 }}>
        <Row label={cart.subtotal} value={price(totals.subtotal)} />
        {promo && totals.discount > 0 && (
          <Row
            label={format(cart.discount, { code: promo.code })}
            value={<Money lbp={totals.discount} dollarRate={rate} sign="−" />}
          />
        )}
        <Row
          label={area ? format(cart.deliveryTo, { area: area.name }) : cart.deliveryCost}
          note={daysText(area?.days)}
          value={free ? checkout.free : price(totals.delivery)}
        />
        <Row label={cart.total} value={price(totals.total)} strong />
      </Box>
      <RateLine dollarRate={rate} />
      {promo?.kind !== 'freeDelivery' && (
        <FreeDeliveryNote items={totals.subtotal - totals.discount} freeFrom={delivery.terms.freeFrom} />
      )}
      {promoField}
      {children}
    </Paper>
  );
}
