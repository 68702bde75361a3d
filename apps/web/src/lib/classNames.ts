/** The class names given, skipping the absent ones: `classNames(styles.a, on && styles.b, className)`. */
export const classNames = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
