import {
  type AdminProduct,
  type ProductFields,
  type ProductOptionFields,
  type ProductTranslations,
  TRANSLATED_LOCALES,
} from '@shop/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB, Product } from '../../db/schema.js';
import { sqlStateOf } from '../../db/sql-errors.js';
import { type ImageRow, productImages } from './image-queries.js';
import { productJson } from './product-json.js';

type Db = Database | Transaction<DB>;

/** The columns a product form writes; prices come from its dollar price at the current rate. */
export type ProductRow = Pick<
  Product,
  | 'product_code'
  | 'name'
  | 'description'
  | 'category'
  | 'subcategory'
  | 'subsubcategory'
  | 'collectiontype'
  | 'price'
  | 'dollar_price'
  | 'discount_rate'
  | 'discount_active'
  | 'discount_starts_at'
  | 'discount_ends_at'
>;

export function productRow(fields: ProductFields, price: number): ProductRow {
  return {
    product_code: fields.productId,
    name: fields.name,
    description: fields.description,
    category: fields.category,
    subcategory: fields.subcategory,
    subsubcategory: fields.subsubcategory,
    collectiontype: fields.collectiontype,
    price,
    dollar_price: fields.dollarPrice,
    discount_rate: fields.discountRate,
    discount_active: fields.isChecked,
    discount_starts_at: fields.discountStartsAt === null ? null : new Date(fields.discountStartsAt),
    discount_ends_at: fields.discountEndsAt === null ? null : new Date(fields.discountEndsAt),
  };
}

/** A product as the product form edits it: in English, with its translations (none: `{}`). */
export async function findAdminProduct(db: Db, id: string): Promise<AdminProduct | undefined> {
  const row = await db
    .selectFrom('products as p')
    .select([
      productJson('en').as('product'),
      sql<AdminProduct['translations']>`coalesce((
        select json_object_agg(t.locale, json_build_object('name', t.name, 'description', t.description))
        from product_translations t where t.product_id = p.id), '{}')`.as('translations'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  return row && { ...row.product, translations: row.translations };
}

/**
 * Makes the product's translations exactly `translations` (a language it does not name has none). The
 * triggers of migration 0026 keep its search names and move the catalogue versions.
 */
export async function writeTranslations(
  trx: Db,
  productId: string,
  translations: ProductTranslations,
): Promise<void> {
  const rows = TRANSLATED_LOCALES.flatMap((locale) => {
    const translation = translations[locale];
    return translation ? [{ product_id: productId, locale, ...translation }] : [];
  });
  await trx
    .deleteFrom('product_translations')
    .where('product_id', '=', productId)
    .$if(rows.length > 0, (qb) =>
      qb.where(
        'locale',
        'not in',
        rows.map((row) => row.locale),
      ),
    )
    .execute();
  if (rows.length === 0) return;
  await trx
    .insertInto('product_translations')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['product_id', 'locale']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        description: eb.ref('excluded.description'),
      })),
    )
    .execute();
}

/** The id of the product holding a code, if any. */
export async function productIdByCode(db: Db, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('product_code', '=', code)
    .executeTakeFirst();
  return row?.id;
}

/**
 * The product with this id or code, as the admin review search names it. A code matches in any case
 * ('ktg-1006' finds KTG-1006), the exact spelling first.
 */
export function productSummary(
  db: Db,
  key: { id: string } | { code: string },
): Promise<{ _id: string; productId: string; name: string } | undefined> {
  const query = db.selectFrom('products').select(['id as _id', 'product_code as productId', 'name']);
  if ('id' in key) return query.where('id', '=', key.id).executeTakeFirst();
  return query
    .where(sql`lower(product_code)`, '=', key.code.toLowerCase())
    .orderBy(sql`product_code = ${key.code}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Undefined when the code is taken (one statement, so two racing creates cannot both win). */
export async function insertProduct(trx: Db, row: ProductRow): Promise<string | undefined> {
  const inserted = await trx
    .insertInto('products')
    .values(row)
    .onConflict((oc) => oc.column('product_code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** False when the product does not exist. Locks its row until the transaction ends. */
export async function updateProduct(trx: Db, id: string, row: ProductRow): Promise<boolean> {
  const result = await trx
    .updateTable('products')
    .set({ ...row, updated_at: sql`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** PostgreSQL's unique_violation: a code taken by another product while this one was edited. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

function optionRow(option: ProductOptionFields, position: number, price: (dollars: number) => number) {
  return {
    position,
    size: option.size,
    color: option.color,
    quantity: option.quantity,
    dollar_price: option.doprice,
    price: option.doprice === null ? null : price(option.doprice),
    description: option.optdescription || null,
    code: option.optCode || null,
    status: option.statusOpt,
  };
}

/**
 * Makes the product's options exactly `options`, in order. An option that names one of the product's
 * option ids is updated in place, so order lines that refer to it keep doing so; the others are new,
 * and options no longer listed are removed.
 */
export async function writeOptions(
  trx: Transaction<DB>,
  productId: string,
  options: readonly ProductOptionFields[],
  price: (dollars: number) => number,
): Promise<void> {
  const existing = new Set(
    (await trx.selectFrom('product_options').select('id').where('product_id', '=', productId).execute()).map(
      (row) => row.id,
    ),
  );
  const kept = options.flatMap((option) => (option._id && existing.has(option._id) ? [option._id] : []));
  await trx
    .deleteFrom('product_options')
    .where('product_id', '=', productId)
    .$if(kept.length > 0, (qb) => qb.where('id', 'not in', kept))
    .execute();
  const added = [];
  for (const [position, option] of options.entries()) {
    const row = optionRow(option, position, price);
    if (option._id && existing.has(option._id)) {
      await trx.updateTable('product_options').set(row).where('id', '=', option._id).execute();
    } else {
      added.push({ ...row, product_id: productId });
    }
  }
  if (added.length > 0) await trx.insertInto('product_options').values(added).execute();
}

/** Deletes a product (options, images rows, reviews, favourites and cart lines cascade); its images' rows. */
export async function deleteProduct(trx: Db, id: string): Promise<ImageRow[] | undefined> {
  const images = await productImages(trx, id);
  const result = await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n ? images : undefined;
}

/** INSTOCK ⇄ OUTOFSTOCK in one statement; undefined when the product does not exist. */
export async function toggleProductStatus(db: Db, id: string): Promise<Product['status'] | undefined> {
  const row = await db
    .updateTable('products')
    .set({
      status: sql`case when status = 'INSTOCK' then 'OUTOFSTOCK' else 'INSTOCK' end`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirst();
  return row?.status;
}
