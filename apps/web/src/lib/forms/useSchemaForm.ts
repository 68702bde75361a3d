import { useEffect, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { FormError } from './FormErrorSnackbar';
import type { LazyResolver } from './lazyResolver';

let nextErrorId = 1;

/** The first message, looking into lists and groups too (a product's options[0].size). */
function firstMessage(errors: FieldErrors | undefined): string | undefined {
  // `ref` is the field's DOM element: never walked.
  for (const [key, error] of Object.entries(errors ?? {})) {
    if (key === 'ref') continue;
    if (typeof error?.message === 'string') return error.message;
    const nested =
      typeof error === 'object' && error !== null ? firstMessage(error as FieldErrors) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/**
 * A form validated by a shared schema (`schemaResolver`, or `lazyResolver` on a first screen), so the
 * browser shows the server's messages. A refused submit puts the schema's message under its field and
 * in the red snackbar.
 */
export function useSchemaForm<T extends FieldValues, Out>(
  resolver: Resolver<T, unknown, Out>,
  options: Omit<UseFormProps<T, unknown, Out>, 'resolver'>,
) {
  const form = useForm<T, unknown, Out>({ resolver, reValidateMode: 'onChange', ...options });
  // A lazy resolver's code is fetched once the visitor is about to type.
  useEffect(() => {
    const { preload } = resolver as Partial<LazyResolver<T, Out>>;
    if (!preload) return;
    document.addEventListener('focusin', preload, { once: true });
    return () => document.removeEventListener('focusin', preload);
  }, [resolver]);
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
