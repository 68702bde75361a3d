import { DEFAULT_LOCALE, type ListingSort, type Locale, type Suggestion } from '@shop/shared';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.js';
import { type ListingPageOf, type ProductFilter, shownAtLeast, shownAtMost } from './listing-queries.js';
import { allowedLanguages, Ranker } from './search-ranking.js';
import { FACETS, READ_CHUNK, readSnapshotParts, type Shown, type SnapshotParts } from './search-read.js';
import type { Postings } from './search-terms.js';
import { type QueryWord, queryWords } from './search-words.js';

export { READ_CHUNK };

/** What a listing page shows but its products' own data: which products, in order, and the counts. */
export interface PageOutline {
  ids: string[];
  productsCount: number;
  filteredProductCount: number;
  maxPrice: number;
  /** A search that found nothing: the same search with the closest catalogue words, which finds something. */
  didYouMean?: string[];
}

const has = (bits: Uint32Array, position: number) => ((bits[position >>> 5] ?? 0) >>> (position & 31)) & 1;

/** How many match positions a snapshot remembers over all filters (4 bytes each). */
const MATCHES_MEMORY = 1_000_000;
/** How many filters' matches it remembers at most: searches that match nothing weigh little but their key. */
const FILTERS_MEMORY = 10_000;
/** The matches of a filter without conditions: every product, in listing order. */
const ALL = 'all';
/** How many searches' "Did you mean" answers a snapshot remembers. */
const CORRECTIONS_MEMORY = 1000;
/** "Did you mean" offers at most this many searches. */
const CORRECTIONS = 3;

/** A filter's conditions other than its keyword, as the index checks them. */
interface Conditions {
  /** Bit sets of the facet values asked for; the smallest one's positions hold every match. */
  sets: Uint32Array[];
  source: Int32Array | undefined;
  least: number;
  most: number;
  lowest: number;
  highest: number;
  bounded: boolean;
}

/**
 * Every product's searchable fields at one search version, in listing order (search-read.ts), and the
 * searches on them: a listing's page and counts, live search's suggestions, "Did you mean".
 * `SearchIndex` (search-index.ts) decides when one is read and whether it may answer.
 * Positions are indexes in that order, so walking any position list upwards walks the listing order.
 * A keyword's matches are ranked (search-ranking.ts); without one the listing's order stands.
 */
