// One product read by id: its page's answer (with the version it was read at), the bench's probe.
import { DEFAULT_LOCALE, type Locale, type Product, type ProductDetail } from '@shop/shared';
import { type RawBuilder, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/database.js';
import type { JsonText } from '../../lib/json-text.js';
import { forEveryLocale, productDetailJson, productJson } from './product-json.js';
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

/**
 * Whether a product's option (by size and colour) is for sale, the product and the option both selling
 * with pieces left; undefined when the product has no such option (a back-in-stock alert's question).
 */
export async function optionOnSale(
  db: Database,
  option: { productId: string; size: string; color: string },
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('product_options as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(sql<boolean>`(p.status = 'INSTOCK' and o.status = 'INSTOCK' and o.quantity > 0)`.as('on_sale'))
    .where('o.product_id', '=', option.productId)
    .where('o.size', '=', option.size)
    .where('o.color', '=', option.color)
    .executeTakeFirst();
  return row?.on_sale;
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
