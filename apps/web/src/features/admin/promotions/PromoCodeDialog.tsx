import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import {
  format,
  isoToShopWallTime,
  PROMO_KINDS,
  type PromoCode,
  type PromoCodeFields,
  type PromoCodeFormValues,
  promoCodeFormSchema,
} from '@shop/shared';
import { useId } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import {
  FormErrorSnackbar,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  leftToRightInput,
  useSchemaForm,
} from '../../../lib/forms';
import { schemaResolver } from '../../../lib/forms/schemaResolver';
import { useLanguage } from '../../../lib/i18n';
import { ShopTimeField } from '../components/ShopTimeField';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { useAddCode, useChangeCode } from './api';

// The text the inputs hold is the schema's input; its output is what the server receives.
const resolver: Resolver<PromoCodeFormValues, unknown, PromoCodeFields> = schemaResolver(promoCodeFormSchema);

const text = (value: number | null) => (value === null ? '' : String(value));

const valuesOf = (code: PromoCode | undefined): PromoCodeFormValues => ({
  code: code?.code ?? '',
  kind: code?.kind ?? 'percent',
  value: text(code?.value ?? null),
  minOrder: text(code?.minOrder ?? null),
  startsAt: isoToShopWallTime(code?.startsAt),
  endsAt: isoToShopWallTime(code?.endsAt),
  maxUses: text(code?.maxUses ?? null),
  maxUsesPerCustomer: text(code?.maxUsesPerCustomer ?? null),
  active: code?.active ?? true,
});

/** The fields left empty for "no limit", in the form's order: a window in Beirut's time, the rest numbers. */
const OPTIONAL_FIELDS = ['minOrder', 'startsAt', 'endsAt', 'maxUses', 'maxUsesPerCustomer'] as const;

const KIND_LABELS = {
  percent: 'kindPercent',
  amount: 'kindAmount',
  freeDelivery: 'kindFreeDelivery',
} as const;

/**
 * A promo code's form, new or edited: the code, what it takes off, its minimum, its window (Beirut's
 * time), its limits in all and per customer, and whether it runs. The shared schema checks it, with the
 * API's messages under the fields; the server's refusal (a code another has) is the error toast.
 */
export function PromoCodeDialog({ code, onClose }: { code: PromoCode | undefined; onClose(): void }) {
  const { promotions: l } = useAdminWords();
  const { dir } = useLanguage();
  const titleId = useId();
  const add = useAddCode();
  const change = useChangeCode();
  const act = useAdminAction();
  const form = useSchemaForm(resolver, { defaultValues: valuesOf(code) });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const numeric = { htmlInput: { inputMode: 'numeric' as const, ...leftToRightInput(dir) } };

  const submit = form.onSubmit(async (payload) => {
    const done = code
      ? await act(
          () => change.mutateAsync({ id: code._id, code: payload }),
          format(l.codeSaved, { code: payload.code }),
        )
      : await act(() => add.mutateAsync(payload), format(l.codeAdded, { code: payload.code }));
    if (done) onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {code ? format(l.editCodeTitle, { code: code.code }) : l.newCodeTitle}
        </DialogTitle>
        <DialogContent>
          <Grid container columnSpacing={2} sx={{ paddingBlockStart: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="code"
                label={l.code}
                required
                margin="dense"
                slotProps={{ htmlInput: { ...leftToRightInput(dir), autoCapitalize: 'characters' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="kind"
                label={l.kind}
                margin="dense"
                options={PROMO_KINDS.map((value) => ({ value, label: l[KIND_LABELS[value]] }))}
              />
            </Grid>
            {kind !== 'freeDelivery' && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="value"
                  label={kind === 'percent' ? l.percentValue : l.amountValue}
                  required
                  margin="dense"
                  slotProps={numeric}
                />
              </Grid>
            )}
            {OPTIONAL_FIELDS.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                {name === 'startsAt' || name === 'endsAt' ? (
                  <ShopTimeField
                    control={control}
                    name={name}
                    label={l[name]}
                    helperText={l.windowHelp}
                    margin="dense"
                  />
                ) : (
                  <FormTextField
                    control={control}
                    name={name}
                    label={l[name]}
                    helperText={l.limitHelp}
                    margin="dense"
                    slotProps={numeric}
                  />
                )}
              </Grid>
            ))}
            <Grid size={12}>
              <FormSwitchField control={control} name="active" label={l.active} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{l.cancel}</Button>
          <Button type="submit" variant="contained" loading={add.isPending || change.isPending}>
            {code ? l.save : l.create}
          </Button>
        </DialogActions>
      </form>
      <FormErrorSnackbar {...form.errorSnackbar} />
    </Dialog>
  );
}
