import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AppliedPromo, CartTotals, ShippingInput } from '@shop/shared';
import type { Delivery } from '../../../lib/delivery';
import { FormErrorSnackbar, FormTextField, lazyResolver, useSchemaForm } from '../../../lib/forms';
import { usePageWords } from '../../../lib/i18n';
import { AreaPicker } from './AreaPicker';
import { OrderSummary } from './OrderSummary';
import type { AddressValues } from './storage';

/** Each field, named as its label in the checkout's words, with its autocomplete token. */
const fields = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
  ['phoneNumber', 'tel'],
  ['city', 'address-level2'],
  ['street', 'address-line1'],
  ['building', 'address-line2'],
  ['floor', 'address-line3'],
] as const;

interface ShippingStepProps {
  defaultValues: AddressValues;
  totals: CartTotals;
  promo: AppliedPromo | null;
  dollarRate: number;
  /** The areas the shop delivers to (one must be picked; none: no area field) and the one picked. */
  delivery: Delivery;
  onAreaChange(areaId: string): void;
  onNext(address: AddressValues): void;
}

const resolver = lazyResolver(() => import('./validation').then((module) => module.shippingResolver));
const withAreaResolver = lazyResolver(() =>
  import('./validation').then((module) => module.shippingWithAreaResolver),
);

/**
 * Step 1 (docs/product.md §8): every field but Floor is required, with the helper text 'Required';
 * so is the delivery area while the shop delivers to areas of its list (issue 47).
 */
export function ShippingStep({
  defaultValues,
  totals,
  promo,
  dollarRate,
  delivery,
  onAreaChange,
  onNext,
}: ShippingStepProps) {
  const words = usePageWords();
  const { areas } = delivery;
  const byArea = areas.length > 0;
  const form = useSchemaForm<AddressValues, ShippingInput>(byArea ? withAreaResolver : resolver, {
    defaultValues,
  });
  const address = form.watch();
  return (
    <Box
      component="form"
      {...form.formProps}
      noValidate
      onSubmit={form.onSubmit(() => onNext(form.getValues()))}
    >
      {/* Two fields a row on a full-width tablet panel; one in the cart page's side column from md up. */}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr' }, columnGap: 2 }}
      >
        {byArea && <AreaPicker control={form.control} areas={areas} onAreaChange={onAreaChange} />}
        {fields.map(([name, autoComplete]) => (
          <FormTextField
            key={name}
            control={form.control}
            name={name}
            label={words.checkout[name]}
            autoComplete={autoComplete}
            required={name !== 'floor'}
            type={name === 'phoneNumber' ? 'tel' : 'text'}
            margin="dense"
          />
        ))}
      </Box>
      <Button type="submit" variant="contained" fullWidth size="large" sx={{ marginBlockStart: 1 }}>
        {words.checkout.next}
      </Button>
      <OrderSummary
        address={address}
        totals={totals}
        promo={promo}
        dollarRate={dollarRate}
        delivery={delivery}
      />
      <FormErrorSnackbar {...form.errorSnackbar} />
    </Box>
  );
}
