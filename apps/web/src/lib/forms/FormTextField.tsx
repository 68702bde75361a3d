import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './useBoundField';

export type FormTextFieldProps<T extends FieldValues, Out> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
};

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
 * A MUI text field bound to a form field, for the forms that keep MUI (accounts, checkout, admin;
 * the storefront's own use `FormField`, decision 099); the schema's message for it shows as its helper
 * text in the page's language. A phone number or an e-mail is typed left to right, lined up with its
 * label on a right-to-left page.
 */
export function FormTextField<T extends FieldValues, Out>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, Out>) {
  const bound = useBoundField(control, name, props.type, helperText);
  const slotProps = bound.leftToRight
    ? {
        ...props.slotProps,
        htmlInput: { ...bound.leftToRight, ...(props.slotProps?.htmlInput as object | undefined) },
      }
    : props.slotProps;
  return (
    <TextField
      fullWidth
      placeholder=" "
      {...props}
      sx={[LABEL_UP_WITHOUT_CODE, ...(Array.isArray(props.sx) ? props.sx : props.sx ? [props.sx] : [])]}
      slotProps={slotProps}
      name={bound.field.name}
      value={bound.field.value}
      onChange={bound.field.onChange}
      onBlur={bound.field.onBlur}
      inputRef={bound.field.ref}
      error={bound.error}
      // A blank line keeps the helper's space, so a message appearing does not push the form down.
      helperText={bound.helperText}
    />
  );
}
