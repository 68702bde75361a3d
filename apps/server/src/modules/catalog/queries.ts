import {
  type CategoryNode,
  DEFAULT_LOCALE,
  foldText,
  type ListingSort,
  type Locale,
  type Product,
  type ProductDetail,
  type Suggestion,
} from '@shop/shared';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import { type Database, isEmbedded } from '../../db/database.js';
import { PLAN_EACH_CALL } from '../../db/prepared-statements.js';
import { readPerTurn } from '../../db/read-per-turn.js';
import type { DB } from '../../db/schema.js';
import type { JsonText } from '../../lib/json-text.js';
import {
  firstImageUrl,
  forEveryLocale,
  localizedText,
  productArrayJson,
  productDetailJson,
  productJson,
} from './product-json.js';
import { plainWords } from './search-words.js';

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
const searchesEverywhere = (text: string, folded = foldText(text)) =>
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
function nameOrCodeContains(table: string, text: string) {
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

/** The one row a statement of one row answered (the versions' tables always hold theirs). */
function firstRow<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('The statement answered no row');
  return row;
}

/** Whether the catalogue holds any product (one index entry read, whatever its size). */
export async function hasProducts(db: Database): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The current catalogue version (see migration 0002). On PostgreSQL the callers of one turn of the
 * event loop share one read (decision 031). PGlite reads at once: there is no round trip to save, and
 * its one connection takes statements in the order they come, so a read sent after the turn would
 * wait behind the turn's heavier statements.
 */
export function catalogVersion(db: Database): Promise<number> {
  return isEmbedded(db) ? readCatalogVersionNow(db) : catalogVersionPerTurn(db);
}

/** The catalogue version, read by a statement of this call's own. */
async function readCatalogVersionNow(db: Database): Promise<number> {
  return Number(firstRow((await readCatalogVersion(db)).rows).version);
}

const catalogVersionPerTurn = readPerTurn(readCatalogVersionNow);

const readCatalogVersion = compiledOnce((db: Database) => db.selectFrom('catalog_version').select('version'));

/** The current search version: the catalogue version but for stock-only changes (see migration 0008). */
export async function catalogSearchVersion(db: Database): Promise<number> {
  return Number(firstRow((await readSearchVersion(db)).rows).version);
}

const readSearchVersion = compiledOnce((db: Database) =>
  db.selectFrom('catalog_search_version').select('version'),
);

/** The product in the API's shape, or as its page shows it (no row when there is no such product). */
function productById<T>(db: Database, id: string, json: RawBuilder<T>) {
  return db.selectFrom('products as p').select(json.as('product')).where('p.id', '=', id);
}

/**
 * The product with its reviews, its text in `locale`, and the catalogue version, read together (the
 * answer's ETag names it).
 */
export async function findProductAt(
  db: Database,
  id: string,
  locale: Locale,
): Promise<{ version: number; value: JsonText<ProductDetail> | undefined }> {
  const row = firstRow((await productPageAt[locale](db, id)).rows);
  return { version: Number(row.version), value: row.product ?? undefined };
}

const productPageAt = forEveryLocale((locale) =>
  compiledOnce((db: Database, id: string) =>
    db
      .selectFrom('catalog_version as v')
      .select(['v.version', productById(db, id, productDetailJson(locale)).as('product')]),
  ),
);

/** A product as the API's lists write it, in English (the bench's latency probe). */
export async function findProduct(db: Database, id: string): Promise<Product | undefined> {
  return (await productById(db, id, productJson(DEFAULT_LOCALE)).executeTakeFirst())?.product;
}

/** A suggestion's price is the one its card shows: after the active discount. Its name is in `locale`. */
const suggestionColumns = (locale: Locale) =>
  sql`p.id as "_id", ${localizedText(locale, 'name')} as name, p.product_code as "productId", p.shown_price as price`;

/** How many of the newest products a suggestion looks at before searching the whole catalogue. */
const SUGGEST_RECENT_WINDOW = 1000;

/**
 * Live-search suggestions from the database: the newest products whose names or code hold every word
 * of the text (see `nameOrCodeContains`), named in `locale`. A common text is found among the newest products straight
 * off the listing index; only when those hold too few matches is the whole catalogue searched, through
 * the trigram and code indexes, and then the matches are few by definition. (A plain ORDER BY … LIMIT
 * leaves the choice to the planner, which cannot estimate a substring's frequency and may walk the
 * whole table; a code's first letters, such as a section's, match thousands of products to sort.)
 */
export async function suggestProducts(
  db: Database,
  text: string,
  limit: number,
  locale: Locale = DEFAULT_LOCALE,
  recentWindow = SUGGEST_RECENT_WINDOW,
): Promise<Suggestion[]> {
  const recent = sql`(
    select r.id, r.created_at
    from (select id, search_names, product_code, created_at from products
          order by created_at desc, id desc limit ${recentWindow}) r
    where ${nameOrCodeContains('r', text)}
    order by r.created_at desc, r.id desc limit ${limit})`;
  // Everywhere: all matches, unordered, so that the planner reads them through the indexes.
  const hits = !searchesEverywhere(text)
    ? sql`select id, created_at from recent`
    : sql`select id, created_at from recent where (select count(*) from recent) = ${limit}
          union all
          select id, created_at from (
            select e.id, e.created_at from products e
            where ${nameOrCodeContains('e', text)} and (select count(*) from recent) < ${limit}
            offset 0) everywhere`;
  const result = await sql<Suggestion>`${sql.raw(PLAN_EACH_CALL)}
    with recent as materialized ${recent}, hits as (${hits})
    select ${suggestionColumns(locale)}, ${firstImageUrl('smallest')} as image
    from (select id, created_at from hits order by created_at desc, id desc limit ${limit}) h
    join products p on p.id = h.id
    order by h.created_at desc, h.id desc`.execute(db);
  return result.rows;
}

/**
 * Every product, lean, named in `locale`, as a JSON array written by the database: with a large
 * catalogue this is megabytes, which the server then sends as is instead of parsing and re-serialising
 * every row.
 */
export async function allProductLinksJson(db: Database, locale: Locale): Promise<string> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('products as p')
        .select([
          'p.id as _id',
          localizedText(locale, 'name').as('name'),
          'p.product_code as productId',
          firstImageUrl('smallest').as('image'),
        ])
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .as('l'),
    )
    .select(sql<string>`coalesce(json_agg(l)::text, '[]')`.as('json'))
    .executeTakeFirstOrThrow();
  return row.json;
}

/** The category tree in display order (position, then name), with each level's names. */
export async function categoryTree(db: Database): Promise<CategoryNode[]> {
  return (await categoryRows(db)).rows;
}

const categoryRows = compiledOnce((db: Database) =>
  db
    .selectFrom('categories as c')
    .select([
      'c.name',
      // json_strip_nulls: a sub-category without labels (the shop's own) has no "labels" key.
      sql<CategoryNode['subcategories']>`coalesce((
        select json_agg(json_strip_nulls(json_build_object(
          'name', s.name,
          'labels', nullif(s.labels, '{}'::jsonb),
          'subsubcategories', coalesce((
            select json_agg(ss.name order by ss.position, ss.name)
            from subsubcategories ss where ss.subcategory_id = s.id), '[]')
        )) order by s.position, s.name)
        from subcategories s where s.category_id = c.id), '[]')`.as('subcategories'),
    ])
    .orderBy('c.position')
    .orderBy('c.name'),
);
