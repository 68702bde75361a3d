import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** A labelled switch bound to a yes/no form field (a promo code or a delivery area that runs). */
export function FormSwitchField<T extends FieldValues, Out>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPathByValue<T, boolean>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );
}
