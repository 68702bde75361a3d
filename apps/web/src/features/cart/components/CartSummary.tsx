import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type CartItem, format, leftForFreeDelivery, priceOrder, roundUpThousands } from '@shop/shared';
import type { ReactNode } from 'react';
import type { Delivery } from '../../../lib/delivery';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { useDaysText } from './deliveryDays';

/** Lines that cannot be bought at all (gone or sold out) are shown but not counted. */
const buyable = (line: CartItem) =>
  line.availability === undefined || line.availability === 'available' || line.availability === 'overStock';

interface RowProps {
  label: string;
  value: string;
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
  const { price } = useLanguage();
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
          : format(cart.freeDeliveryLeft, { amount: price(roundUpThousands(left)) })}
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
 * Subtotal, delivery and total (docs/product.md §5), priced by the shared pricing module as the order will
 * be: the picked area's fee (its name and days beside it) or the shop's delivery cost, free from the shop's
 * amount; `children` below.
 */
export function CartSummary({
  lines,
  delivery,
  children,
}: {
  lines: readonly CartItem[];
  delivery: Delivery;
  children?: ReactNode;
}) {
  const { cart, checkout } = usePageWords();
  const { price } = useLanguage();
  const daysText = useDaysText();
  const totals = priceOrder(lines.filter(buyable), delivery.terms);
  const { area } = delivery;
  const free = leftForFreeDelivery(totals.subtotal, delivery.terms.freeFrom) === 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={cart.summary}
      sx={{ padding: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Box component="dl" sx={{ margin: 0 }}>
        <Row label={cart.subtotal} value={price(totals.subtotal)} />
        <Row
          label={area ? format(cart.deliveryTo, { area: area.name }) : cart.deliveryCost}
          note={daysText(area?.days)}
          value={free ? checkout.free : price(totals.delivery)}
        />
        <Row label={cart.total} value={price(totals.total)} strong />
      </Box>
      <FreeDeliveryNote items={totals.subtotal} freeFrom={delivery.terms.freeFrom} />
      {children}
    </Paper>
  );
}