export class Snapshot {
  readonly version: number;
  readonly size: number;
  readonly maxPrice: number;
  readonly #shown: Shown;
  readonly #prices: Float64Array;
  readonly #ratings: Float64Array;
  readonly #facets: SnapshotParts['facets'];
  readonly #onSale: Postings;
  readonly #ranker: Ranker;
  /** The matches of the filters asked for last, the least recently used dropped first. */
  readonly #remembered = new LRUCache<string, Int32Array>({
    max: FILTERS_MEMORY,
    maxSize: MATCHES_MEMORY,
    sizeCalculation: (matches) => Math.max(matches.length, 1),
  });
  readonly #corrections = new LRUCache<string, string[]>({ max: CORRECTIONS_MEMORY });

  private constructor(parts: SnapshotParts) {
    this.version = parts.version;
    this.#shown = parts.shown;
    this.#prices = parts.prices;
    this.#ratings = parts.ratings;
    this.#facets = parts.facets;
    this.#onSale = parts.onSale;
    this.size = parts.shown.ids.length;
    this.#ranker = new Ranker(parts.terms, parts.soldOut);
    let max = 0;
    for (const price of parts.prices) if (price > max) max = price;
    this.maxPrice = max;
  }

  /** Reads every product (see `readSnapshotParts`); undefined when the catalogue changed meanwhile or is empty. */
  static async read(db: Database, chunk = READ_CHUNK): Promise<Snapshot | undefined> {
    const parts = await readSnapshotParts(db, chunk);
    return parts && new Snapshot(parts);
  }

  /**
   * A page of the filter's matches with the counts: in listing order, or ranked for a keyword (in
   * `locale`, the shopper's language), or by the price paid when the page asks (issue 48). Without a
   * keyword, the same answer as `listProducts` at this search version.
   */
  outline(filter: ProductFilter, page: ListingPageOf, locale: Locale = DEFAULT_LOCALE): PageOutline {
    const sort = page.sort ?? 'newest';
    const found = this.#matching(filter, locale);
    const matching = sort === 'newest' ? found : this.#sorted(found, filter, locale, sort);
    const end = page.offset + page.limit;
    const { ids } = this.#shown;
    if (matching === ALL) return this.#outline(ids.slice(page.offset, end), this.size);
    const pageIds = Array.from(matching.subarray(page.offset, end), (i) => ids[i] as string);
    const outline = this.#outline(pageIds, matching.length);
    if (matching.length > 0 || !filter.keyword) return outline;
    const didYouMean = this.#didYouMean(filter, locale);
    return didYouMean.length > 0 ? { ...outline, didYouMean } : outline;
  }

  /**
   * The matches by the price paid, then in listing order (the database's index of 0036, relevance set
   * aside); high to low is the exact reverse. Remembered with the matches.
   */
  #sorted(
    found: Int32Array | typeof ALL,
    filter: ProductFilter,
    locale: Locale,
    sort: ListingSort,
  ): Int32Array {
    const key = `${sort}:${this.#keyOf(filter, locale)}`;
    const remembered = this.#remembered.get(key);
    if (remembered) return remembered;
    const matching =
      found === ALL ? Int32Array.from({ length: this.size }, (_, i) => i) : Int32Array.from(found);
    const prices = this.#prices;
    const ascending = matching.sort((a, b) => (prices[a] as number) - (prices[b] as number) || a - b);
    const sorted = sort === 'priceAsc' ? ascending : ascending.reverse();
    this.#remembered.set(key, sorted);
    return sorted;
  }

  #conditions(filter: ProductFilter): Conditions | undefined {
    const least = filter.priceGte !== undefined ? shownAtLeast(filter.priceGte) : Number.NEGATIVE_INFINITY;
    const most = filter.priceLte !== undefined ? shownAtMost(filter.priceLte) : Number.POSITIVE_INFINITY;
    const lowest = filter.ratingsGte ?? Number.NEGATIVE_INFINITY;
    const highest = filter.ratingsLte ?? Number.POSITIVE_INFINITY;
    const sets: Uint32Array[] = [];
    let source: Int32Array | undefined;
    if (filter.onSale) {
      sets.push(this.#onSale.bits);
      source = this.#onSale.positions;
    }
    for (const facet of FACETS) {
      const value = filter[facet];
      if (!value) continue;
      const postings: Postings | undefined = this.#facets[facet].get(value);
      if (!postings) return undefined;
      sets.push(postings.bits);
      if (!source || postings.positions.length < source.length) source = postings.positions;
    }
    const bounded =
      least !== Number.NEGATIVE_INFINITY ||
      most !== Number.POSITIVE_INFINITY ||
      lowest !== Number.NEGATIVE_INFINITY ||
      highest !== Number.POSITIVE_INFINITY;
    return { sets, source, least, most, lowest, highest, bounded };
  }

  /** Whether product `i` meets the conditions. */
  #meets(i: number, { sets, least, most, lowest, highest }: Conditions): boolean {
    for (const bits of sets) if (has(bits, i) === 0) return false;
    const price = this.#prices[i] as number;
    if (price < least || price > most) return false;
    const rating = this.#ratings[i] as number;
    return rating >= lowest && rating <= highest;
  }

  /**
   * The positions of the filter's matches (ALL without conditions): in listing order, or best first
   * for a keyword. Remembered for the filters asked for last, so that a filter's other pages are slices
   * of one search.
   */
  #matching(filter: ProductFilter, locale: Locale): Int32Array | typeof ALL {
    const words = filter.keyword ? queryWords(filter.keyword) : undefined;
    const conditions = this.#conditions(filter);
    const key = this.#keyOf(filter, locale);
    const remembered = this.#remembered.get(key);
    if (remembered) return remembered;
    if (!words && conditions && !conditions.source && !conditions.bounded) return ALL;
    const matching =
      !conditions || words?.length === 0
        ? new Int32Array(0)
        : words
          ? this.#ranked(words, locale, conditions)
          : this.#inListingOrder(conditions);
    this.#remembered.set(key, matching);
    return matching;
  }

  #inListingOrder(conditions: Conditions): Int32Array {
    const { source } = conditions;
    const found: number[] = [];
    const length = source ? source.length : this.size;
    for (let k = 0; k < length; k++) {
      const i = source ? (source[k] as number) : k;
      if (this.#meets(i, conditions)) found.push(i);
    }
    return Int32Array.from(found);
  }

  #ranked(words: QueryWord[], locale: Locale, conditions: Conditions): Int32Array {
    const accept =
      conditions.sets.length > 0 || conditions.bounded
        ? (i: number) => this.#meets(i, conditions)
        : undefined;
    return this.#ranker.ordered(this.#ranker.match(words, locale, accept));
  }

  /** The key a filter's matches are remembered under: a keyword's words are compared in the page's language. */
  #keyOf(filter: ProductFilter, locale: Locale): string {
    const words = filter.keyword ? queryWords(filter.keyword) : undefined;
    const values = FACETS.map((facet) => filter[facet] || undefined);
    const { priceGte, priceLte, ratingsGte, ratingsLte } = filter;
    const searched = words && [locale, ...words.map((w) => `${w.word}${w.last ? '>' : ''}`)];
    return JSON.stringify([
      searched,
      priceGte,
      priceLte,
      ratingsGte,
      ratingsLte,
      values,
      filter.onSale === true,
    ]);
  }

  #outline(ids: string[], filtered: number): PageOutline {
    return { ids, productsCount: this.size, filteredProductCount: filtered, maxPrice: this.maxPrice };
  }

  /**
   * A search that found nothing, again with its words that match no product replaced by the closest
   * catalogue words (in the page's language or English), when that finds something: up to
   * CORRECTIONS searches, the most common words first. Remembered per search.
   */
  #didYouMean(filter: ProductFilter, locale: Locale): string[] {
    const key = JSON.stringify([locale, filter]);
    const known = this.#corrections.get(key);
    if (known) return known;
    const words = queryWords(filter.keyword ?? '');
    const conditions = this.#conditions(filter);
    const terms = this.#ranker.terms;
    // A word that matches some product stays as typed; one that matches none, its closest words.
    const choices = words.map((word) =>
      this.#ranker.match([word], locale).length > 0
        ? [word.typed]
        : terms
            .nearest(word, allowedLanguages(word, locale), CORRECTIONS)
            .map((term) => terms.surfaces[term] as string),
    );
    const corrections: string[] = [];
    const correctable = choices.every((choice) => choice.length > 0);
    if (conditions && correctable && choices.some((choice, i) => choice[0] !== words[i]?.typed)) {
      for (let n = 0; n < CORRECTIONS; n++) {
        const candidate = choices.map((choice) => choice[Math.min(n, choice.length - 1)]).join(' ');
        if (corrections.includes(candidate)) continue;
        if (this.#ranked(queryWords(candidate), locale, conditions).length > 0) corrections.push(candidate);
      }
    }
    this.#corrections.set(key, corrections);
    return corrections;
  }

  /**
   * Live search's answer, named in `locale`: the first `limit` products of the keyword listing's order
   * for the text (its last word still being typed).
   */
  suggest(text: string, limit: number, locale: Locale = DEFAULT_LOCALE): Suggestion[] {
    const words = queryWords(text);
    if (words.length === 0) return [];
    const { ids, names, translatedNames, codes, images } = this.#shown;
    const [only] = words;
    const first =
      words.length === 1 && only
        ? this.#ranker.firstOfOne(only, locale, limit)
        : this.#ranker.first(this.#ranker.match(words, locale), limit);
    return Array.from(first, (i) => ({
      _id: ids[i] as string,
      name: translatedNames[i]?.[locale] ?? (names[i] as string),
      productId: codes[i] as string,
      price: this.#prices[i] as number,
      image: images[i] as string | null,
    }));
  }
}
