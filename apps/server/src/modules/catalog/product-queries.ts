// Reads of products by id: a product's page (with the version it was read at), the bench's probe, and
// what other modules read of products and their options (typed values, decision 105).
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOW_STOCK_COUNT_MAX,
  type Locale,
  type Product,
  type ProductDetail,
} from '@shop/shared';
import { type RawBuilder, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/database.js';
import type { JsonText } from '../../lib/json-text.js';
import { forEveryLocale, localizedText, productDetailJson, productJson } from './product-json.js';
import { firstRow } from './version-queries.js';

/** Whether the catalogue holds any product (one index entry read, whatever its size). */
export async function hasProducts(db: Database): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether a product of this id exists (another module's 404). */
export async function productExists(db: Database, id: string): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The product's star figures as stored (kept by the reviews' trigger, decision 036). */
export function productRatings(
  db: Database,
  id: string,
): Promise<{ ratings: number; numOfReviews: number } | undefined> {
  return db
    .selectFrom('products')
    .select(['ratings', 'num_of_reviews as numOfReviews'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Products as their cards show them, named in `locale`, in the order of `ids` (ids not found left out). */
export async function productCards(db: Database, ids: readonly string[], locale: Locale): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .select(['p.id', productJson(locale).as('product')])
    .where('p.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An option of a product, by its size and colour (what a back-in-stock alert waits for). */
export interface OptionKey {
  productId: string;
  size: string;
  color: string;
}

/** Option `o` of product `p` is for sale: the product and the option both selling, with pieces left. */
const onSale = sql<boolean>`(p.status = 'INSTOCK' and o.status = 'INSTOCK' and o.quantity > 0)`;

/**
 * Whether a product's option (by size and colour) is for sale; undefined when the product has no such
 * option (a back-in-stock alert's question).
 */
export async function optionOnSale(db: Database, option: OptionKey): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('product_options as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(onSale.as('on_sale'))
    .where('o.product_id', '=', option.productId)
    .where('o.size', '=', option.size)
    .where('o.color', '=', option.color)
    .executeTakeFirst();
  return row?.on_sale;
}

/** The options of `productIds` that are for sale (the back-in-stock alerts they end). */
export async function optionsOnSale(db: Database, productIds: readonly string[]): Promise<OptionKey[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_options as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.product_id as productId', 'o.size', 'o.color'])
    .where('o.product_id', 'in', productIds)
    .where(onSale)
    .execute();
}

/** Each product's name in every language (English where it has no translation), by product id. */
export async function productNames(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, Record<Locale, string>>> {
  if (ids.length === 0) return new Map();
  const names = sql<Record<Locale, string>>`json_build_object(${sql.join(
    LOCALES.map((locale) => sql`${sql.lit(locale)}, ${localizedText(locale, 'name')}`),
  )})`;
  const rows = await db
    .selectFrom('products as p')
    .select(['p.id', names.as('names')])
    .where('p.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.names]));
}

/** An option with `threshold` pieces or fewer, its product named in the reader's language. */
export interface LowStockOption {
  name: string;
  size: string;
  color: string;
  quantity: number;
}

/**
 * The options with `threshold` pieces or fewer (the morning digest): the `limit` most urgent (fewest
 * pieces first, from `product_options_low_stock_idx`), named in `locale`, and how many there are, the
 * count stopping at LOW_STOCK_COUNT_MAX.
 */
export async function lowStockOptions(
  db: Database,
  query: { threshold: number; locale: Locale; limit: number },
): Promise<{ options: LowStockOption[]; count: number }> {
  const { threshold, locale, limit } = query;
  const row = await db
    .selectNoFrom([
      sql<LowStockOption[] | null>`(
        select json_agg(json_build_object('name', ${localizedText(locale, 'name')}, 'size', l.size,
            'color', l.color, 'quantity', l.quantity) order by l.quantity, l.product_id, l.position)
        from (select op.product_id, op.size, op.color, op.quantity, op.position from product_options op
              where op.quantity <= ${threshold}
              order by op.quantity, op.product_id, op.position limit ${limit}) l
          join products p on p.id = l.product_id)`.as('options'),
      sql<number>`(select count(*)::int from (
          select 1 from product_options where quantity <= ${threshold} limit ${LOW_STOCK_COUNT_MAX}) c)`.as(
        'count',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { options: row.options ?? [], count: row.count };
}

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
