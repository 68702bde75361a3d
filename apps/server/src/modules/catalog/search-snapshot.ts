import { DEFAULT_LOCALE, foldText, type ListingSort, type Locale, type Suggestion } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { firstImageUrl } from './product-json.js';
import {
  catalogSearchVersion,
  type ListingPageOf,
  type ProductFilter,
  SUGGEST_RECENT_WINDOW,
  searchesEverywhere,
  shownAtLeast,
  shownAtMost,
  TRIGRAM_LENGTH,
} from './queries.js';

/** What a listing page shows but its products' own data: which products, in order, and the counts. */
export interface PageOutline {
  ids: string[];
  productsCount: number;
  filteredProductCount: number;
  maxPrice: number;
}

/** The fields a listing filters on that name one value of a vocabulary (colours and sizes: one of several). */
const FACETS = ['category', 'subcategory', 'subsubcategory', 'collectiontype', 'color', 'size'] as const;
type Facet = (typeof FACETS)[number];

/** A value's products: their positions in listing order, and the same as a bit set for membership tests. */
interface Postings {
  positions: Int32Array;
  bits: Uint32Array;
}

const has = (bits: Uint32Array, position: number) => ((bits[position >>> 5] ?? 0) >>> (position & 31)) & 1;

/** Collects positions per key while the products are read in order; then freezes them into Postings. */
class PostingsBuilder {
  readonly #lists = new Map<string, number[]>();

  add(key: string, position: number): void {
    const list = this.#lists.get(key);
    if (!list) this.#lists.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  }

  /** Each key's positions. */
  positions(): Map<string, Int32Array> {
    const built = new Map<string, Int32Array>();
    for (const [key, list] of this.#lists) built.set(key, Int32Array.from(list));
    return built;
  }

  /** Each key's positions and bit set (a bit set takes size / 8 bytes: only for vocabularies). */
  postings(size: number): Map<string, Postings> {
    const built = new Map<string, Postings>();
    for (const [key, positions] of this.positions()) {
      const bits = new Uint32Array((size >>> 5) + 1);
      for (const position of positions)
        bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31));
      built.set(key, { positions, bits });
    }
    return built;
  }
}

/** Plain text, which JavaScript and PostgreSQL lower-case alike. */
const ASCII = /^[\x20-\x7e]*$/;

function* trigrams(text: string): Generator<string> {
  for (let i = 0; i + TRIGRAM_LENGTH <= text.length; i++) yield text.slice(i, i + TRIGRAM_LENGTH);
}

/**
 * A search's text as it is compared: folded with the names (`search_names`, folded by the database),
 * lower-cased with the codes (matched as PostgreSQL's ILIKE does). When `code` is plain, so are the two
 * (nothing plain folds), hence `names === code`.
 */
interface SearchText {
  names: string;
  code: string;
}

interface Row {
  /** As text: a JavaScript Date would drop the microseconds that the next chunk starts after. */
  created_at: string;
  id: string;
  name: string;
  /** Its names in every language, folded by the database (migration 0026). */
  search_names: string;
  /** Its translated names by language; null without translations. */
  translated_names: Partial<Record<Locale, string>> | null;
  product_code: string;
  shown_price: number;
  /** The discount running (0036): the "on sale" filter. */
  discount_now: number;
  ratings: number;
  category: string;
  subcategory: string;
  subsubcategory: string | null;
  collectiontype: string | null;
  colors: string[];
  sizes: string[];
  image: string | null;
}

/** How many products one statement reads while the index is built (the event loop runs in between). */
export const READ_CHUNK = 2000;

/** The next READ_CHUNK products in listing order after `after`, with what the index holds of them. */
async function readChunk(db: Database, after: Row | undefined, chunk: number): Promise<Row[]> {
  const { rows } = await sql<Row>`
    select p.created_at::text as created_at, p.id, p.name, p.search_names, p.product_code, p.shown_price,
      p.discount_now,
      p.ratings, p.category, p.subcategory, p.subsubcategory, p.collectiontype, p.colors, p.sizes,
      (select json_object_agg(t.locale, t.name) from product_translations t where t.product_id = p.id)
        as translated_names,
      ${firstImageUrl('smallest')} as image
    from products p
    where ${after ? sql`(p.created_at, p.id) < (${after.created_at}::timestamptz, ${after.id}::uuid)` : sql`true`}
    order by p.created_at desc, p.id desc
    limit ${chunk}`.execute(db);
  return rows;
}

