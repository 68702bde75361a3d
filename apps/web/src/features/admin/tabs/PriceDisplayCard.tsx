import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { format, PRICE_DISPLAYS, type PriceDisplay } from '@shop/shared';
import { useId } from 'react';
import { useMoney, usePriceView } from '../../../lib/money';
import { useSetPriceDisplay } from '../api/rates';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';

const LABELS = { lbp: 'displayLbp', usd: 'displayUsd', both: 'displayBoth' } as const;

/** How every price of the shop shows (issue 48): pounds, dollars, or dollars then pounds; saved on choice. */
export function PriceDisplayCard() {
  const { promotions: l } = useAdminWords();
  const { display } = usePriceView();
  const money = useMoney();
  const save = useSetPriceDisplay();
  const act = useAdminAction();
  const titleId = useId();
  const choose = (show: PriceDisplay) =>
    void act(() => save.mutateAsync(show), format(l.displaySaved, { choice: l[LABELS[show]] }));
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2" id={titleId}>
          {l.priceDisplay}
        </Typography>
        <RadioGroup
          aria-labelledby={titleId}
          value={display}
          onChange={(event) => choose(event.target.value as PriceDisplay)}
        >
          {PRICE_DISPLAYS.map((show) => (
            <FormControlLabel
              key={show}
              value={show}
              control={<Radio size="small" />}
              label={l[LABELS[show]]}
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" sx={{ marginBlock: 1, fontVariantNumeric: 'tabular-nums' }}>
          <bdi>{money(1_118_750)}</bdi>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {l.priceDisplayHelp}
        </Typography>
      </CardContent>
    </Card>
  );
}
