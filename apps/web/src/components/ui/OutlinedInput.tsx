import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './field.module.css';

export type OutlinedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className'> & {
  ref?: Ref<HTMLInputElement>;
  /** Shown at the box's start (a search icon), as MUI's InputAdornment. */
  startAdornment?: ReactNode;
  size?: 'small' | 'medium';
  /** Round ends on the page's colour. */
  pill?: boolean;
};

/**
 * The text field's box on its own, without a label or a message (MUI's OutlinedInput; decision 099): the
 * same input, outline, hover and focus as `TextField`, from the same rules, its placeholder shown. Name it
 * with `aria-label`. The header's search.
 */
export function OutlinedInput({ startAdornment, size = 'medium', pill, ...input }: OutlinedInputProps) {
  return (
    <div
      className={clsx(
        styles.box,
        styles.bare,
        size === 'small' && styles.small,
        startAdornment !== undefined && styles.adorned,
        pill && styles.pill,
      )}
    >
      {startAdornment !== undefined && <div className={styles.adornment}>{startAdornment}</div>}
      <input {...input} className={styles.input} />
      <fieldset aria-hidden="true" className={styles.outline}>
        <legend>
          <span>{'\u200b'}</span>
        </legend>
      </fieldset>
    </div>
  );
}
