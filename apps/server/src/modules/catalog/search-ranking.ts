import type { Locale } from '@shop/shared';
import { LANGUAGE_BIT, PLACE, type TermMatch, type Terms } from './search-terms.js';
import type { QueryWord } from './search-words.js';

/**
 * A search's matches and their order (issue 46). Every word must match a word of the product, in any
 * order. Products are ranked, best first, by:
 * 1. fewer words matched otherwise than whole and exactly (by their start, or with a typo);
 * 2. fewer typos;
 * 3. where the words matched: name and code, then category words, then description (summed);
 * 4. in stock before sold out;
 * 5. then the listing's order (newest first), which also makes the order total, so pages never
 *    overlap (decision 088).
 * For each word a product counts its best match by 1, then 2, then 3.
 */

/** The languages a word is compared in: English and the page's; Arabic letters meet Arabic names from any page. */
export function allowedLanguages(word: QueryWord, locale: Locale): number {
  return LANGUAGE_BIT.en | LANGUAGE_BIT[locale] | (word.arabic ? LANGUAGE_BIT.ar : 0);
}

const has = (bits: Uint32Array, position: number) => ((bits[position >>> 5] ?? 0) >>> (position & 31)) & 1;

/** A word's match (4 × (1 if not whole and exact) + typos, then the place) as its part of a product's rank. */
const rankPart = (code: number) => (code >> 4) * 4096 + ((code >> 2) & 3) * 64 + (code & 3);

/** Positions are below 2^31, ranks below 2^17: both fit one double, rank first. */
const SHIFT = 2 ** 32;

/**
 * The matching of one snapshot: its words and, per product, whether it is sold out. Its work arrays
 * hold one entry per product and are reused by every search (one runs at a time: searches never wait).
 */
export class Ranker {
  readonly #seen: Int32Array;
  readonly #best: Uint8Array;
  readonly #member: Int32Array;
  readonly #rank: Int32Array;
  #serial = 0;

  constructor(
    readonly terms: Terms,
    size: number,
    private readonly soldOut: Uint8Array,
  ) {
    this.#seen = new Int32Array(size);
    this.#best = new Uint8Array(size);
    this.#member = new Int32Array(size);
    this.#rank = new Int32Array(size);
  }

  #nextSerial(): number {
    return ++this.#serial;
  }

  /**
   * The products that match every word and `accept`, in no order, with their ranks kept for `ordered`
   * and `first`. Words are taken rarest first: later ones only look at the products left.
   */
  match(words: readonly QueryWord[], locale: Locale, accept?: (position: number) => boolean): Int32Array {
    // Stamps start again long before they could wrap (a search takes two a word).
    if (this.#serial >= 2 ** 30) {
      this.#seen.fill(0);
      this.#member.fill(0);
      this.#serial = 0;
    }
    const expanded = words.map((word) => ({
      matches: this.terms.expand(word),
      allowed: allowedLanguages(word, locale),
    }));
    const reach = ({ matches, allowed }: (typeof expanded)[number]) =>
      matches.reduce((sum, match) => sum + this.terms.reach(match.term, allowed), 0);
    expanded.sort((a, b) => reach(a) - reach(b));
    let candidates: Int32Array | undefined;
    let memberSerial = 0;
    for (const { matches, allowed } of expanded) {
      const found = this.#word(matches, allowed, candidates, memberSerial);
      memberSerial = this.#nextSerial();
      const kept: number[] = [];
      for (const position of found) {
        if (!candidates && accept && !accept(position)) continue;
        const part = rankPart(this.#best[position] as number);
        this.#rank[position] = candidates ? (this.#rank[position] as number) + part : part;
        this.#member[position] = memberSerial;
        kept.push(position);
      }
      candidates = Int32Array.from(kept);
      if (candidates.length === 0) break;
    }
    return candidates ?? new Int32Array(0);
  }

  /** Where one word matched: products (among `candidates`, when given) with their best match in #best. */
  #word(
    matches: readonly TermMatch[],
    allowed: number,
    candidates: Int32Array | undefined,
    memberSerial: number,
  ): number[] {
    const serial = this.#nextSerial();
    const seen = this.#seen;
    const best = this.#best;
    const member = this.#member;
    const places = this.terms.placesFor(allowed);
    const found: number[] = [];
    const visit = (position: number, code: number) => {
      if (seen[position] !== serial) {
        seen[position] = serial;
        best[position] = code;
        found.push(position);
      } else if (code < (best[position] as number)) best[position] = code;
    };
    for (const { term, code } of matches) {
      const positions = this.terms.positions[term] as Int32Array;
      const tags = this.terms.tags[term] as Uint8Array;
      for (let k = 0; k < positions.length; k++) {
        const position = positions[k] as number;
        if (candidates && member[position] !== memberSerial) continue;
        const place = places[tags[k] as number] as number;
        if (place !== 3) visit(position, (code << 2) | place);
      }
      for (const facet of this.terms.facets.get(term) ?? []) {
        if (!(facet.languages & allowed)) continue;
        const facetCode = (code << 2) | PLACE.category;
        const { positions: all, bits } = facet.postings;
        if (candidates && candidates.length < all.length) {
          for (const position of candidates) if (has(bits, position)) visit(position, facetCode);
        } else {
          for (const position of all) {
            if (!candidates || member[position] === memberSerial) visit(position, facetCode);
          }
        }
      }
    }
    return found;
  }

  #key(position: number): number {
    return ((this.#rank[position] as number) * 2 + (this.soldOut[position] as number)) * SHIFT + position;
  }

  /** `match`'s products, best first. */
  ordered(matched: Int32Array): Int32Array {
    const keys = Float64Array.from(matched, (position) => this.#key(position)).sort();
    return Int32Array.from(keys, (key) => key % SHIFT);
  }

  /** The first `limit` of `match`'s products, best first, without ordering the rest. */
  first(matched: Int32Array, limit: number): Int32Array {
    const top: number[] = [];
    for (const position of matched) {
      const key = this.#key(position);
      if (top.length === limit && key >= (top[limit - 1] as number)) continue;
      let at = top.length === limit ? limit - 1 : top.length;
      while (at > 0 && (top[at - 1] as number) > key) {
        top[at] = top[at - 1] as number;
        at--;
      }
      top[at] = key;
    }
    return Int32Array.from(top, (key) => key % SHIFT);
  }
}
