import { colorValue, format } from '@shop/shared';
import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { arrowStep } from '../../../lib/arrowKeys';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import styles from './OptionPicker.module.css';
import type { Choice } from './selection';

interface OptionPickerProps {
  label: string;
  /** The vocabulary of the values, to show them in the page's language (the values stay canonical). */
  group: 'sizes' | 'colors';
  choices: readonly Choice[];
  value: string | null;
  onChange(value: string): void;
  /** What a button shows besides its value (a colour swatch). */
  adornment?(value: string): ReactNode;
  /** Shown instead of the buttons when there is nothing to choose yet. */
  emptyText?: string;
}

/** Arrow keys move the focus along the group's buttons, round from the last to the first. */
function moveFocus(event: KeyboardEvent<HTMLFieldSetElement>) {
  const step = arrowStep(event.key, event.currentTarget);
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (step === undefined || at < 0) return;
  event.preventDefault();
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

/**
 * A row of toggle buttons for one choice (size or colour): a fieldset (a group) named by its heading,
 * the chosen button pressed. One tab stop (the chosen button, or the first), and the arrow keys move
 * along the row, as MUI's ToggleButtonGroup did. Clicking the chosen value keeps it (a choice is only
 * ever replaced). Sold-out values stay choosable, so the shopper learns why they cannot be added, but are
 * struck through and announced as out of stock.
 */
export function OptionPicker({
  label,
  group,
  choices,
  value,
  onChange,
  adornment,
  emptyText,
}: OptionPickerProps) {
  const { term } = useLanguage();
  const words = usePageWords();
  const labelId = useId();
  const tabStop = choices.some((option) => option.value === value) ? value : choices[0]?.value;
  return (
    <div>
      <h2 id={labelId} className={styles.label}>
        {label}
        {value !== null && (
          <span className={styles.value}>
            {words.productPage.colon}
            {term(group, value)}
          </span>
        )}
      </h2>
      {choices.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <fieldset aria-labelledby={labelId} className={styles.choices} onKeyDown={moveFocus}>
          {choices.map(({ value: choice, available }) => {
            const name = term(group, choice);
            return (
              <button
                key={choice}
                type="button"
                tabIndex={choice === tabStop ? 0 : -1}
                aria-pressed={choice === value}
                aria-label={available ? name : format(words.productPage.optionOutOfStock, { value: name })}
                className={clsx(styles.choice, !available && styles.soldOut)}
                onClick={() => choice !== value && onChange(choice)}
              >
                {adornment?.(choice)}
                {name}
              </button>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}

/** A round sample of a colour, for the colour picker's buttons. */
export function ColorSwatch({ name }: { name: string }) {
  return <span aria-hidden className={styles.swatch} style={{ backgroundColor: colorValue(name) }} />;
}
