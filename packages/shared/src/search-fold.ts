/**
 * Search folding (issue 36): the form in which the catalogue compares a product's names with what a
 * shopper types, so that the spellings people use for one word meet. Lower case; the Arabic alef forms
 * (أ إ آ ٱ) become ا, ta marbuta (ة) ه, alef maqsura (ى) ي; tashkeel and tatweel are dropped; Latin
 * letters lose their accents (é → e, ç → c, œ → oe); control characters become spaces, so that a search
 * never runs from one of a product's names into the next (they are stored one per line).
 *
 * The database holds the same fold as `fold_text(text)` (migration 0026), which keeps each product's
 * folded names in `products.search_names`. The fold is one character at a time, so the two agree on any
 * text when they agree on every character: `search-fold.test.ts` in the server checks that they do. A
 * change here therefore needs a migration that replaces `fold_text` and recomputes `search_names`.
 */

/** Lower-case letters and what they fold to (each on the left becomes the letter on the right). */
const LETTERS: readonly (readonly [string, string])[] = [
  ['أإآٱ', 'ا'],
  ['ة', 'ه'],
  ['ى', 'ي'],
  ['àáâãäåāăą', 'a'],
  ['çćĉċč', 'c'],
  ['ďđ', 'd'],
  ['èéêëēĕėęě', 'e'],
  ['ĝğġģ', 'g'],
  ['ĥħ', 'h'],
  ['ìíîïĩīĭįı', 'i'],
  ['ĵ', 'j'],
  ['ķ', 'k'],
  ['ĺļľŀł', 'l'],
  ['ñńņňŉ', 'n'],
  ['òóôõöøōŏő', 'o'],
  ['ŕŗř', 'r'],
  ['śŝşš', 's'],
  ['ţťŧ', 't'],
  ['ùúûüũūŭůűų', 'u'],
  ['ŵ', 'w'],
  ['ýÿŷ', 'y'],
  ['źżž', 'z'],
  // Greek's final sigma: lower-casing writes it at the end of a word, the database's does not.
  ['ς', 'σ'],
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

/**
 * Characters dropped: tashkeel (U+064B–U+0652), the superscript alef (U+0670), tatweel (U+0640) and
 * Latin combining accents (U+0300–U+036F: an accent typed apart from its letter, and the dot that
 * lower-casing leaves on İ).
 */
const DROPPED = `${range(0x064b, 0x0652)}\u0670\u0640${range(0x0300, 0x036f)}`;

/** Control characters, which become spaces. */
const CONTROLS = range(0x01, 0x1f);

/** Letters that fold to two (after the single-letter map, as the database's `replace` calls run). */
const EXPANDED: readonly (readonly [string, string])[] = [
  ['œ', 'oe'],
  ['æ', 'ae'],
  ['ß', 'ss'],
];

const FOLDS = new Map<string, string>([
  ...LETTERS.flatMap(([letters, to]) => [...letters].map((letter) => [letter, to] as const)),
  ...[...CONTROLS].map((control) => [control, ' '] as const),
  ...[...DROPPED].map((mark) => [mark, ''] as const),
  ...EXPANDED,
]);

const escaped = (c: string) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`;
const FOLDED = new RegExp(`[${[...FOLDS.keys()].map(escaped).join('')}]`, 'gu');

/** `text` folded for search: what names are stored as, and what a search looks for in them. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(FOLDED, (c) => FOLDS.get(c) ?? c);
}
