import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, Out> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
};

/** A text field bound to a form field; the schema's message for it shows as its helper text. */
export function FormTextField<T extends FieldValues, Out>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      // A blank line keeps the helper's space, so a message appearing does not push the form down.
      helperText={fieldState.error?.message ?? helperText ?? ' '}
    />
  );
}
