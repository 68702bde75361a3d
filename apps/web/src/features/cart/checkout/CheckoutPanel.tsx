import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { type ReactNode, useEffect, useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import type { Delivery } from '../../../lib/delivery';
import { usePageWords } from '../../../lib/i18n';
import { randomKey } from '../../../lib/randomKey';
import type { CartPricing } from '../useCartPricing';
import { BillingStep } from './BillingStep';
import { ConfirmEmailNotice } from './ConfirmEmailNotice';
import { OrderSummary } from './OrderSummary';
import { ShippingStep } from './ShippingStep';
import { type AddressValues, lastAddress, saveAddress, saveOrderInfo } from './storage';
import { usePlaceOrder } from './usePlaceOrder';
import { useRefreshPrices } from './useRefreshPrices';

/** Billing holds the address it was reached with and its checkout attempt's idempotency key. */
type Stage = { step: 'shipping' } | { step: 'billing'; address: AddressValues; attempt: string };

interface CheckoutPanelProps {
  /** The delivery the cart page prices with: the area picked here, or none yet. */
  delivery: Delivery;
  /** The cart page's figures: the server's quote, with the promo code applied (issue 48). */
  pricing: CartPricing;
  onAreaChange(areaId: string): void;
}

/**
 * The checkout stepper of the cart page (docs/product.md §3.7): Shipping (delivery area, address form, 'Your
 * Order') → Billing (cash on delivery, CHECKOUT). For a signed-in shopper with items; the cart page decides
 * when to show it. An area picked reprices the cart page's summary too (`onAreaChange`).
 */
export function CheckoutPanel({ delivery, pricing, onAreaChange }: CheckoutPanelProps) {
  const { checkout: labels } = usePageWords();
  const { totals, dollarRate, promo } = pricing;
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
      {!delivery.ready ? (
        // The form waits for the areas: whether one must be picked, and which the last address named.
        <PageLoader />
      ) : stage.step === 'shipping' ? (
        <ShippingStep
          defaultValues={addressFor(delivery)}
          totals={totals}
          promo={promo}
          dollarRate={dollarRate}
          delivery={delivery}
          onAreaChange={onAreaChange}
          onNext={next}
        />
      ) : (
        <Billing
          key={stage.attempt}
          address={stage.address}
          attempt={stage.attempt}
          total={totals.total}
          promoCode={pricing.promoCode}
          pricing={pricing.pricing}
          onBack={() => setStage({ step: 'shipping' })}
        >
          <OrderSummary
            address={stage.address}
            totals={totals}
            promo={promo}
            dollarRate={dollarRate}
            delivery={delivery}
          />
        </Billing>
      )}
    </Paper>
  );
}

/** The last address, its area left out when the shop no longer delivers there (to be picked again). */
function addressFor({ areas }: Delivery): AddressValues {
  const address = lastAddress();
  const known = areas.some((area) => area._id === address.areaId);
  return known ? address : { ...address, areaId: '' };
}

interface BillingProps {
  address: AddressValues;
  attempt: string;
  /** The server's total: CHECKOUT shows it and sends it, so that the order is refused if it moved. */
  total: number;
  promoCode: string | undefined;
  /** The server's figures are being read again: CHECKOUT waits for them. */
  pricing: boolean;
  onBack(): void;
  children: ReactNode;
}

function Billing({ address, attempt, total, promoCode, pricing, onBack, children }: BillingProps) {
  const order = usePlaceOrder(attempt);
  // The server's refusal comes in the page's language.
  const { messages } = usePageWords();
  return (
    <>
      <BillingStep
        total={total}
        placing={order.isPending || order.isSuccess || pricing}
        onBack={onBack}
        onCheckout={() => order.mutate({ address, shownTotal: total, promoCode })}
      />
      {order.error?.message === messages.emailNotConfirmed && <ConfirmEmailNotice />}
      {children}
    </>
  );
}
