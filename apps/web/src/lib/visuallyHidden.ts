/** Hides text visually but keeps it for screen readers (extra context such as "Was" before an old price). */
export const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  // A string: a bare number in sx is a theme spacing unit (8 px), not a pixel.
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
