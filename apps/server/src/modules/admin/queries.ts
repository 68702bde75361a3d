import {
  type AdminProduct,
  type ProductFields,
  type ProductOptionFields,
  type ProductTranslations,
  type SubcategoryLabels,
  TRANSLATED_LOCALES,
} from '@shop/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB, Product } from '../../db/schema.js';
import { sqlStateOf } from '../../db/sql-errors.js';
import { productJson } from '../catalog/index.js';
import type { StoredImage } from '../media/index.js';

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

/** The names under a category's sub-category; undefined when the category has no such sub-category. */
export async function subsubcategoriesOf(
  db: Db,
  category: string,
  name: string,
): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select(
      sql<
        string[]
      >`coalesce((select array_agg(ss.name) from subsubcategories ss where ss.subcategory_id = s.id), '{}')`.as(
        'names',
      ),
    )
    .where('c.name', '=', category)
    .where('s.name', '=', name)
    .executeTakeFirst();
  return row?.names;
}

/**
 * Adds a sub-category at the end of its category, unless it has one of that name in any case ('pyjamas'
 * is the 'Pyjamas' already there: a unique index on the lowered name, so two at once cannot both add
 * it); the labels given replace those languages' labels of the one there. False when the category does
 * not exist.
 */
export async function insertSubcategory(
  db: Db,
  category: string,
  name: string,
  labels: SubcategoryLabels,
): Promise<boolean> {
  const result = await sql<{ id: string }>`
    with category as (select id from categories where name = ${category}),
    added as (
      insert into subcategories (category_id, name, position, labels)
      select c.id, ${name}, coalesce((select max(s.position) + 1 from subcategories s where s.category_id = c.id), 0),
        ${JSON.stringify(labels)}::jsonb
      from category c
      on conflict (category_id, lower(name)) do update set labels = subcategories.labels || excluded.labels
        where excluded.labels <> '{}'::jsonb)
    select id from category`.execute(db);
  return result.rows.length > 0;
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

export interface ImageRow {
  public_id: string;
  variants: { width: number; url: string }[];
}

export function productImages(db: Db, productId: string): Promise<ImageRow[]> {
  return db
    .selectFrom('product_images')
    .select(['public_id', 'variants'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
}

/** Removes the named images of a product and returns the removed rows (their files go next). */
export async function deleteImages(
  trx: Db,
  productId: string,
  publicIds: readonly string[],
): Promise<ImageRow[]> {
  if (publicIds.length === 0) return [];
  return trx
    .deleteFrom('product_images')
    .where('product_id', '=', productId)
    .where('public_id', 'in', publicIds)
    .returning(['public_id', 'variants'])
    .execute();
}

/** Inserts new images and puts every image of the product at its place in `order` (public ids). */
export async function placeImages(
  trx: Db,
  productId: string,
  added: readonly StoredImage[],
  order: readonly string[],
): Promise<void> {
  const position = (publicId: string) => order.indexOf(publicId);
  if (added.length > 0) {
    await trx
      .insertInto('product_images')
      .values(
        added.map((image) => ({
          product_id: productId,
          position: position(image.public_id),
          public_id: image.public_id,
          url: image.url,
          variants: JSON.stringify(image.variants),
        })),
      )
      .execute();
  }
  const addedIds = new Set(added.map((image) => image.public_id));
  for (const publicId of order.filter((id) => !addedIds.has(id))) {
    await trx
      .updateTable('product_images')
      .set({ position: position(publicId) })
      .where('product_id', '=', productId)
      .where('public_id', '=', publicId)
      .execute();
  }
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

/**
 * Bulk repricing (docs/product.md §5): sets the dollar rate and recomputes every product's and
 * option's LBP price from its dollar price, in one set-based statement (so one transaction). numeric
 * × bigint is exact, and round() of a non-negative numeric rounds half up: the same integers as
 * `lbpFromDollars`. Rows whose price is already right are not written. The catalogue version moves
 * by the products' and options' triggers (migrations 0002 and 0004), so listings show the new prices.
 */
export async function repriceCatalogue(db: Db, rate: number): Promise<{ products: number; options: number }> {
  const newPrice = sql`round(dollar_price * ${rate}::bigint)::bigint`;
  const result = await sql<{ products: string | number; options: string | number }>`
    with repriced_products as (
      update products set price = ${newPrice}
      where price is distinct from ${newPrice}
      returning 1
    ), repriced_options as (
      update product_options set price = ${newPrice}
      where dollar_price is not null and price is distinct from ${newPrice}
      returning 1
    ), rate as (
      insert into settings (key, value) values ('dollarRate', ${rate})
      on conflict (key) do update set value = excluded.value, updated_at = now()
      returning 1
    )
    select (select count(*) from repriced_products) as products,
           (select count(*) from repriced_options) as options,
           (select count(*) from rate) as rate`.execute(db);
  const row = result.rows[0];
  return { products: Number(row?.products ?? 0), options: Number(row?.options ?? 0) };
}
