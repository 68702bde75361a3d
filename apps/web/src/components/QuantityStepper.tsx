import { useWords } from '../lib/i18n';
import { IconButton } from './ui/Button';
import { Icon } from './ui/Icon';
import styles from './ui/ui.module.css';

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
    // biome-ignore lint/a11y/useSemanticElements: two buttons and their count named as one (a group, not a form's fieldset)
    <div role="group" aria-label={label ?? layout.quantity} className={styles.stepper}>
      <IconButton
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={layout.decreaseQuantity}
      >
        <Icon name="removeRounded" />
      </IconButton>
      <output aria-live="polite" aria-label={layout.quantity} className={styles.stepperValue}>
        {value}
      </output>
      <IconButton
        onClick={() => onChange(value + 1)}
        disabled={value >= top}
        aria-label={layout.increaseQuantity}
      >
        <Icon name="addRounded" />
      </IconButton>
    </div>
  );
}
