import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useLanguage } from '../i18n';

/** Fields whose values read left to right on an Arabic page too ('+961 3 123 456', not '456 123 3 961+'). */
const LEFT_TO_RIGHT_TYPES = new Set(['tel', 'email']);

/** An input's attributes for a value typed left to right, lined up with its label on a page in `dir`. */
export const leftToRightInput = (dir: 'ltr' | 'rtl') => ({
  dir: 'ltr',
  style: dir === 'rtl' ? { textAlign: 'right' as const } : undefined,
});

/**
 * A text field's binding to a form field (both field kits, MUI's `FormTextField` and the storefront's
 * `FormField`): its value and handlers, whether the schema refused it, the message under it (the
 * schema's English text in the page's language; a blank line keeps its room), and the attributes of a
 * value typed left to right (a phone number, an e-mail) when its type is one.
 */
export function useBoundField<T extends FieldValues, Out>(
  control: Control<T, unknown, Out>,
  name: FieldPath<T>,
  type: string | undefined,
  helperText: ReactNode,
) {
  const { message, dir } = useLanguage();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return {
    field: {
      name: field.name,
      value: field.value ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      ref: field.ref,
    },
    error: error !== undefined,
    helperText: error ? message(error) : (helperText ?? ' '),
    leftToRight: type !== undefined && LEFT_TO_RIGHT_TYPES.has(type) ? leftToRightInput(dir) : undefined,
  };
}
