import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useLanguage } from '../i18n';

export type FormTextFieldProps<T extends FieldValues, Out> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
};

/** Fields whose values read left to right on an Arabic page too ('+961 3 123 456', not '456 123 3 961+'). */
const LEFT_TO_RIGHT_TYPES = new Set(['tel', 'email']);

/** An input's attributes for a value typed left to right, lined up with its label on a page in `dir`. */
export const leftToRightInput = (dir: 'ltr' | 'rtl') => ({
  dir: 'ltr',
  style: dir === 'rtl' ? { textAlign: 'right' as const } : undefined,
});

/**
 * Until the app has the page (a server-drawn form typed into before its code arrives, or with scripts
 * off: decision 085), MUI cannot move a label out of the way of what is typed: CSS does, as MUI would.
 * `:placeholder-shown` tells an empty field, hence the blank placeholder (MUI hides a placeholder while
 * the label is down).
 */
const LABEL_UP_WITHOUT_CODE = {
  '&:has(input[placeholder]:not(:placeholder-shown)), &:has(textarea[placeholder]:not(:placeholder-shown)), &:has(input:focus), &:has(textarea:focus)':
    {
      '& .MuiInputLabel-outlined': {
        transform: 'translate(14px, -9px) scale(0.75)',
        maxWidth: 'calc(133% - 32px)',
      },
      '& .MuiOutlinedInput-notchedOutline legend': { maxWidth: '100%' },
    },
} as const;

/**
 * A text field bound to a form field; the schema's message for it (English, as the shared schemas write
 * it) shows as its helper text in the page's language. A phone number or an e-mail is typed left to
 * right, lined up with its label on a right-to-left page.
 */
export function FormTextField<T extends FieldValues, Out>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, Out>) {
  const { message, dir } = useLanguage();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const slotProps =
    props.type && LEFT_TO_RIGHT_TYPES.has(props.type)
      ? {
          ...props.slotProps,
          htmlInput: { ...leftToRightInput(dir), ...(props.slotProps?.htmlInput as object | undefined) },
        }
      : props.slotProps;
  return (
    <TextField
      fullWidth
      placeholder=" "
      {...props}
      sx={[LABEL_UP_WITHOUT_CODE, ...(Array.isArray(props.sx) ? props.sx : props.sx ? [props.sx] : [])]}
      slotProps={slotProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      // A blank line keeps the helper's space, so a message appearing does not push the form down.
      helperText={error ? message(error) : (helperText ?? ' ')}
    />
  );
}