/**
 * Lets requests in between two slices of the read. Awaiting a statement need not do so on PGlite,
 * which runs it in this thread.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many match positions a snapshot remembers over all filters (4 bytes each). */
const MATCHES_MEMORY = 1_000_000;
/** The matches of a filter without conditions: every product, in listing order. */
const ALL = 'all';

/** A product's fields that a suggestion shows, column by column. */
interface Shown {
  ids: string[];
  /** English names, and the translated ones (null for a product without translations). */
  names: string[];
  translatedNames: (Partial<Record<Locale, string>> | null)[];
  codes: string[];
  images: (string | null)[];
}

/**
 * Every product's searchable fields at one search version, in listing order (see `read`), and the
 * searches on them: a listing's page and counts, live search's suggestions. `SearchIndex`
 * (search-index.ts) decides when one is read and whether it may answer.
 * Positions are indexes in that order, so walking any position list upwards walks the listing order.
 * Column by column, in typed arrays where they are numbers: about 340 bytes per product, and the
 * length of its translated names.
 */
export class Snapshot {
  readonly size: number;
  readonly maxPrice: number;
  /** Whether every code is plain: then no code holds a text that is not, and its search needs no database. */
  readonly #plainCodes: boolean;
  /** The matches of the filters asked for last, least recently used first. */
  readonly #remembered = new Map<string, Int32Array>();
  #rememberedLength = 0;

  private constructor(
    readonly version: number,
    private readonly shown: Shown,
    private readonly searchNames: string[],
    private readonly lowerCodes: string[],
    private readonly prices: Float64Array,
    private readonly ratings: Float64Array,
    private readonly facets: Record<Facet, Map<string, Postings>>,
    private readonly gramPositions: Map<string, Int32Array>,
    /** The products with a discount running (the "on sale" filter). */
    private readonly onSale: Postings,
  ) {
    this.size = shown.ids.length;
    this.#plainCodes = lowerCodes.every((code) => ASCII.test(code));
    let max = 0;
    for (const price of prices) if (price > max) max = price;
    this.maxPrice = max;
  }

  /**
   * Reads every product, READ_CHUNK at a time in listing order (each statement short, even on the
   * embedded database, which runs in this thread), between two reads of the search version: when
   * both are the same, no change that a search sees was committed in between, so every chunk saw the
   * catalogue of that version. Otherwise nothing is built (undefined), and a later version seen plans
   * another read; so does an empty catalogue, which the database lists fast anyway.
   */
  static async read(db: Database, chunk = READ_CHUNK): Promise<Snapshot | undefined> {
    const version = await catalogSearchVersion(db);
    const shown: Shown = { ids: [], names: [], translatedNames: [], codes: [], images: [] };
    const searchNames: string[] = [];
    const lowerCodes: string[] = [];
    const prices: number[] = [];
    const ratings: number[] = [];
    const facets = Object.fromEntries(FACETS.map((facet) => [facet, new PostingsBuilder()])) as Record<
      Facet,
      PostingsBuilder
    >;
    const grams = new PostingsBuilder();
    const onSale = new PostingsBuilder();
    let after: Row | undefined;
    for (;;) {
      const rows = await readChunk(db, after, chunk);
      for (const row of rows) {
        const i = shown.ids.length;
        shown.ids.push(row.id);
        shown.names.push(row.name);
        shown.translatedNames.push(row.translated_names);
        shown.codes.push(row.product_code);
        shown.images.push(row.image);
        const code = row.product_code.toLowerCase();
        searchNames.push(row.search_names);
        lowerCodes.push(code);
        prices.push(row.shown_price);
        ratings.push(row.ratings);
        if (row.discount_now > 0) onSale.add('on', i);
        facets.category.add(row.category, i);
        facets.subcategory.add(row.subcategory, i);
        if (row.subsubcategory !== null) facets.subsubcategory.add(row.subsubcategory, i);
        if (row.collectiontype !== null) facets.collectiontype.add(row.collectiontype, i);
        for (const color of row.colors) facets.color.add(color, i);
        for (const size of row.sizes) facets.size.add(size, i);
        for (const gram of trigrams(row.search_names)) grams.add(gram, i);
        for (const gram of trigrams(code)) grams.add(gram, i);
      }
      await nextTurn();
      if (rows.length < chunk) break;
      after = rows[rows.length - 1];
    }
    const size = shown.ids.length;
    if (size === 0 || (await catalogSearchVersion(db)) !== version) return undefined;
    const built = Object.fromEntries(FACETS.map((facet) => [facet, facets[facet].postings(size)])) as Record<
      Facet,
      Map<string, Postings>
    >;
    await nextTurn();
    return new Snapshot(
      version,
      shown,
      searchNames,
      lowerCodes,
      Float64Array.from(prices),
      Float64Array.from(ratings),
      built,
      grams.positions(),
      onSale.postings(size).get('on') ?? {
        positions: new Int32Array(0),
        bits: new Uint32Array((size >>> 5) + 1),
      },
    );
  }

