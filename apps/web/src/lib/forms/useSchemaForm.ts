import type { PageFormName, PostedForm } from '@shop/shared';
import { useEffect, useMemo, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { FormError } from './FormErrorSnackbar';
import type { LazyResolver } from './lazyResolver';
import { usePageFormElement } from './pageForm';
import { usePostedForm } from './postedForm';

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
  {
    pageForm,
    ...options
  }: Omit<UseFormProps<T, unknown, Out>, 'resolver'> & {
    /** A form of a page the server draws (decision 085): it works before and without the page's code. */
    pageForm?: PageFormName;
  },
) {
  // What was typed into the form the server answered (sent without the page's code) fills it again.
  const posted = usePostedForm(pageForm);
  const defaultValues = posted ? withPosted(options.defaultValues, posted.values) : options.defaultValues;
  const form = useForm<T, unknown, Out>({
    resolver,
    reValidateMode: 'onChange',
    ...options,
    defaultValues,
    errors: useMemo(() => postedErrors(posted) as FieldErrors<T> | undefined, [posted]),
  });
  const formProps = usePageFormElement(form, pageForm);
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

  return { ...form, onSubmit, errorSnackbar: { error, onClose: hideError }, formProps, posted };
}

/** The messages the server gave the fields it refused, as the form's errors (from its first render on). */
function postedErrors(posted: PostedForm | undefined): FieldErrors | undefined {
  const fieldErrors = posted && 'fieldErrors' in posted.outcome ? posted.outcome.fieldErrors : undefined;
  if (!fieldErrors) return undefined;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [field, { type: 'server', message }]),
  );
}

/** The defaults, with the values the server sent back for their fields. */
function withPosted<D>(defaults: D, values: Record<string, string>): D {
  if (!defaults || typeof defaults !== 'object') return defaults;
  const known = Object.entries(values).filter(([field]) => Object.hasOwn(defaults, field));
  return { ...defaults, ...Object.fromEntries(known) };
}
