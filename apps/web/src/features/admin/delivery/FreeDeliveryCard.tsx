import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format, formatAmount, freeDeliverySchema, typedAmount } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { useSetFreeDelivery } from './api';

/**
 * Free delivery from an amount (off by default): the amount the items must reach, checked by the shared
 * schema (its message under the field), or turned off.
 */
export function FreeDeliveryCard({ amount }: { amount: number | null | undefined }) {
  const { delivery: l } = useAdminWords();
  const { message, words } = useLanguage();
  const setFree = useSetFreeDelivery();
  const act = useAdminAction();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();

  const save = async (value: number | null) => {
    if (await act(() => setFree.mutateAsync(value), l.freeSaved)) setTyped('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = freeDeliverySchema.safeParse({ amount: typedAmount(typed) ?? Number.NaN });
    setError(parsed.success ? undefined : message(parsed.error.issues[0]?.message ?? ''));
    if (parsed.success) void save(parsed.data.amount);
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {l.freeTitle}
        </Typography>
        <Typography variant="h5" component="p" sx={{ marginBlockEnd: 1 }} data-testid="free-delivery-value">
          {amount === undefined
            ? '…'
            : amount === null
              ? l.freeNone
              : format(l.freeNow, { amount: format(words.layout.price, { amount: formatAmount(amount) }) })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          {l.freeHelp}
        </Typography>
        <Stack component="form" noValidate spacing={1.5} onSubmit={submit}>
          <TextField
            id="free-delivery-input"
            label={l.freeAmount}
            size="small"
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error !== undefined}
            helperText={error ?? ' '}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={setFree.isPending}>
              {l.save}
            </Button>
            {amount !== null && amount !== undefined && (
              <Button variant="outlined" disabled={setFree.isPending} onClick={() => void save(null)}>
                {l.turnOff}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
