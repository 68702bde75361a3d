import { useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { FormError } from './FormErrorSnackbar';

let nextErrorId = 1;

function firstMessage(errors: FieldErrors): string | undefined {
  return Object.values(errors).find((error) => typeof error?.message === 'string')?.message as
    | string
    | undefined;
}

/**
 * A form validated by a shared schema (through `zodResolver`), so the browser shows the server's
 * messages. A refused submit puts the schema's message under its field and in the red snackbar.
 */
export function useSchemaForm<T extends FieldValues, Out>(
  resolver: Resolver<T, unknown, Out>,
  options: Omit<UseFormProps<T, unknown, Out>, 'resolver'>,
) {
  const form = useForm<T, unknown, Out>({ resolver, reValidateMode: 'onChange', ...options });
  const [error, setError] = useState<FormError | null>(null);
  const hideError = () => setError((shown) => shown && { ...shown, open: false });

  /** The form's onSubmit: `onValid` gets the schema's output (e-mail trimmed and lowercased). */
  const onSubmit = (onValid: (values: Out) => void) =>
    form.handleSubmit(
      (values) => {
        hideError();
        onValid(values);
      },
      (errors) => {
        const message = firstMessage(errors);
        if (message) setError({ id: nextErrorId++, message, open: true });
      },
    );

  return { ...form, onSubmit, errorSnackbar: { error, onClose: hideError } };
}
