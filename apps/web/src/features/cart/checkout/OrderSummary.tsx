import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type AppliedPromo, type CartTotals, format } from '@shop/shared';
import type { ReactNode } from 'react';
import { Money } from '../../../components/Money';
import type { Delivery } from '../../../lib/delivery';
import { usePageWords } from '../../../lib/i18n';
import { RateLine } from '../components/CartSummary';
import { useDaysText } from '../components/deliveryDays';
import { type AddressValues, addressLine } from './storage';

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, paddingBlock: 0.5 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, textAlign: 'end', overflowWrap: 'anywhere' }}>
        {/* Typed in any script: isolated, so an Arabic address keeps its order on a French page. */}
        {typeof value === 'string' ? <bdi>{value}</bdi> : value}
      </Typography>
    </Box>
  );
}

interface OrderSummaryProps {
  address: Partial<AddressValues>;
  /** The server's figures (the order's own pricing), with the promo code they apply. */
  totals: CartTotals;
  promo: AppliedPromo | null;
  dollarRate: number;
  /** The order's delivery: the area picked is shown with its usual days. */
  delivery: Delivery;
}

/**
 * 'Your Order' (docs/product.md §3.7): who and where it goes (the delivery area too, with its usual days),
 * then SubTotal, the promo code's discount, Delivery Cost (free from the shop's amount or with a code) and
 * Total, and the dollar rate when the shop shows dollars.
 */
export function OrderSummary({ address, totals, promo, dollarRate, delivery }: OrderSummaryProps) {
  const price = (lbp: number) => <Money lbp={lbp} dollarRate={dollarRate} />;
  const words = usePageWords();
  const labels = words.checkout;
  const daysText = useDaysText();
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const { area } = delivery;
  const days = daysText(area?.days);
  const free = totals.delivery === 0;
  return (
    <Box component="section" aria-labelledby="your-order" sx={{ marginBlockStart: 3 }}>
      <Typography id="your-order" variant="h6" component="h2" gutterBottom>
        {labels.yourOrder}
      </Typography>
      <Row label={labels.name} value={name || '—'} />
      <Row label={labels.address} value={addressLine(address) || '—'} />
      {area && <Row label={labels.area} value={days ? `${area.name} · ${days}` : area.name} />}
      <Divider sx={{ marginBlock: 1 }} />
      <Row label={labels.subTotal} value={price(totals.subtotal)} />
      {promo && totals.discount > 0 && (
        <Row
          label={format(labels.discount, { code: promo.code })}
          value={<Money lbp={totals.discount} dollarRate={dollarRate} sign="−" />}
        />
      )}
      <Row label={labels.deliveryCost} value={free ? labels.free : price(totals.delivery)} />
      <Row label={labels.total} value={price(totals.total)} strong />
      <RateLine dollarRate={dollarRate} />
    </Box>
  );
}
