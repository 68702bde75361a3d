import type { Role } from '@shop/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { SeedArea } from '../db/lebanon-areas.js';
import type { DB, Product, SettingsTable } from '../db/schema.js';
import type { StoredImage } from '../modules/media/index.js';
import type { DemoProduct } from './catalogue.js';

type Db = Database | Transaction<DB>;

/**
 * A timestamp value for an insert. schema.ts declares created_at as Generated<Timestamp>, which
 * nests one ColumnType in another, so Kysely does not accept a plain Date there.
 */
const at = (date: Date) => sql<Product['created_at']>`${date.toISOString()}::timestamptz`;

export interface TreeNode {
  name: string;
  children: readonly TreeNode[];
}

/**
 * Writes a category tree (categories → subcategories → subsubcategories), keyed on names, positions in
 * list order. Existing rows keep their id and only take the new position.
 */
export async function upsertCategoryTree(db: Db, tree: readonly TreeNode[]): Promise<void> {
  for (const [position, category] of tree.entries()) {
    const { id: categoryId } = await db
      .insertInto('categories')
      .values({ name: category.name, position })
      .onConflict((oc) => oc.column('name').doUpdateSet({ position }))
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [subPosition, sub] of category.children.entries()) {
      const { id: subcategoryId } = await db
        .insertInto('subcategories')
        .values({ category_id: categoryId, name: sub.name, position: subPosition })
        .onConflict((oc) =>
          oc.expression(sql`category_id, lower(name)`).doUpdateSet({ position: subPosition }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      if (sub.children.length === 0) continue;
      await db
        .insertInto('subsubcategories')
        .values(
          sub.children.map((leaf, i) => ({ subcategory_id: subcategoryId, name: leaf.name, position: i })),
        )
        .onConflict((oc) =>
          oc.columns(['subcategory_id', 'name']).doUpdateSet({ position: sql`excluded.position` }),
        )
        .execute();
    }
  }
}

/** Sets a rate only when the shop has none yet: a seed never overrides the owner's rate. */
export async function insertRateIfMissing(db: Db, key: SettingsTable['key'], value: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Product ids by code, for the codes that exist. */
export async function productIdsByCode(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'product_code'])
    .where('product_code', 'in', codes)
    .execute();
  return new Map(rows.map((row) => [row.product_code, row.id]));
}

/** Inserts products with their options; returns the new ids by code. */
export async function insertProducts(
  trx: Transaction<DB>,
  products: readonly DemoProduct[],
  now: Date,
): Promise<Map<string, string>> {
  if (products.length === 0) return new Map();
  const rows = await trx
    .insertInto('products')
    .values(
      products.map((p) => {
        const createdAt = new Date(now.getTime() - Math.round(p.ageDays * 86_400_000));
        return {
          product_code: p.code,
          name: p.name,
          description: p.description,
          category: p.category,
          subcategory: p.subcategory,
          subsubcategory: p.subsubcategory,
          collectiontype: p.collectiontype,
          price: p.price,
          dollar_price: p.dollarPrice,
          discount_rate: p.discountRate,
          discount_active: p.isChecked,
          status: p.status,
          created_at: at(createdAt),
          updated_at: at(createdAt),
        };
      }),
    )
    .returning(['id', 'product_code'])
    .execute();
  const ids = new Map(rows.map((row) => [row.product_code, row.id]));
  await trx
    .insertInto('product_options')
    .values(
      products.flatMap((p) =>
        p.options.map((o, position) => ({
          product_id: ids.get(p.code) as string,
          position,
          size: o.size,
          color: o.color,
          quantity: o.quantity,
          dollar_price: o.dollarPrice,
          price: o.price,
          description: o.description,
          code: o.code,
          status: o.status,
        })),
      ),
    )
    .execute();
  return ids;
}

/**
 * Adds the demo products' translations that are missing, to the products still named as the demo
 * named them (an owner's renamed product keeps whatever translations it has, or none).
 */
