import CloseIcon from '@mui/icons-material/Close';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type AppliedPromo, format } from '@shop/shared';
import { useEffect, useState } from 'react';
import { FormTextField, lazyResolver, leftToRightInput, useSchemaForm } from '../../../lib/forms';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { useMoney } from '../../../lib/money';

const resolver = lazyResolver(() => import('./validation').then((module) => module.promoCodeResolver));

interface PromoCodeFieldProps {
  /** The code applied, as the server's quote took it; null: none. */
  applied: AppliedPromo | null;
  /** LBP per dollar of the quote, for the saving. */
  dollarRate: number;
  /** Checks the code with the server; resolves to the refusal's message, or undefined when applied. */
  onApply(code: string): Promise<string | undefined>;
  onRemove(): void;
  /** A refusal of the code applied before (the cart changed), to show under the field. */
  refusal?: string;
  /** A guest: no field, a line that says to log in (codes are counted per customer). */
  disabled?: boolean;
}

/**
 * The cart's "Promo code" field (issue 48): a code typed and applied by the server, which says why when
 * it refuses it (in the shopper's language); an applied code shows what it saves and can be taken off.
 */
export function PromoCodeField({
  applied,
  dollarRate,
  onApply,
  onRemove,
  refusal,
  disabled,
}: PromoCodeFieldProps) {
  const { cart } = usePageWords();
  const money = useMoney();

  if (disabled) {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBlockStart: 2 }}
      >
        <LocalOfferOutlinedIcon aria-hidden fontSize="small" />
        {cart.codeNeedsLogin}
      </Typography>
    );
  }

  if (applied) {
    const saved =
      applied.kind === 'freeDelivery'
        ? format(cart.codeFreeDelivery, { code: applied.code })
        : format(cart.codeSaves, { code: applied.code, amount: money(applied.saving, dollarRate) });
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBlockStart: 2, flexWrap: 'wrap' }}
      >
        <Chip
          icon={<LocalOfferOutlinedIcon />}
          color="success"
          variant="outlined"
          label={<bdi dir="ltr">{applied.code}</bdi>}
          onDelete={onRemove}
          deleteIcon={<CloseIcon aria-label={format(cart.removeCode, { code: applied.code })} />}
        />
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.main' }}>
          {saved}
        </Typography>
      </Box>
    );
  }

  return <PromoCodeForm onApply={onApply} refusal={refusal} />;
}

/**
 * The field and its Apply button, checked by the quote's own schema: a blank code sends nothing. The
 * server's refusal becomes the field's error as the schema's would: the refusal of a code sent goes as
 * soon as it is typed over; that of the code applied before (the cart changed) stays until the next
 * answer. No snackbar: the one message already sits under the field, beside the button.
 */
function PromoCodeForm({ onApply, refusal }: Pick<PromoCodeFieldProps, 'onApply' | 'refusal'>) {
  const { cart } = usePageWords();
  const { dir } = useLanguage();
  const [checking, setChecking] = useState(false);
  const form = useSchemaForm(resolver, { defaultValues: { promoCode: '' } });
  const { setError } = form;

  // The code applied before, refused once the cart changed: said on the field it came back to.
  useEffect(() => {
    if (refusal !== undefined) setError('promoCode', { type: 'server', message: refusal });
  }, [refusal, setError]);

  const apply = async (code: string | undefined) => {
    if (!code) return;
    setChecking(true);
    const refused = await onApply(code).finally(() => setChecking(false));
    if (refused === undefined) form.reset();
    else setError('promoCode', { type: 'server', message: refused });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.onSubmit(({ promoCode }) => void apply(promoCode))}
      sx={{ marginBlockStart: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <FormTextField
          control={form.control}
          name="promoCode"
          size="small"
          label={cart.promoCode}
          autoComplete="off"
          slotProps={{
            htmlInput: { ...leftToRightInput(dir), autoCapitalize: 'characters', spellCheck: false },
          }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" loading={checking} sx={{ blockSize: 40 }}>
          {cart.applyCode}
        </Button>
      </Box>
    </Box>
  );
}
