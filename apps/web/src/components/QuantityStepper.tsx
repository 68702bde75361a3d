import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useWords } from '../lib/i18n';

interface QuantityStepperProps {
  value: number;
  /** Names the group when several steppers share a page (a cart line's product). */
  label?: string;
  /** The most pieces allowed (the chosen option's stock); never below 1. */
  max: number;
  onChange(value: number): void;
}

/** Minus, the number of pieces, plus; bounded to 1…max (minus stays usable above max, to come back down). */
export function QuantityStepper({ value, max, onChange, label }: QuantityStepperProps) {
  const { layout } = useWords();
  const top = Math.max(max, 1);
  return (
    <Box
      role="group"
      aria-label={label ?? layout.quantity}
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
        aria-label={layout.decreaseQuantity}
      >
        <RemoveRoundedIcon />
      </IconButton>
      <Box
        component="output"
        aria-live="polite"
        aria-label={layout.quantity}
        sx={{ minInlineSize: 36, textAlign: 'center', fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Box>
      <IconButton
        onClick={() => onChange(value + 1)}
        disabled={value >= top}
        aria-label={layout.increaseQuantity}
      >
        <AddRoundedIcon />
      </IconButton>
    </Box>
  );
}
