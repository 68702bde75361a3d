import type { Locale } from '@shop/shared';
import { LRUCache } from 'lru-cache';
import { editDistance, typoBudget } from './search-typos.js';
import { hasDigit, type QueryWord } from './search-words.js';

/**
 * The catalogue's words for the search index (issue 46): each word products hold (`normalWord` form),
 * with the products that hold it and where, and the category words (categories, sub-categories and
 * sub-sub-categories, colours, collections, in each language) with the products of the value they
 * name. A search's word is looked up here once (`expand`: the catalogue words it matches, exactly, by
 * their start or with typos), and the products come from their postings.
 *
 * Memory: one array of postings for every word (a word's are a slice of it, those in a name or code
 * first), and codes' words with a digit, nearly one a product, in a sorted list of their own rather
 * than as words (bench/README.md, issue 46).
 */

/** The languages a word is written in, as bits: a search compares its words with the shopper's and English. */
export const LANGUAGE_BIT: Readonly<Record<Locale, number>> = { en: 1, ar: 2, fr: 4 };
const LANGUAGE_INDEX: Readonly<Record<Locale, number>> = { en: 0, ar: 1, fr: 2 };
const EVERY_LANGUAGE = 7;

/**
 * Where a product holds a word, best first: its name or code, a category word of it (category,
 * sub-category, colour…, which come from facets, not postings), its description.
 */
export const PLACE = { name: 0, category: 1, description: 2 } as const;
export type Place = (typeof PLACE)[keyof typeof PLACE];
/** A posting's place in each language, two bits a language; 3: not in that language. */
const NOWHERE = 0b111111;
/** Whether a posting's word is in a name (or code) in some language. */
const inSomeName = (tag: number) => (tag & 3) === 0 || ((tag >> 2) & 3) === 0 || ((tag >> 4) & 3) === 0;

/** A set of products as positions in listing order, and as bits. */
export interface Postings {
  positions: Int32Array;
  bits: Uint32Array;
}

/** A category word's products: a facet value's, in the languages that name it so. */
export interface FacetWord {
  postings: Postings;
  languages: number;
}

/** One catalogue word a search word matched, and how: `code` is 4 × (not matched whole and exactly) + typos. */
export interface TermMatch {
  term: number;
  code: number;
}

/** Code words a search word matched: entries `from` to `to` of the sorted code words, all matched alike. */
export interface CodeMatch {
  from: number;
  to: number;
  code: number;
}

export interface Expansion {
  terms: TermMatch[];
  codes: CodeMatch[];
}

/** Collects the words while products are read in listing order; `freeze` makes the searchable form. */
export class TermsBuilder {
  readonly #ids = new Map<string, number>();
  readonly #words: string[] = [];
  readonly #surfaces: string[] = [];
  readonly #positions: number[][] = [];
  readonly #tags: number[][] = [];
  readonly #facets = new Map<number, FacetWord[]>();
  readonly #codes: [string, number][] = [];

  #id(word: string, surface: string): number {
    let id = this.#ids.get(word);
    if (id === undefined) {
      id = this.#words.length;
      this.#ids.set(word, id);
      this.#words.push(word);
      this.#surfaces.push(surface);
      this.#positions.push([]);
      this.#tags.push([]);
    }
    return id;
  }

  /** Product `position` holds `word` at `place` (name or description) in `locale`. */
  add(word: string, surface: string, position: number, place: Place, locale: Locale): void {
    const id = this.#id(word, surface);
    const positions = this.#positions[id] as number[];
    const tags = this.#tags[id] as number[];
    let at = positions.length - 1;
    if (positions[at] !== position) {
      positions.push(position);
      tags.push(NOWHERE);
      at++;
    }
    const shift = 2 * LANGUAGE_INDEX[locale];
    const tag = tags[at] as number;
    if (((tag >> shift) & 3) > place) tags[at] = (tag & ~(3 << shift)) | (place << shift);
  }

  /** Product `position`'s code holds `word`, in every language; its words with a digit are kept apart. */
  addCode(word: string, surface: string, position: number): void {
    if (hasDigit(word)) this.#codes.push([word, position]);
    else
      for (const locale of ['en', 'ar', 'fr'] as const) this.add(word, surface, position, PLACE.name, locale);
  }

  /** `word` names a facet value in `locale`: the value's products hold it as a category word. */
  addFacet(word: string, surface: string, postings: Postings, locale: Locale): void {
    const id = this.#id(word, surface);
    const list = this.#facets.get(id) ?? [];
    const same = list.find((facet) => facet.postings === postings);
    if (same) same.languages |= LANGUAGE_BIT[locale];
    else list.push({ postings, languages: LANGUAGE_BIT[locale] });
    this.#facets.set(id, list);
  }

  /** The searchable form, for `size` products. */
  freeze(size: number): Terms {
    const total = this.#positions.reduce((sum, list) => sum + list.length, 0);
    const positions = new Int32Array(total);
    const tags = new Uint8Array(total);
    // Term t's postings: [starts[t], ends[t]), those in a name or code before `splits[t]`.
    const count = this.#words.length;
    const starts = new Int32Array(count);
    const splits = new Int32Array(count);
    const ends = new Int32Array(count);
    let at = 0;
    for (let t = 0; t < count; t++) {
      const list = this.#positions[t] as number[];
      const tagList = this.#tags[t] as number[];
      starts[t] = at;
      for (const named of [true, false]) {
        for (const [k, position] of list.entries()) {
          if (inSomeName(tagList[k] as number) !== named) continue;
          positions[at] = position;
          tags[at] = tagList[k] as number;
          at++;
        }
        if (named) splits[t] = at;
      }
      ends[t] = at;
    }
    return new Terms(
      this.#ids,
      this.#words,
      this.#surfaces,
      { positions, tags, starts, splits, ends },
      this.#facets,
      codeWords(this.#codes, size),
    );
  }
}

