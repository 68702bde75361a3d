import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CartItem, cartTotals } from '@shop/shared';
import type { ReactNode } from 'react';
import { useLanguage, usePageWords } from '../../../lib/i18n';

/** Lines that cannot be bought at all (gone or sold out) are shown but not counted. */
const buyable = (line: CartItem) =>
  line.availability === undefined || line.availability === 'available' || line.availability === 'overStock';

function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  const { price } = useLanguage();
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
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
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ margin: 0, fontWeight: strong ? 700 : 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {price(value)}
      </Typography>
    </Box>
  );
}

/** Subtotal, delivery cost and total (spec §5), money from the shared pricing module; `children` below. */
export function CartSummary({
  lines,
  delivery,
  children,
}: {
  lines: readonly CartItem[];
  delivery: number;
  children?: ReactNode;
}) {
  const { cart } = usePageWords();
  const totals = cartTotals(lines.filter(buyable), delivery);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={cart.summary}
      sx={{ padding: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Box component="dl" sx={{ margin: 0 }}>
        <Row label={cart.subtotal} value={totals.subtotal} />
        <Row label={cart.deliveryCost} value={totals.delivery} />
        <Row label={cart.total} value={totals.total} strong />
      </Box>
      {children}
    </Paper>
  );
}
