import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A select bound to a form field (a city, a category, an order status); the schema's message shows as
 * its helper text like a text field's.
 */
export function FormSelectField<T extends FieldValues, Out>({
  options,
  ...props
}: FormTextFieldProps<T, Out> & { options: readonly SelectOption[] }) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