/** Every term's postings in one array (see TermsBuilder.freeze). */
export interface PostingArrays {
  positions: Int32Array;
  tags: Uint8Array;
  starts: Int32Array;
  splits: Int32Array;
  ends: Int32Array;
}

/** Codes' words with a digit, sorted, each with its product; and each product's entries among them. */
export interface CodeWords {
  words: string[];
  positions: Int32Array;
  /** Product p's entries are `entries[firstEntry[p]]` to `entries[firstEntry[p + 1] - 1]`. */
  firstEntry: Int32Array;
  entries: Int32Array;
}

function codeWords(codes: [string, number][], size: number): CodeWords {
  codes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const positions = Int32Array.from(codes, ([, position]) => position);
  const firstEntry = new Int32Array(size + 1);
  for (const position of positions) (firstEntry[position + 1] as number)++;
  for (let p = 0; p < size; p++)
    firstEntry[p + 1] = (firstEntry[p + 1] as number) + (firstEntry[p] as number);
  const entries = new Int32Array(positions.length);
  const filled = firstEntry.slice(0, size);
  for (const [entry, position] of positions.entries()) {
    entries[filled[position] as number] = entry;
    filled[position] = (filled[position] as number) + 1;
  }
  return { words: codes.map(([word]) => word), positions, firstEntry, entries };
}

const tagLanguages = (tag: number) =>
  ((tag & 3) === 3 ? 0 : 1) | (((tag >> 2) & 3) === 3 ? 0 : 2) | (((tag >> 4) & 3) === 3 ? 0 : 4);

/** How many expansions of search words are kept (a search's words are looked up once, not per request). */
const EXPANSIONS_MEMORY = 5000;

