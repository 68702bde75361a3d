import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format, formatAmount, rateValueSchema } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useRate, useRepriceAll, useSetRate } from '../api/rates';
import { useAdminAction } from '../components/useAdminAction';
import { adminLabels as l } from '../labels';

interface RateCardProps {
  name: 'dollarRate' | 'deliveryRate';
  title: string;
  help: string;
}

/**
 * A rate card with its form (spec §5): an empty value is ignored, a whole number ≥ 0 is saved, any
 * other shows the shared schema's message. The dollar rate also offers bulk repricing at that rate.
 */
export function RateCard({ name, title, help }: RateCardProps) {
  const { data: current } = useRate(name);
  const setRate = useSetRate(name);
  const reprice = useRepriceAll();
  const act = useAdminAction();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const id = `${name}-input`;

  const submit = (run: (value: string) => Promise<{ success: true; message?: string }>) => {
    const parsed = rateValueSchema.safeParse({ value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    if (parsed.data.value === undefined) return;
    void act(() => run(value), title).then((done) => done && setValue(''));
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ marginBlockEnd: 2 }} data-testid={`${name}-value`}>
          {current === undefined ? '…' : `${formatAmount(current)} LBP`}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={1.5}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            submit((v) => setRate.mutateAsync(v));
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
              error ??
              (current === undefined ? help : format(l.currentValue, { value: formatAmount(current) }))
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
                onClick={() => submit((v) => reprice.mutateAsync(v))}
              >
                {l.updateAllPrices}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
