import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../components/ui/TextField';
import { useBoundField } from './useBoundField';

type Unbound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref';

export type FormFieldProps<T extends FieldValues, Out> = (
  | Omit<Extract<TextFieldProps, { multiline?: false }>, Unbound>
  | Omit<Extract<TextFieldProps, { multiline: true }>, Unbound>
) & {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
};

/**
 * The storefront's text field (static CSS, decision 099) bound to a form field: the schema's message
 * for it under it, in the page's language; a phone number or an e-mail typed left to right.
 */
export function FormField<T extends FieldValues, Out>({
  control,
  name,
  helperText,
  ...props
}: FormFieldProps<T, Out>) {
  const bound = useBoundField(control, name, props.multiline ? undefined : props.type, helperText);
  return (
    <TextField
      {...(props as TextFieldProps)}
      {...bound.leftToRight}
      {...bound.field}
      error={bound.error}
      helperText={bound.helperText}
    />
  );
}
