import figtree from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

/** Latin range of the Fontsource packages; other scripts fall back to the system font until we ship them. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

function fontFace(family: string, url: string, weights: string): string {
  return `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${weights};
  src: url(${url}) format('woff2-variations');
  unicode-range: ${LATIN};
}`;
}

/**
 * Only the latin, upright, weight-axis files are bundled (about 57 KB for both faces): importing a
 * package's index.css would ship every subset and italic too.
 */
export const fontFaces = [
  fontFace('Figtree', figtree, '300 900'),
  fontFace('Fraunces', fraunces, '100 900'),
].join('\n');

export const bodyFont = "'Figtree', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
export const displayFont = "'Fraunces', Georgia, 'Times New Roman', serif";
