/** The form kit's own interface words, keyed so another language can replace them. */
export const forms = {
  showPassword: 'Show password',
} as const;
