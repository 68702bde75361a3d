import type { Review } from '@shop/shared';
import type { Database } from '../../db/database.js';
import { isoTime } from '../../db/iso-time.js';

/** A product's reviews in the spec's shape, newest first. */
export function listReviews(db: Database, productId: string): Promise<Review[]> {
  return db
    .selectFrom('reviews')
    .select([
      'id as _id',
      'user_id as user',
      'name',
      'rating',
      'comment',
      isoTime('created_at').as('createdAt'),
    ])
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function productExists(db: Database, productId: string): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  return row !== undefined;
}