/** The first index of sorted `words` at or after `start`. */
function lowerBound(words: readonly string[], order: (i: number) => string, start: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (order(mid) < start) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The catalogue's words, frozen (see TermsBuilder). */
export class Terms {
  /** Term ids in the order of their words, for the words a search word starts. */
  readonly #sorted: Int32Array;
  /** Terms without a digit by their length: the ones a typo can reach. */
  readonly #byLength: Int32Array[] = [];
  /** The languages each term is written in (bits). */
  readonly #languages: Uint8Array;
  readonly #expansions = new LRUCache<string, Expansion>({ max: EXPANSIONS_MEMORY });
  /** For each set of allowed languages (bits), a posting tag's best place in them (3: in none). */
  readonly #places: Uint8Array[];

  constructor(
    readonly ids: ReadonlyMap<string, number>,
    readonly words: readonly string[],
    readonly surfaces: readonly string[],
    readonly postings: PostingArrays,
    readonly facets: ReadonlyMap<number, readonly FacetWord[]>,
    readonly codes: CodeWords,
  ) {
    this.#sorted = Int32Array.from(words.keys()).sort((a, b) =>
      (words[a] as string) < (words[b] as string) ? -1 : 1,
    );
    const byLength: number[][] = [];
    for (const [id, word] of words.entries()) {
      if (hasDigit(word)) continue;
      const sameLength = byLength[word.length] ?? [];
      sameLength.push(id);
      byLength[word.length] = sameLength;
    }
    for (const [length, ids] of byLength.entries()) this.#byLength[length] = Int32Array.from(ids ?? []);
    const { tags, starts, ends } = postings;
    this.#languages = Uint8Array.from(words.keys(), (id) => {
      let bits = 0;
      for (let k = starts[id] as number; k < (ends[id] as number); k++)
        bits |= tagLanguages(tags[k] as number);
      for (const facet of facets.get(id) ?? []) bits |= facet.languages;
      return bits;
    });
    this.#places = Array.from({ length: 8 }, (_, allowed) =>
      Uint8Array.from({ length: 64 }, (_, tag) => {
        let best = 3;
        for (const [i, bit] of [1, 2, 4].entries()) {
          if (allowed & bit) best = Math.min(best, (tag >> (2 * i)) & 3);
        }
        return best;
      }),
    );
  }

  /** A posting tag's best place in the allowed languages (3: not written in them). */
  placesFor(allowed: number): Uint8Array {
    return this.#places[allowed & EVERY_LANGUAGE] as Uint8Array;
  }

  /**
   * The catalogue words a search word matches, with how (remembered): the same word; when it is the
   * last, the words it starts; words within its typo budget, whole or, for the last, by their start.
   * A word with a digit is also looked up among codes' words, exactly or by their start.
   */
  expand(query: QueryWord): Expansion {
    const key = `${query.last ? '>' : '='}${query.word}`;
    const known = this.#expansions.get(key);
    if (known) return known;
    const expansion = { terms: this.#expandTerms(query), codes: this.#expandCodes(query) };
    this.#expansions.set(key, expansion);
    return expansion;
  }

  #expandTerms({ word, last, digits }: QueryWord): TermMatch[] {
    const found = new Map<number, number>();
    const exact = this.ids.get(word);
    if (exact !== undefined) found.set(exact, 0);
    if (last) {
      const sorted = this.#sorted;
      const at = (i: number) => this.words[sorted[i] as number] as string;
      for (let i = lowerBound(this.words, at, word); i < sorted.length && at(i).startsWith(word); i++) {
        if (sorted[i] !== exact) found.set(sorted[i] as number, 4);
      }
    }
    const budget = typoBudget(word, digits);
    if (budget > 0) {
      // A word still being typed may be the start of a longer one.
      const longest = last ? this.#byLength.length - 1 : word.length + budget;
      for (let length = Math.max(1, word.length - budget); length <= longest; length++) {
        for (const id of this.#byLength[length] ?? []) {
          if (found.has(id)) continue;
          const typos = editDistance(word, this.words[id] as string, budget, last);
          if (typos <= budget) found.set(id, 4 + typos);
        }
      }
    }
    return [...found].map(([term, code]) => ({ term, code }));
  }

  #expandCodes({ word, last, digits }: QueryWord): CodeMatch[] {
    if (!digits) return [];
    const { words } = this.codes;
    const from = lowerBound(words, (i) => words[i] as string, word);
    let exactTo = from;
    while (exactTo < words.length && words[exactTo] === word) exactTo++;
    let to = exactTo;
    if (last) while (to < words.length && (words[to] as string).startsWith(word)) to++;
    return [
      { from, to: exactTo, code: 0 },
      { from: exactTo, to, code: 4 },
    ].filter((range) => range.to > range.from);
  }

  /** Whether the term is written in any of the allowed languages (else none of its postings count). */
  writtenIn(term: number, allowed: number): boolean {
    return ((this.#languages[term] as number) & allowed) !== 0;
  }

  /** How many products a term reaches (its postings and its facet values'), an upper bound. */
  reach(term: number, allowed: number): number {
    let count = (this.postings.ends[term] as number) - (this.postings.starts[term] as number);
    for (const facet of this.facets.get(term) ?? []) {
      if (facet.languages & allowed) count += facet.postings.positions.length;
    }
    return count;
  }

  /**
   * The catalogue words closest to a word that matched nothing, in the allowed languages: those at
   * the fewest edits (at most 1 for 3–4 letters, 2 up to 8, 3 from 9; none for shorter words), the
   * most common first. For "Did you mean …?".
   */
  nearest(query: QueryWord, allowed: number, count: number): number[] {
    const { word } = query;
    if (query.digits || word.length < 3) return [];
    const max = word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3;
    let best = max + 1;
    let closest: number[] = [];
    for (let length = Math.max(1, word.length - max); length <= word.length + max; length++) {
      for (const id of this.#byLength[length] ?? []) {
        if (!((this.#languages[id] as number) & allowed)) continue;
        const distance = editDistance(word, this.words[id] as string, Math.min(best, max));
        if (distance < best) {
          best = distance;
          closest = [id];
        } else if (distance === best && distance <= max) closest.push(id);
      }
    }
    return closest.sort((a, b) => this.reach(b, allowed) - this.reach(a, allowed) || a - b).slice(0, count);
  }
}
