import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format, rateValueSchema, requiredRateValueSchema } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { useRate, useRepriceAll, useSetRate } from '../api/rates';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';

interface RateCardProps {
  name: 'dollarRate' | 'deliveryRate';
  title: string;
  help: string;
}

/**
 * A rate card with its form (docs/product.md §15): an empty value is ignored, a whole number ≥ 0 is saved,
 * any other shows the shared schema's message. The dollar rate also offers bulk repricing at that rate,
 * asked first: it changes every price of the shop at once.
 */
export function RateCard({ name, title, help }: RateCardProps) {
  const { admin: l } = useAdminWords();
  const { message, words, amount } = useLanguage();
  const { data: current } = useRate(name);
  const setRate = useSetRate(name);
  const reprice = useRepriceAll();
  const act = useAdminAction();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [repriceAt, setRepriceAt] = useState<number>();
  const id = `${name}-input`;

  /**
   * The value typed, once it passes the shared schema (its message shows otherwise). A blank is
   * ignored by Update (docs/product.md §13) but refused by repricing, which needs a rate.
   */
  const checked = (schema: typeof rateValueSchema | typeof requiredRateValueSchema = rateValueSchema) => {
    const parsed = schema.safeParse({ value });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? ''));
      return undefined;
    }
    setError(undefined);
    return parsed.data.value;
  };
  const run = (call: (value: string) => Promise<{ success: true; message?: string }>) =>
    void act(() => call(value), format(l.rateUpdated, { title })).then((done) => done && setValue(''));

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ marginBlockEnd: 2 }} data-testid={`${name}-value`}>
          {/* A rate is exact (a price is shown rounded down to thousands): the amount with the currency. */}
          {current === undefined ? '…' : format(words.layout.price, { amount: amount(current) })}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={1.5}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (checked() !== undefined) run((v) => setRate.mutateAsync(v));
          }}
        >
          <TextField
            id={id}
            label={title}
            size="small"
            inputMode="numeric"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error !== undefined}
            helperText={
              error ?? (current === undefined ? help : format(l.currentValue, { value: amount(current) }))
            }
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={setRate.isPending}>
              {l.update}
            </Button>
            {name === 'dollarRate' && (
              <Button
                variant="outlined"
                disabled={reprice.isPending}
                title={l.updateAllPricesHelp}
                onClick={() => setRepriceAt(checked(requiredRateValueSchema))}
              >
                {l.updateAllPrices}
              </Button>
            )}
          </Stack>
          {name === 'dollarRate' && (
            <Typography variant="caption" color="text.secondary">
              {l.rateNote}
            </Typography>
          )}
        </Stack>
        <ConfirmDialog
          confirmation={
            repriceAt === undefined
              ? undefined
              : {
                  title: format(l.confirmReprice, { rate: amount(repriceAt) }),
                  text: format(l.confirmRepriceText, {
                    rate: amount(repriceAt),
                    current: current === undefined ? '…' : amount(current),
                  }),
                  action: l.reprice,
                }
          }
          onConfirm={() => run((v) => reprice.mutateAsync(v))}
          onClose={() => setRepriceAt(undefined)}
        />
      </CardContent>
    </Card>
  );
}
