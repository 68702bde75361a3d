// The listing's SQL: a filtered, sorted page of products with its counts (decisions 019, 049).
import { DEFAULT_LOCALE, foldText, type ListingSort, type Locale, type Product } from '@shop/shared';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/database.js';
import { PLAN_EACH_CALL } from '../../db/prepared-statements.js';
import type { DB } from '../../db/schema.js';
import type { JsonText } from '../../lib/json-text.js';
import { forEveryLocale, productArrayJson } from './product-json.js';
import { plainWords } from './search-words.js';
import { firstRow } from './version-queries.js';

/** What a listing can be narrowed by; every field is optional and they combine with AND. */
export interface ProductFilter {
  keyword?: string;
  priceGte?: number;
  priceLte?: number;
  ratingsGte?: number;
  ratingsLte?: number;
  category?: string;
  subcategory?: string;
  subsubcategory?: string;
  color?: string;
  size?: string;
  collectiontype?: string;
  /** Only products with a discount running now (issue 48). */
  onSale?: boolean;
}

/** A page of a listing: where it starts, how long it is, and in which order (newest first by default). */
export interface ListingPageOf {
  limit: number;
  offset: number;
  sort?: ListingSort;
}

type ProductsEB = ExpressionBuilder<DB & { p: DB['products'] }, 'p'>;

/** Trigrams need three characters: shorter text is only looked for among the newest products. */
const TRIGRAM_LENGTH = 3;

/**
 * Whether live search may look for `text` through the trigram indexes (three characters or more,
 * folded and as typed: a code is matched as typed), rather than among the newest products only.
 * `folded`: the text already folded, when the caller has it.
 */
export const searchesEverywhere = (text: string, folded = foldText(text)) =>
  Math.min(text.length, folded.length) >= TRIGRAM_LENGTH;

/**
 * A regular expression for text that holds a word starting with `word` (a word of `plainWords`: only
 * letters, marks and digits, nothing to escape). Names are folded (`search_names`): Latin letters are
 * a–z; anything else but digits and Arabic letters separates words.
 */
const wordStart = (word: string) => `(^|[^0-9a-z\u0600-\u06ff])${word}`;

/**
 * The database's keyword and live search (the index ranks and forgives typos; the database answers
 * while it is read again, and for the admin's list: decision 088): every word of the text starts a
 * word of one of the product's names (folded, `search_names`) or of its code, any case, in any order.
 * Text without a word matches nothing. The trigram indexes serve the regular expressions.
 */
export function nameOrCodeContains(table: string, text: string) {
  const words = plainWords(text);
  if (words.length === 0) return sql<SqlBool>`false`;
  const names = sql.ref(`${table}.search_names`);
  const code = sql.ref(`${table}.product_code`);
  return sql<SqlBool>`(${sql.join(
    words.map((word) => sql`(${names} ~ ${wordStart(word)} or ${code} ~* ${wordStart(word)})`),
    sql` and `,
  )})`;
}

/**
 * The filter as one SQL condition on alias `p`. Each part is written so an index serves it: ILIKE on
 * the trigram indexes, `@>` on the GIN-indexed colour and size arrays, plain comparisons on btrees.
 */
function matches(filter: ProductFilter) {
  return (eb: ProductsEB): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (filter.keyword) parts.push(nameOrCodeContains('p', filter.keyword));
    // The price as the cards show it: after an active discount (0013), rounded down to thousands
    // (docs/product.md §5). The bounds are turned into bounds on shown_price, so that its index serves them.
    if (filter.priceGte !== undefined) parts.push(eb('p.shown_price', '>=', shownAtLeast(filter.priceGte)));
    if (filter.priceLte !== undefined) parts.push(eb('p.shown_price', '<=', shownAtMost(filter.priceLte)));
    if (filter.ratingsGte !== undefined) parts.push(eb('p.ratings', '>=', filter.ratingsGte));
    if (filter.ratingsLte !== undefined) parts.push(eb('p.ratings', '<=', filter.ratingsLte));
    if (filter.category) parts.push(eb('p.category', '=', filter.category));
    if (filter.subcategory) parts.push(eb('p.subcategory', '=', filter.subcategory));
    if (filter.subsubcategory) parts.push(eb('p.subsubcategory', '=', filter.subsubcategory));
    if (filter.collectiontype) parts.push(eb('p.collectiontype', '=', filter.collectiontype));
    if (filter.color) parts.push(sql<SqlBool>`p.colors @> array[${filter.color}]::text[]`);
    if (filter.size) parts.push(sql<SqlBool>`p.sizes @> array[${filter.size}]::text[]`);
    // discount_now is the discount running at the pricing clock (0036), which the server keeps at now.
    if (filter.onSale) parts.push(eb('p.discount_now', '>', 0));
    return eb.and(parts);
  };
}

