import type { Review } from '@shop/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { isoTime } from '../../db/iso-time.js';

/**
 * A product's reviews as a JSON array in the API's shape, newest first: GET /reviews answers it, and
 * the product's own answer carries it (`productId` is then the outer query's `p.id`).
 */
export const reviewsJson = (productId: string | RawBuilder<unknown>) => sql<Review[]>`(
  select coalesce(json_agg(json_build_object(
    '_id', r.id, 'user', r.user_id, 'name', r.name, 'rating', r.rating, 'comment', r.comment,
    'createdAt', ${isoTime('r.created_at')}) order by r.created_at desc, r.id desc), '[]')
  from reviews r where r.product_id = ${productId})`;

export async function listReviews(db: Database, productId: string): Promise<Review[]> {
  const { rows } = await sql<{ reviews: Review[] }>`select ${reviewsJson(productId)} as reviews`.execute(db);
  return rows[0]?.reviews ?? [];
}

export interface ReviewWrite {
  productId: string;
  userId: string;
  rating: number;
  comment: string;
}

/**
 * Posts the user's review of a product under `name` (their current one), replacing their earlier one.
 * A product that does not exist is refused by the row's foreign key (23503). The product's ratings
 * follow in the same transaction (trigger of migration 0005).
 */
export async function upsertReview(db: Database, review: ReviewWrite & { name: string }): Promise<void> {
  await db
    .insertInto('reviews')
    .values({
      product_id: review.productId,
      user_id: review.userId,
      name: review.name,
      rating: review.rating,
      comment: review.comment,
    })
    .onConflict((oc) =>
      oc.columns(['product_id', 'user_id']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        rating: eb.ref('excluded.rating'),
        comment: eb.ref('excluded.comment'),
        updated_at: new Date(),
      })),
    )
    .execute();
}

/** The author of review `id` of product `productId`, if that review exists. */
export async function reviewAuthor(db: Database, id: string, productId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('reviews')
    .select('user_id')
    .where('id', '=', id)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteReview(db: Database, id: string): Promise<void> {
  await db.deleteFrom('reviews').where('id', '=', id).execute();
}
