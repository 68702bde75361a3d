import clsx from 'clsx';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './field.module.css';

type Shared = {
  label: string;
  /** A message under the field (its error's, or a hint); a blank line keeps its room when there is none. */
  helperText?: ReactNode;
  error?: boolean;
  size?: 'small' | 'medium';
  className?: string | undefined;
};
type AsInput = Shared &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type AsTextArea = Shared &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    multiline: true;
    minRows?: number;
    ref?: Ref<HTMLTextAreaElement>;
  };
export type TextFieldProps = AsInput | AsTextArea;

/** The element's own attributes, without the field's options. */
function withoutOwn<T extends { multiline?: boolean; minRows?: number }>(input: T) {
  const { multiline: _multiline, minRows: _minRows, ...attributes } = input;
  return attributes as Omit<T, 'multiline' | 'minRows'> & object;
}

/**
 * A labelled text box with MUI's outlined TextField look and markup (decision 099): the label is the
 * input's, the message under it describes it, a required field's label ends with ' *'.
 */
export function TextField(props: TextFieldProps) {
  const { label, helperText = ' ', error, size = 'medium', className, id: givenId, ...input } = props;
  const ownId = useId();
  const id = givenId ?? ownId;
  const helperId = `${id}-helper-text`;
  // MUI's mark of a required field: a thin space and an asterisk, hidden from assistive technology.
  const mark = input.required ? '\u2009*' : '';
  const common = {
    id,
    placeholder: ' ',
    'aria-invalid': error ?? false,
    'aria-describedby': helperId,
    className: styles.input,
  };
  return (
    <div className={clsx(styles.root, size === 'small' && styles.small, error && styles.error, className)}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {label}
        {mark && <span aria-hidden="true">{mark}</span>}
      </label>
      <div className={clsx(styles.box, props.multiline && styles.multiline)}>
        {props.multiline ? (
          <textarea
            {...(withoutOwn(input) as TextareaHTMLAttributes<HTMLTextAreaElement> & {
              ref?: Ref<HTMLTextAreaElement>;
            })}
            {...common}
            rows={props.minRows}
            style={{ '--rows': props.minRows ?? 1 } as object}
          />
        ) : (
          <input
            {...(withoutOwn(input) as InputHTMLAttributes<HTMLInputElement> & {
              ref?: Ref<HTMLInputElement>;
            })}
            {...common}
          />
        )}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend>
            <span>{`${label}${mark}`}</span>
          </legend>
        </fieldset>
      </div>
      <p id={helperId} className={styles.helper}>
        {/* No message: a zero-width space keeps the line (MUI's), so one appearing moves nothing. */}
        {helperText === ' ' ? (
          <span className="notranslate" aria-hidden="true">
            {'\u200b'}
          </span>
        ) : (
          helperText
        )}
      </p>
    </div>
  );
}
