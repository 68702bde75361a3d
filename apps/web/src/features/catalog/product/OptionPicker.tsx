import { colorValue, format } from '@shop/shared';
import { type ReactNode, useId } from 'react';
import { classNames } from '../../../lib/classNames';
import { productLabels } from './labels';
import styles from './OptionPicker.module.css';
import type { Choice } from './selection';

interface OptionPickerProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  onChange(value: string): void;
  /** What a button shows besides its value (a colour swatch). */
  adornment?(value: string): ReactNode;
  /** Shown instead of the buttons when there is nothing to choose yet. */
  emptyText?: string;
}

/**
 * A row of toggle buttons for one choice (size or colour): a fieldset (a group) of buttons named by the heading, the chosen one
 * pressed. Clicking the chosen value again keeps it (a choice is only ever replaced). Sold-out values
 * stay choosable, so the shopper learns why they cannot be added, but are struck through and announced
 * as out of stock.
 */
export function OptionPicker({ label, choices, value, onChange, adornment, emptyText }: OptionPickerProps) {
  const labelId = useId();
  return (
    <div>
      <h2 id={labelId} className={styles.label}>
        {label}
        {value !== null && <span className={styles.value}>{`: ${value}`}</span>}
      </h2>
      {choices.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <fieldset aria-labelledby={labelId} className={styles.choices}>
          {choices.map(({ value: choice, available }) => (
            <button
              key={choice}
              type="button"
              aria-pressed={choice === value}
              aria-label={available ? choice : format(productLabels.optionOutOfStock, { value: choice })}
              className={classNames(styles.choice, !available && styles.soldOut)}
              onClick={() => choice !== value && onChange(choice)}
            >
              {adornment?.(choice)}
              {choice}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** A round sample of a colour, for the colour picker's buttons. */
export function ColorSwatch({ name }: { name: string }) {
  return <span aria-hidden className={styles.swatch} style={{ backgroundColor: colorValue(name) }} />;
}