/** The least shown_price a card shows at `lbp` or more: cards round down to thousands. */
export const shownAtLeast = (lbp: number) => Math.ceil(lbp / 1000) * 1000;
/** The greatest shown_price a card shows at `lbp` or less (1,000,999 shows as 1,000,000). */
export const shownAtMost = (lbp: number) => Math.floor(lbp / 1000) * 1000 + 999;

function hasFilter(filter: ProductFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined && value !== '');
}

/**
 * The listing's orders: newest first, then id, so that pages never overlap or skip; by the price the
 * shopper pays, newest first among equal prices; and high to low, the exact reverse of that (one index,
 * 0036, serves both).
 */
const LISTING_ORDERS: Record<ListingSort, RawBuilder<unknown>> = {
  newest: sql`p.created_at desc, p.id desc`,
  priceAsc: sql`p.shown_price, p.created_at desc, p.id desc`,
  priceDesc: sql`p.shown_price desc, p.created_at, p.id`,
};
/** The same orders over the columns of a page's subquery `m`. */
const MATCH_ORDERS: Record<ListingSort, RawBuilder<unknown>> = {
  newest: sql`m.created_at desc, m.id desc`,
  priceAsc: sql`m.shown_price, m.created_at desc, m.id desc`,
  priceDesc: sql`m.shown_price desc, m.created_at, m.id`,
};

/** A count the caller remembers, with the search version it was read at (see catalog_search_version, 0008). */
interface KnownCount {
  version: number;
  value: number;
}

export interface KnownCounts {
  total?: KnownCount;
  filtered?: KnownCount;
}

export interface ListingPage {
  /** The catalogue version the whole answer was read at. */
  version: number;
  /** The search version it was read at: counts do not change with stock (migration 0008). */
  searchVersion: number;
  productsCount: number;
  /** productsCount when there is no filter. */
  filteredProductCount: number;
  maxPrice: number;
  products: JsonText<Product[]>;
}

/** The remembered count while the search version is still the one it was read at, else a new count. */
function countUnlessKnown(known: KnownCount | undefined, count: Expression<unknown>) {
  return sql<number>`case when s.version = ${known?.version ?? -1} then ${known?.value ?? null}::bigint else (${count}) end`;
}

/**
 * Up to this many matches, a page is sorted out of all the matches (found through the filter's
 * indexes) rather than walked off the listing-order index: a filter whose few matches are spread over
 * a large section (a baby size in Women) would otherwise walk the whole section for them.
 */
const FEW_MATCHES = 100;

/**
 * One page of the listing with its counts and the catalogue's highest price, in one statement read
 * at one snapshot. The counts, the expensive part, come from `known` while the search version holds.
 * The page is chosen by the count of matches: none past the offset, nothing to read; a few, sorted
 * from all of them; many, taken off an index in listing order. Products' text is in `locale`.
 */