export async function insertMissingTranslations(
  db: Db,
  products: readonly DemoProduct[],
  ids: ReadonlyMap<string, string>,
): Promise<void> {
  const rows = products.flatMap((p) =>
    Object.entries(p.translations).map(
      ([locale, text]) =>
        sql`(${ids.get(p.code)}::uuid, ${p.name}, ${locale}, ${text.name}, ${text.description})`,
    ),
  );
  if (rows.length === 0) return;
  await sql`
    insert into product_translations (product_id, locale, name, description)
    select v.product_id, v.locale, v.name, v.description
    from (values ${sql.join(rows)}) as v(product_id, english, locale, name, description)
    join products p on p.id = v.product_id and p.name = v.english
    on conflict (product_id, locale) do nothing`.execute(db);
}

/** Which of these products have at least one image. */
export async function productsWithImages(db: Db, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('product_images')
    .select('product_id')
    .distinct()
    .where('product_id', 'in', productIds)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

export async function insertProductImages(db: Db, productId: string, images: readonly StoredImage[]) {
  await db
    .insertInto('product_images')
    .values(
      images.map((image, position) => ({
        product_id: productId,
        position,
        public_id: image.public_id,
        url: image.url,
        variants: JSON.stringify(image.variants),
      })),
    )
    .execute();
}

/** User ids by e-mail, for the e-mails that exist. */
export async function userIdsByEmail(db: Db, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  return new Map(rows.map((row) => [row.email, row.id]));
}

export async function insertUsers(
  db: Db,
  users: readonly { name: string; email: string; password_hash: string; role: Role }[],
): Promise<void> {
  if (users.length === 0) return;
  await db
    .insertInto('users')
    .values([...users])
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export interface ReviewRow {
  product_id: string;
  user_id: string;
  name: string;
  rating: number;
  comment: string;
  created_at: Date;
}

/** Adds reviews; a user's existing review of a product is left as it is. */
export async function insertReviews(db: Db, reviews: readonly ReviewRow[]): Promise<void> {
  if (reviews.length === 0) return;
  await db
    .insertInto('reviews')
    .values(reviews.map((r) => ({ ...r, created_at: at(r.created_at), updated_at: at(r.created_at) })))
    .onConflict((oc) => oc.columns(['product_id', 'user_id']).doNothing())
    .execute();
}

/** Recomputes products.ratings (average, 2 decimals) and num_of_reviews from the reviews. */
export async function refreshRatings(db: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .updateTable('products as p')
    .set({
      ratings: sql`coalesce((select round(avg(r.rating), 2) from reviews r where r.product_id = p.id), 0)`,
      num_of_reviews: sql`(select count(*) from reviews r where r.product_id = p.id)`,
    })
    .where('p.id', 'in', productIds)
    .execute();
}

/**
 * Adds the areas the shop does not have yet (by English name, in any case) and, when the shop delivers
 * to no area yet, switches these on; the areas of a shop that has switched some on stay as its owner
 * set them. Returns how many are on.
 */
export async function seedDeliveryAreas(db: Db, areas: readonly SeedArea[]): Promise<number> {
  await db
    .insertInto('delivery_areas')
    .values(
      areas.map((a) => ({
        name_en: a.en,
        name_ar: a.ar,
        name_fr: a.fr,
        fee: a.fee,
        days_min: a.days[0],
        days_max: a.days[1],
        active: false,
      })),
    )
    .onConflict((oc) => oc.expression(sql`lower(name_en)`).doNothing())
    .execute();
  const on = db.selectFrom('delivery_areas').select('id').where('active', '=', true);
  if (!(await on.executeTakeFirst())) {
    await db
      .updateTable('delivery_areas')
      .set({ active: true })
      .where(
        sql`lower(name_en)`,
        'in',
        areas.map((a) => a.en.toLowerCase()),
      )
      .execute();
  }
  return (await on.execute()).length;
}
