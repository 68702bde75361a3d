import type { Locale, Product } from '@shop/shared';
import type { Database } from '../../db/database.js';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../../db/sql-errors.js';
import { productCards, productExists } from '../catalog/index.js';

/** The user's saved products, newest favourite first, each in the product card's shape and `locale`. */
export async function listFavoriteProducts(db: Database, userId: string, locale: Locale): Promise<Product[]> {
  return productCards(db, await listFavoriteIds(db, userId), locale);
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
 * exist (the row's foreign key refuses it, so a product deleted meanwhile is never saved).
 */
export async function addFavorite(db: Database, userId: string, productId: string): Promise<boolean> {
  try {
    await db
      .insertInto('favorites')
      .values({ user_id: userId, product_id: productId })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
    return true;
  } catch (error) {
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
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