export async function listProducts(
  db: Database,
  filter: ProductFilter,
  page: ListingPageOf,
  known: KnownCounts,
  locale: Locale = DEFAULT_LOCALE,
  fewMatches = FEW_MATCHES,
): Promise<ListingPage> {
  const where = matches(filter);
  const sort = page.sort ?? 'newest';
  const matching = db
    .selectFrom('products as p')
    .select(['p.id', 'p.created_at', 'p.shown_price'])
    .where(where);
  const total = countUnlessKnown(known.total, sql`select count(*) from products`);
  const filtered = hasFilter(filter)
    ? countUnlessKnown(
        known.filtered,
        matching.clearSelect().select((eb) => eb.fn.countAll().as('n')),
      )
    : sql`null::bigint`;
  // Only what the order needs: deep pages then skip over index entries, not table rows.
  const walked = matching
    .clearSelect()
    .select(['p.id'])
    .orderBy(LISTING_ORDERS[sort])
    .limit(page.limit)
    .offset(page.offset);
  // `offset 0` keeps the matches a subquery of their own, planned without the listing order.
  const sorted = sql`select m.id from ${matching.offset(0)} as m
    order by ${MATCH_ORDERS[sort]} limit ${page.limit} offset ${page.offset}`;
  const pageJson = (ids: Expression<unknown>) => sql<JsonText<Product[]>>`(
    select ${productArrayJson(LISTING_ORDERS[sort], locale)} from (${ids}) as page join products p on p.id = page.id)`;
  const { rows } = await sql<{
    version: number;
    search_version: number;
    total: number;
    filtered: number;
    max_price: number | null;
    products: JsonText<Product[]>;
  }>`${sql.raw(PLAN_EACH_CALL)}
    with counted as materialized (
      select v.version, s.version as search_version, ${total} as total, ${filtered} as filtered
      from catalog_version v, catalog_search_version s)
    select c.version, c.search_version, c.total, coalesce(c.filtered, c.total) as filtered,
      (select max(shown_price) from products) as max_price,
      case when coalesce(c.filtered, c.total) <= ${page.offset} then '[]'
           when coalesce(c.filtered, c.total) <= ${fewMatches} then ${pageJson(sorted)}
           else ${pageJson(walked)} end as products
    from counted c`.execute(db);
  const row = rows[0] as (typeof rows)[number];
  return {
    version: Number(row.version),
    searchVersion: Number(row.search_version),
    productsCount: Number(row.total),
    filteredProductCount: Number(row.filtered),
    maxPrice: Number(row.max_price ?? 0),
    products: row.products,
  };
}

export interface RememberedPage {
  /** The catalogue version now. */
  version: number;
  /** The search version now. */
  searchVersion: number;
  /**
   * Null when the catalogue version is still `unchangedSince` (the caller's whole page is current),
   * or when the search version is no longer `searchVersion` (the page may hold other products now).
   */
  products: JsonText<Product[]> | null;
}

/**
 * The products of a page whose ids (in listing order) were read at `searchVersion`, as they are now
 * (quantities included), with both versions, in one statement. Which products a filter matches, and in
 * which order, only changes with the search version, so while it holds, this is the page the full
 * listing statement would give, at the cost of 12 primary-key reads instead of a search. Nothing is
 * read but the versions while the catalogue version is `unchangedSince`, that of the caller's copy.
 * Products' text is in `locale`.
 */
export async function productsInOrder(
  db: Database,
  ids: readonly string[],
  searchVersion: number,
  locale: Locale,
  unchangedSince?: number,
): Promise<RememberedPage> {
  const row = firstRow((await pageInOrder[locale](db, ids, searchVersion, unchangedSince ?? -1)).rows);
  return {
    version: Number(row.version),
    searchVersion: Number(row.search_version),
    products: row.products,
  };
}

const pageInOrder = forEveryLocale((locale) =>
  compiledOnce((db: Database, ids: readonly string[], searchVersion: number, unchangedSince: number) =>
    db.selectFrom(['catalog_version as v', 'catalog_search_version as s']).select([
      'v.version',
      's.version as search_version',
      sql<JsonText<Product[]> | null>`case when v.version = ${unchangedSince} then null
        when s.version = ${searchVersion} then (
        select ${productArrayJson(sql`u.n`, locale)}
        from unnest(${ids}::uuid[]) with ordinality as u(id, n) join products p on p.id = u.id) end`.as(
        'products',
      ),
    ]),
  ),
);
