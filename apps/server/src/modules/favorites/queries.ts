import type { Locale, Product } from '@shop/shared';
import type { Database } from '../../db/database.js';
import { productJson } from '../catalog/index.js';

/** The user's saved products, newest favourite first, each in the product card's shape and `locale`. */
export async function listFavoriteProducts(db: Database, userId: string, locale: Locale): Promise<Product[]> {
  const rows = await db
    .selectFrom('favorites as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(productJson(locale).as('product'))
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => row.product);
}

export async function listFavoriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('product_id', 'desc')
    .execute();
  return rows.map((row) => row.product_id);
}

/**
 * Saves a product for the user; saving it again changes nothing. False when the product does not
 * exist (the insert reads it in the same statement, so a product deleted meanwhile is never saved).
 */
export async function addFavorite(db: Database, userId: string, productId: string): Promise<boolean> {
  const result = await db
    .insertInto('favorites')
    .columns(['user_id', 'product_id'])
    .expression((eb) =>
      eb
        .selectFrom('products')
        .select((e) => [e.val(userId).as('user_id'), 'id'])
        .where('id', '=', productId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .executeTakeFirst();
  if (result.numInsertedOrUpdatedRows && result.numInsertedOrUpdatedRows > 0n) return true;
  return productExists(db, productId);
}

/**
 * Unsaves a product; unsaving one that is not saved changes nothing. False when the product does
 * not exist.
 */
export async function removeFavorite(db: Database, userId: string, productId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n || productExists(db, productId);
}

async function productExists(db: Database, productId: string): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  return row !== undefined;
}
