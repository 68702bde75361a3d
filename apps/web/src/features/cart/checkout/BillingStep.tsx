import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { format, PAYMENT_TYPES } from '@shop/shared';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { mirrorInRtl } from '../../../lib/mirror';
import { useMoney } from '../../../lib/money';

interface BillingStepProps {
  total: number;
  placing: boolean;
  onBack(): void;
  onCheckout(): void;
}

/**
 * Step 2 (docs/product.md §3.7): cash on delivery is the only way to pay; the card option is shown disabled.
 * A disabled input takes no focus or hover, so its wrapper is focusable and carries the tooltip.
 */
export function BillingStep({ total, placing, onBack, onCheckout }: BillingStepProps) {
  const { locale } = useLanguage();
  const money = useMoney();
  const words = usePageWords();
  const { checkout: labels, messages } = words;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton onClick={onBack} aria-label={labels.back} disabled={placing}>
          {/* Back points to where the text starts: right on an Arabic page. */}
          <ArrowBackIcon sx={mirrorInRtl} />
        </IconButton>
        <Typography id="payment-type" variant="h6" component="h2">
          {labels.payment}
        </Typography>
      </Box>
      <RadioGroup aria-labelledby="payment-type" value={PAYMENT_TYPES.cashOnDelivery} sx={{ marginBlock: 2 }}>
        <FormControlLabel
          value={PAYMENT_TYPES.cashOnDelivery}
          control={<Radio />}
          label={labels.cashOnDelivery.toLocaleUpperCase(locale)}
        />
        <Tooltip title={messages.cardPaymentTooltip} describeChild placement="top">
          <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', inlineSize: 'fit-content' }}>
            <FormControlLabel value={PAYMENT_TYPES.card} control={<Radio />} label={labels.card} disabled />
          </Box>
        </Tooltip>
      </RadioGroup>
      {/* `loading` also disables it: a second click while the order is placed does nothing. */}
      <Button variant="contained" size="large" fullWidth loading={placing} onClick={onCheckout}>
        {format(labels.checkout, { total: money(total) })}
      </Button>
    </Box>
  );
}
