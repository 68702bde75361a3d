/**
 * Isolates for values inside a translated sentence held as a string (a heading, a label, a title),
 * where a `<bdi>` element cannot go: the value keeps its own order and leaves the sentence's alone.
 */

/** A product code, a phone number or an e-mail: left to right on every page. */
export const leftToRight = (text: string | number) => `\u2066${text}\u2069`;

/** A name in any script (an English product name on an Arabic page): its own direction. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
