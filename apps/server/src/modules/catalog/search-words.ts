import { foldText } from '@shop/shared';

/**
 * The words of a search and of a product, in the one form both are compared in (issue 46): folded
 * (`foldText`: any case, Arabic letter forms and tashkeel, accents), split at anything that is not a
 * letter or a digit, English and French plurals brought to the singular, and the two spellings of a word
 * brought to one. The forms are for comparing only: never shown.
 */

/** Runs of letters and digits (with their combining marks): everything else separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Words joined by hyphens ("Zip-Up", "T-Shirt", "WPJ-1042"), which shoppers also type as one. */
const HYPHENATED = /[\p{L}\p{M}\p{N}]+(?:[-‐‑][\p{L}\p{M}\p{N}]+)+/gu;
const LATIN = /^[a-z]+$/;
const DIGIT = /\p{N}/u;
const ARABIC = /[\u0600-\u06ff]/;

/**
 * A Latin word's singular, so that a plural and its singular meet, and a word typed whole meets the
 * start of its plural. The rules run on both sides, so where they are not English or French grammar
 * (a word's last y becomes i, like Porter's stemmer, so that "body", "bodies", "hoodie" and "hoodies"
 * meet as "bodi" and "hoodi"), they only have to agree with themselves:
 * - `-ies`, `-ie`, `-y` → `-i`; `-sses`/`-xes`/`-zes`/`-ches`/`-shes` lose `es`, and the same endings
 *   in `e` lose it (French "poche", "housse" meet "poches", "housses");
 * - a final `s` goes (not in `-ss`, `-us`, `-is`: "dress", "bus", "tapis"); French `-eaux`, `-eux`,
 *   `-oux` lose their `x`.
 * Words of three letters or fewer are left as they are ("bus", "gas", "tie").
 */
export function singular(word: string): string {
  if (word.length <= 3 || !LATIN.test(word)) return word;
  let w = word;
  if (/(?:eau|eu|ou)x$/.test(w)) return w.slice(0, -1);
  if (/(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (/ies$/.test(w) && w.length > 5) w = w.slice(0, -2);
  else if (/[^su]s$/.test(w) && !/is$/.test(w)) w = w.slice(0, -1);
  if (/(?:ss|x|z|ch|sh)e$/.test(w)) w = w.slice(0, -1);
  if (/(?:ie|y)$/.test(w) && w.length > 3) w = `${w.replace(/(?:ie|y)$/, '')}i`;
  return w;
}

/**
 * Words spelled two ways (American and British, with and without a hyphen), each to the spelling the
 * catalogue's words are compared in. Both sides go through it, so either spelling finds the other.
 */
const SPELLINGS: Readonly<Record<string, string>> = {
  pajama: 'pyjama',
  pjs: 'pyjama',
  gray: 'grey',
  color: 'colour',
  favorite: 'favourite',
  jewelry: 'jewellery',
  tee: 'tshirt',
  diaper: 'nappy',
};
const SPELLING = new Map(Object.entries(SPELLINGS).map(([from, to]) => [singular(from), singular(to)]));

/** A folded word as it is compared: its singular, in the spelling the catalogue uses. */
export function normalWord(folded: string): string {
  const single = singular(folded);
  return SPELLING.get(single) ?? single;
}

/**
 * Words a search leaves out unless it has no other: they join the words a shopper means ("pack of 3",
 * "robe pour enfant", "بيجاما من قطن") but name no product.
 */
const STOP_WORDS = new Set(
  [
    ...'a an and the of for with in on to by at from or'.split(' '),
    ...'le la les un une des du de d l et ou en pour avec au aux sur'.split(' '),
    ...['في', 'من', 'مع', 'على', 'عن', 'الى', 'و', 'ل'],
  ].map(foldText),
);

export interface QueryWord {
  /** As typed, folded (shown in "Did you mean"). */
  typed: string;
  /** As compared (`normalWord`). */
  word: string;
  /** The last word of the search, still being typed: it matches the start of a word too. */
  last: boolean;
  /** Holds a digit: a code or a size, never forgiven a typo. */
  digits: boolean;
  /** Written in Arabic letters: it meets Arabic names whatever the page's language. */
  arabic: boolean;
}

/** At most this many words of a search count (a pasted paragraph is not a search). */
const MAX_QUERY_WORDS = 10;

/** The words of a search, in order; none when it holds no letter or digit. */
export function queryWords(text: string): QueryWord[] {
  const folded = foldText(text).match(WORD) ?? [];
  const meaningful = folded.filter((word) => !STOP_WORDS.has(word));
  const kept = (meaningful.length > 0 ? meaningful : folded).slice(0, MAX_QUERY_WORDS);
  return kept.map((typed, i) => ({
    typed,
    word: normalWord(typed),
    last: i === kept.length - 1,
    digits: DIGIT.test(typed),
    arabic: ARABIC.test(typed),
  }));
}

/**
 * A product's words in one of its texts (name, code, description), as `add(word, surface)` calls:
 * every word, and hyphenated words joined too ("zip-up" also as "zipup"). `surface` is the word as
 * written, lower-cased ("Did you mean" shows it).
 */
export function eachTextWord(text: string, add: (word: string, surface: string) => void): void {
  const lower = text.toLowerCase();
  for (const surface of lower.match(WORD) ?? []) add(normalWord(foldText(surface)), surface);
  for (const joined of lower.match(HYPHENATED) ?? []) {
    const surface = joined.replace(/[-‐‑]/g, '');
    add(normalWord(foldText(surface)), surface);
  }
}

/**
 * The words the database looks for, in any order, while the index is read again (decision 088): as
 * typed and folded, in the catalogue's spelling, a plural's final s dropped, so that each is found
 * anywhere in a name ("slippers" in "Slipper", "pajama" in "Pyjama").
 */
export function plainWords(text: string): string[] {
  return queryWords(text).map(({ typed }) => {
    const plain =
      /[^su]s$/.test(typed) && !typed.endsWith('is') && typed.length > 3 ? typed.slice(0, -1) : typed;
    return SPELLINGS[plain] ?? plain;
  });
}

/** Whether the word holds a digit (a code or a size): compared exactly or by its start, never with a typo. */
export const hasDigit = (word: string) => DIGIT.test(word);