  /**
   * The text as names and codes are searched for it, or undefined when the database must compare it: a
   * text that is not plain when some code is not either (the two lower-case such codes alike only
   * for plain text).
   */
  #searchText(text: string): SearchText | undefined {
    const code = text.toLowerCase();
    if (!this.#plainCodes && !ASCII.test(code)) return undefined;
    return { names: foldText(code), code };
  }

  /** Whether product `i` holds the text in one of its names, or in its code (from its start: `codeStart`). */
  #holds(i: number, text: SearchText, codeStart = false): boolean {
    const code = this.lowerCodes[i] as string;
    return (
      (this.searchNames[i] as string).includes(text.names) ||
      (codeStart ? code.startsWith(text.code) : code.includes(text.code))
    );
  }

  /**
   * A superset of the products holding the text, in listing order: the postings of its rarest trigram
   * (names and codes alike, see `SearchText`: when `names` and `code` differ, no code can hold `code`);
   * undefined when it is too short for trigrams.
   */
  #candidates(text: SearchText): Int32Array | undefined {
    if (text.names.length < TRIGRAM_LENGTH) return undefined;
    let rarest: Int32Array | undefined;
    for (const gram of trigrams(text.names)) {
      const positions = this.gramPositions.get(gram) ?? new Int32Array(0);
      if (!rarest || positions.length < rarest.length) rarest = positions;
    }
    return rarest;
  }

  /**
   * The page of the filter's matches in listing order, with the counts, or undefined for a keyword
   * the database must compare itself. The same answer as `listProducts` at this search version.
   */
  outline(filter: ProductFilter, page: ListingPageOf): PageOutline | undefined {
    const found = this.#matching(filter);
    if (found === undefined) return undefined;
    const end = page.offset + page.limit;
    const { ids } = this.shown;
    const sort = page.sort ?? 'newest';
    if (found === ALL && sort === 'newest') return this.#outline(ids.slice(page.offset, end), this.size);
    const matching = this.#sorted(found, filter, sort);
    const pageIds = Array.from(matching.subarray(page.offset, end), (i) => ids[i] as string);
    return this.#outline(pageIds, matching.length);
  }

  /**
   * The matches in the page's order: by price (then listing order, as the database's index of 0036),
   * or the exact reverse; remembered with the matches.
   */
  #sorted(found: Int32Array | typeof ALL, filter: ProductFilter, sort: ListingSort): Int32Array {
    const matching = found === ALL ? Int32Array.from({ length: this.size }, (_, i) => i) : found;
    if (sort === 'newest') return matching;
    const key = `${sort}:${this.#keyOf(filter)}`;
    const remembered = this.#recall(key);
    if (remembered) return remembered;
    const { prices } = this;
    const ascending = Int32Array.from(matching).sort(
      (a, b) => (prices[a] as number) - (prices[b] as number) || a - b,
    );
    const sorted = sort === 'priceAsc' ? ascending : ascending.reverse();
    this.#remember(key, sorted);
    return sorted;
  }

  /**
   * The positions of the filter's matches, in listing order (ALL without conditions), or undefined
   * for a keyword the database must compare itself. Remembered for the filters asked for last, so
   * that a filter's other pages are slices of one search.
   */
  #matching(filter: ProductFilter): Int32Array | typeof ALL | undefined {
    const keyword = filter.keyword ? this.#searchText(filter.keyword) : undefined;
    if (filter.keyword && !keyword) return undefined;
    const least = filter.priceGte !== undefined ? shownAtLeast(filter.priceGte) : Number.NEGATIVE_INFINITY;
    const most = filter.priceLte !== undefined ? shownAtMost(filter.priceLte) : Number.POSITIVE_INFINITY;
    const lowest = filter.ratingsGte ?? Number.NEGATIVE_INFINITY;
    const highest = filter.ratingsLte ?? Number.POSITIVE_INFINITY;
    const values = FACETS.map((facet) => filter[facet] || undefined);
    const key = this.#keyOf(filter);
    const remembered = this.#recall(key);
    if (remembered) return remembered;
    const sets: Uint32Array[] = [];
    // The smallest list of positions that holds every match: the rest is checked per position.
    let source: Int32Array | undefined;
    if (filter.onSale) {
      sets.push(this.onSale.bits);
      source = this.onSale.positions;
    }
    for (const [n, facet] of FACETS.entries()) {
      const value = values[n];
      if (value === undefined) continue;
      const postings = this.facets[facet].get(value);
      if (!postings) return new Int32Array(0);
      sets.push(postings.bits);
      if (!source || postings.positions.length < source.length) source = postings.positions;
    }
    const candidates = keyword && this.#candidates(keyword);
    if (candidates && (!source || candidates.length < source.length)) source = candidates;
    const bounded =
      least !== Number.NEGATIVE_INFINITY ||
      most !== Number.POSITIVE_INFINITY ||
      lowest !== Number.NEGATIVE_INFINITY ||
      highest !== Number.POSITIVE_INFINITY;
    if (!source && !keyword && !bounded) return ALL;
    const { prices, ratings } = this;
    const found: number[] = [];
    const length = source ? source.length : this.size;
    for (let k = 0; k < length; k++) {
      const i = source ? (source[k] as number) : k;
      let member = true;
      for (const bits of sets) {
        if (has(bits, i) === 0) {
          member = false;
          break;
        }
      }
      if (!member) continue;
      const price = prices[i] as number;
      if (price < least || price > most) continue;
      const rating = ratings[i] as number;
      if (rating < lowest || rating > highest) continue;
      if (keyword && !this.#holds(i, keyword)) continue;
      found.push(i);
    }
    const matching = Int32Array.from(found);
    this.#remember(key, matching);
    return matching;
  }

  /** The key a filter's matches are remembered under (bounds as compared, a keyword as searched). */
  #keyOf(filter: ProductFilter): string {
    const keyword = filter.keyword ? this.#searchText(filter.keyword) : undefined;
    const least = filter.priceGte !== undefined ? shownAtLeast(filter.priceGte) : null;
    const most = filter.priceLte !== undefined ? shownAtMost(filter.priceLte) : null;
    const values = FACETS.map((facet) => filter[facet] || undefined);
    return JSON.stringify([
      keyword?.code,
      least,
      most,
      filter.ratingsGte ?? null,
      filter.ratingsLte ?? null,
      values,
      filter.onSale === true,
    ]);
  }

  /** Remembered matches, made the most recently used. */
  #recall(key: string): Int32Array | undefined {
    const remembered = this.#remembered.get(key);
    if (remembered) {
      this.#remembered.delete(key);
      this.#remembered.set(key, remembered);
    }
    return remembered;
  }

  #remember(key: string, matching: Int32Array): void {
    this.#remembered.set(key, matching);
    this.#rememberedLength += matching.length;
    for (const [oldest, positions] of this.#remembered) {
      if (this.#rememberedLength <= MATCHES_MEMORY || oldest === key) break;
      this.#remembered.delete(oldest);
      this.#rememberedLength -= positions.length;
    }
  }

  #outline(ids: string[], filtered: number): PageOutline {
    return { ids, productsCount: this.size, filteredProductCount: filtered, maxPrice: this.maxPrice };
  }

  /**
   * Live search's answer, the same as `suggestProducts` at this search version, named in `locale`, or
   * undefined for text the database must compare itself: the newest `limit` products whose names hold
   * the text or whose code holds it (starts with it, for text with a digit); text too short for
   * trigrams is only looked for among the newest products.
   */
  suggest(text: string, limit: number, locale: Locale = DEFAULT_LOCALE): Suggestion[] | undefined {
    const search = this.#searchText(text);
    if (!search) return undefined;
    const codeStart = /\d/.test(search.code);
    const { ids, names, translatedNames, codes, images } = this.shown;
    const found: Suggestion[] = [];
    const visit = (i: number) => {
      if (!this.#holds(i, search, codeStart)) return;
      found.push({
        _id: ids[i] as string,
        name: translatedNames[i]?.[locale] ?? (names[i] as string),
        productId: codes[i] as string,
        price: this.prices[i] as number,
        image: images[i] as string | null,
      });
    };
    if (!searchesEverywhere(text, search.names)) {
      const window = Math.min(this.size, SUGGEST_RECENT_WINDOW);
      for (let i = 0; i < window && found.length < limit; i++) visit(i);
    } else {
      for (const i of this.#candidates(search) ?? []) {
        if (found.length >= limit) break;
        visit(i);
      }
    }
    return found;
  }
}
