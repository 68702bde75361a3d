import type { Locale } from '@shop/shared';
import { type Expansion, LANGUAGE_BIT, PLACE, type Terms } from './search-terms.js';
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
 * The matching of one snapshot: its words and whether each product is sold out. Its work
 * arrays hold one entry per product and are reused by every search (one runs at a time: searches
 * never wait).
 */
export class Ranker {
  readonly #seen: Int32Array;
  readonly #best: Uint8Array;
  readonly #member: Int32Array;
  readonly #rank: Int32Array;
  #serial = 0;

  constructor(
    readonly terms: Terms,
    private readonly soldOut: Uint8Array,
  ) {
    const size = soldOut.length;
    this.#seen = new Int32Array(size);
    this.#best = new Uint8Array(size);
    this.#member = new Int32Array(size);
    this.#rank = new Int32Array(size);
  }

  #restartStamps(): void {
    // Stamps start again long before they could wrap (a search takes two a word).
    if (this.#serial < 2 ** 30) return;
    this.#seen.fill(0);
    this.#member.fill(0);
    this.#serial = 0;
  }

  #reach(expansion: Expansion, allowed: number): number {
    let reach = 0;
    for (const { term } of expansion.terms) {
      if (this.terms.writtenIn(term, allowed)) reach += this.terms.reach(term, allowed);
    }
    for (const { from, to } of expansion.codes) reach += to - from;
    return reach;
  }

  /**
   * The products that match every word and `accept`, in no order, with their ranks kept for `ordered`
   * and `first`. Words are taken rarest first: later ones only look at the products left.
   */
  match(words: readonly QueryWord[], locale: Locale, accept?: (position: number) => boolean): Int32Array {
    this.#restartStamps();
    const expanded = words
      .map((word) => {
        const allowed = allowedLanguages(word, locale);
        const expansion = this.terms.expand(word);
        return { expansion, allowed, reach: this.#reach(expansion, allowed) };
      })
      .sort((a, b) => a.reach - b.reach);
    let candidates: Int32Array | undefined;
    let memberSerial = 0;
    for (const { expansion, allowed } of expanded) {
      const found = this.#word(expansion, allowed, candidates, memberSerial);
      memberSerial = ++this.#serial;
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
    expansion: Expansion,
    allowed: number,
    candidates: Int32Array | undefined,
    memberSerial: number,
  ): number[] {
    const serial = ++this.#serial;
    const found: number[] = [];
    // Products must be members of `candidates` (marked with memberSerial); 0: any product.
    const among = candidates ? memberSerial : 0;
    const places = this.terms.placesFor(allowed);
    const { positions, tags, starts, ends } = this.terms.postings;
    for (const { term, code } of expansion.terms) {
      if (!this.terms.writtenIn(term, allowed)) continue;
      this.#visitList(
        positions,
        starts[term] as number,
        ends[term] as number,
        code << 2,
        serial,
        among,
        found,
        tags,
        places,
      );
      for (const facet of this.terms.facets.get(term) ?? []) {
        if (!(facet.languages & allowed)) continue;
        const facetCode = (code << 2) | PLACE.category;
        const { positions: all, bits } = facet.postings;
        if (candidates && candidates.length < all.length) {
          for (const position of candidates)
            if (has(bits, position)) this.#visit(position, facetCode, serial, found);
        } else this.#visitList(all, 0, all.length, facetCode, serial, among, found);
      }
    }
    const { codes } = this.terms;
    const codeEntries = expansion.codes.reduce((sum, { from, to }) => sum + to - from, 0);
    if (candidates && codeEntries > candidates.length) {
      // A code's start such as "0" matches most codes: look up the few products left instead.
      const { firstEntry, entries } = codes;
      for (const position of candidates) {
        for (let e = firstEntry[position] as number; e < (firstEntry[position + 1] as number); e++) {
          const entry = entries[e] as number;
          for (const { from, to, code } of expansion.codes) {
            if (entry >= from && entry < to) this.#visit(position, code << 2, serial, found);
          }
        }
      }
    } else {
      for (const { from, to, code } of expansion.codes) {
        this.#visitList(codes.positions, from, to, code << 2, serial, among, found);
      }
    }
    return found;
  }

  /** Product `position` matched the word with `code` (best kept in #best); `found` lists each once. */
  #visit(position: number, code: number, serial: number, found: number[]): void {
    if (this.#seen[position] !== serial) {
      this.#seen[position] = serial;
      this.#best[position] = code;
      found.push(position);
    } else if (code < (this.#best[position] as number)) this.#best[position] = code;
  }

  /**
   * `#visit` for list[from] to list[to - 1], the hot loop of a search: members of `among` only (0: all),
   * with their place from `tags` (postings) or in `code` already (facets, codes).
   */
  #visitList(
    list: Int32Array,
    from: number,
    to: number,
    code: number,
    serial: number,
    among: number,
    found: number[],
    tags?: Uint8Array,
    places?: Uint8Array,
  ): void {
    const member = this.#member;
    for (let k = from; k < to; k++) {
      const position = list[k] as number;
      if (among !== 0 && member[position] !== among) continue;
      let wordCode = code;
      if (tags && places) {
        const place = places[tags[k] as number] as number;
        if (place === 3) continue;
        wordCode |= place;
      }
      this.#visit(position, wordCode, serial, found);
    }
  }

  #key(position: number): number {
    return ((this.#rank[position] as number) * 2 + (this.soldOut[position] as number)) * SHIFT + position;
  }

  /** `match`'s products, best first. */
  ordered(matched: Int32Array): Int32Array {
    // Filled by index: `from` with a mapping function goes through the iterator protocol, many times slower.
    const keys = new Float64Array(matched.length);
    for (let i = 0; i < matched.length; i++) keys[i] = this.#key(matched[i] as number);
    keys.sort();
    const ordered = new Int32Array(keys.length);
    for (let i = 0; i < keys.length; i++) ordered[i] = (keys[i] as number) % SHIFT;
    return ordered;
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

  /**
   * The first `limit` products for one word (live search while the first word is typed), taken tier
   * by tier, best first: matched exactly, by its start, with one typo, two; in each, in a name or code,
   * as a category word, in a description. Within a tier products in stock come first, newest first, so
   * when a tier's newest in stock suffice, only they are read: a common start ("co": "cotton" in
   * thousands of names, "collection" in every description) costs `limit` postings a word it starts,
   * not thousands.
   */
  firstOfOne(word: QueryWord, locale: Locale, limit: number): Int32Array {
    this.#restartStamps();
    const taken = ++this.#serial;
    const allowed = allowedLanguages(word, locale);
    const expansion = this.terms.expand(word);
    const found: number[] = [];
    const codes = [...new Set([...expansion.terms, ...expansion.codes].map((m) => m.code))].sort(
      (a, b) => a - b,
    );
    for (const code of codes) {
      for (const place of [PLACE.name, PLACE.category, PLACE.description]) {
        const sources = this.#tier(expansion, code, place, allowed);
        const tier = this.#newestInStock(sources, limit - found.length, taken) ?? this.#whole(sources, taken);
        for (const position of tier) {
          this.#seen[position] = taken;
          found.push(position);
          if (found.length === limit) return Int32Array.from(found);
        }
      }
    }
    return Int32Array.from(found);
  }

  /** The position lists of one tier of `firstOfOne` (each ascending), and a filter of their entries. */
  #tier(expansion: Expansion, code: number, place: number, allowed: number): Source[] {
    const sources: Source[] = [];
    const { positions, tags, starts, splits, ends } = this.terms.postings;
    const places = this.terms.placesFor(allowed);
    for (const match of expansion.terms) {
      const { term } = match;
      if (match.code !== code || !this.terms.writtenIn(term, allowed)) continue;
      if (place === PLACE.category) {
        for (const facet of this.terms.facets.get(term) ?? []) {
          if (facet.languages & allowed)
            sources.push({ list: facet.postings.positions, from: 0, to: Infinity });
        }
      } else {
        // Postings in some name come first; in the shopper's languages one may be in a description only.
        const to = place === PLACE.name ? (splits[term] as number) : (ends[term] as number);
        const from = starts[term] as number;
        sources.push({ list: positions, from, to, keep: (k) => places[tags[k] as number] === place });
      }
    }
    if (place === PLACE.name) {
      for (const range of expansion.codes) {
        if (range.code !== code) continue;
        const list = this.terms.codes.positions.slice(range.from, range.to).sort();
        sources.push({ list, from: 0, to: Infinity });
      }
    }
    return sources;
  }

  /**
   * The tier's `need` newest products in stock not taken yet, when it has that many; else undefined.
   * Each source gives at most its `need` newest: the tier's newest are among them.
   */
  #newestInStock(sources: readonly Source[], need: number, taken: number): number[] | undefined {
    const stamp = ++this.#serial;
    const picked: number[] = [];
    for (const { list, from, to, keep } of sources) {
      let count = 0;
      for (let k = from; k < Math.min(to, list.length) && count < need; k++) {
        const position = list[k] as number;
        if (keep && !keep(k)) continue;
        if (this.#seen[position] === taken || this.soldOut[position]) continue;
        count++;
        if (this.#member[position] === stamp) continue;
        this.#member[position] = stamp;
        picked.push(position);
      }
    }
    if (picked.length < need) return undefined;
    return picked.sort((a, b) => a - b).slice(0, need);
  }

  /** Every product of the tier not taken yet: in stock, then sold out, newest first in each. */
  #whole(sources: readonly Source[], taken: number): number[] {
    const stamp = ++this.#serial;
    const tier: number[] = [];
    for (const { list, from, to, keep } of sources) {
      for (let k = from; k < Math.min(to, list.length); k++) {
        const position = list[k] as number;
        if ((keep && !keep(k)) || this.#seen[position] === taken || this.#member[position] === stamp)
          continue;
        this.#member[position] = stamp;
        tier.push(position);
      }
    }
    const soldOut = this.soldOut;
    return tier.sort((a, b) => (soldOut[a] as number) - (soldOut[b] as number) || a - b);
  }
}

/** A list of positions, ascending, from `from` to `to`, of which those `keep` keeps. */
interface Source {
  list: Int32Array;
  from: number;
  to: number;
  keep?: (index: number) => boolean;
}
