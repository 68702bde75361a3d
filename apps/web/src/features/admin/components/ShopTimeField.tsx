import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps, leftToRightInput } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';

/**
 * A date and time as Beirut's wall time (the shop's, whatever the admin's device says), bound to a form
 * field that holds it as `YYYY-MM-DDTHH:mm` ('' for none); the shared schemas read it as Beirut's time.
 * Latin digits, left to right on an Arabic page too.
 */
export function ShopTimeField<T extends FieldValues, Out>(props: FormTextFieldProps<T, Out>) {
  const { dir } = useLanguage();
  return (
    <FormTextField
      type="datetime-local"
      {...props}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: leftToRightInput(dir) }}
    />
  );
}
