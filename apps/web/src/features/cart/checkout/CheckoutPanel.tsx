import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { cartTotals } from '@shop/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useCartStore } from '../../../lib/cartStore';
import { usePageWords } from '../../../lib/i18n';
import { randomKey } from '../../../lib/randomKey';
import { useDeliveryCost, useDollarRate } from '../../../lib/rates';
import { BillingStep } from './BillingStep';
import { ConfirmEmailNotice } from './ConfirmEmailNotice';
import { OrderSummary } from './OrderSummary';
import { ShippingStep } from './ShippingStep';
import { type AddressValues, lastAddress, saveAddress, saveOrderInfo } from './storage';
import { usePlaceOrder } from './usePlaceOrder';
import { useRefreshPrices } from './useRefreshPrices';

/** Billing holds the address it was reached with and its checkout attempt's idempotency key. */
type Stage = { step: 'shipping' } | { step: 'billing'; address: AddressValues; attempt: string };

/**
 * The checkout stepper of the cart page (spec §4): Shipping (address form, 'Your Order') → Billing
 * (cash on delivery, CHECKOUT). For a signed-in shopper with items; the cart page decides when to show it.
 */
export function CheckoutPanel() {
  const { checkout: labels } = usePageWords();
  const items = useCartStore((state) => state.items);
  const totals = cartTotals(items, useDeliveryCost());
  const { data: dollarRate } = useDollarRate();
  const [stage, setStage] = useState<Stage>({ step: 'shipping' });
  const refreshPrices = useRefreshPrices();
  // The rates may have been read long ago in this tab: the checkout reads them again when it opens and
  // on the way to Billing, whose button shows the total to be charged (the server refuses another).
  useEffect(() => refreshPrices(), [refreshPrices]);

  const next = (address: AddressValues) => {
    refreshPrices();
    saveAddress(address);
    saveOrderInfo(totals, dollarRate);
    // Each arrival on Billing is a new attempt; its retries and double clicks reuse the key.
    setStage({ step: 'billing', address, attempt: randomKey() });
  };

  return (
    <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
      <Stepper activeStep={stage.step === 'shipping' ? 0 : 1} sx={{ marginBlockEnd: 3 }}>
        <Step>
          <StepLabel>{labels.shipping}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{labels.billing}</StepLabel>
        </Step>
      </Stepper>
      {stage.step === 'shipping' ? (
        <ShippingStep defaultValues={lastAddress()} totals={totals} onNext={next} />
      ) : (
        <Billing
          key={stage.attempt}
          address={stage.address}
          attempt={stage.attempt}
          total={totals.total}
          onBack={() => setStage({ step: 'shipping' })}
        >
          <OrderSummary address={stage.address} totals={totals} />
        </Billing>
      )}
    </Paper>
  );
}

interface BillingProps {
  address: AddressValues;
  attempt: string;
  total: number;
  onBack(): void;
  children: ReactNode;
}

function Billing({ address, attempt, total, onBack, children }: BillingProps) {
  const order = usePlaceOrder(attempt);
  // The server's refusal comes in the page's language.
  const { messages } = usePageWords();
  return (
    <>
      <BillingStep
        total={total}
        placing={order.isPending || order.isSuccess}
        onBack={onBack}
        onCheckout={() => order.mutate({ address, shownTotal: total })}
      />
      {order.error?.message === messages.emailNotConfirmed && <ConfirmEmailNotice />}
      {children}
    </>
  );
}
