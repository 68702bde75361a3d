import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { CartTotals } from '@shop/shared';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { type AddressValues, addressLine } from './storage';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, paddingBlock: 0.5 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, textAlign: 'end', overflowWrap: 'anywhere' }}>
        {/* Typed in any script: isolated, so an Arabic address keeps its order on a French page. */}
        <bdi>{value}</bdi>
      </Typography>
    </Box>
  );
}

/** 'Your Order' (spec §2): who and where it goes, then SubTotal, Delivery Cost and Total. */
export function OrderSummary({ address, totals }: { address: Partial<AddressValues>; totals: CartTotals }) {
  const { price } = useLanguage();
  const words = usePageWords();
  const labels = words.checkout;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return (
    <Box component="section" aria-labelledby="your-order" sx={{ marginBlockStart: 3 }}>
      <Typography id="your-order" variant="h6" component="h2" gutterBottom>
        {labels.yourOrder}
      </Typography>
      <Row label={labels.name} value={name || '—'} />
      <Row label={labels.address} value={addressLine(address) || '—'} />
      <Divider sx={{ marginBlock: 1 }} />
      <Row label={labels.subTotal} value={price(totals.subtotal)} />
      <Row label={labels.deliveryCost} value={price(totals.delivery)} />
      <Row label={labels.total} value={price(totals.total)} strong />
    </Box>
  );
}
