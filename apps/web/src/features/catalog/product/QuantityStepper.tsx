import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { productLabels } from './labels';

interface QuantityStepperProps {
  value: number;
  /** The most pieces allowed (the chosen option's stock); never below 1. */
  max: number;
  onChange(value: number): void;
}

/** Minus, the number of pieces, plus; bounded to 1…max. */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const top = Math.max(max, 1);
  return (
    <Box
      role="group"
      aria-label={productLabels.quantity}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
        backgroundColor: 'background.paper',
      }}
    >
      <IconButton
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={productLabels.decrease}
      >
        <RemoveRoundedIcon />
      </IconButton>
      <Box
        component="output"
        aria-live="polite"
        aria-label={productLabels.quantity}
        sx={{ minInlineSize: 36, textAlign: 'center', fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Box>
      <IconButton
        onClick={() => onChange(value + 1)}
        disabled={value >= top}
        aria-label={productLabels.increase}
      >
        <AddRoundedIcon />
      </IconButton>
    </Box>
  );
}
