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

export async function productExists(db: Database, productId: string): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

export interface ReviewWrite {
  productId: string;
  userId: string;
  rating: number;
  comment: string;
}

/**
 * Posts the user's review of a product under their current name, replacing their earlier one. False
 * when the product does not exist. The product's ratings follow in the same transaction (trigger of
 * migration 0005).
 */
export async function upsertReview(db: Database, review: ReviewWrite): Promise<boolean> {
  const result = await db
    .insertInto('reviews')
    .columns(['product_id', 'user_id', 'name', 'rating', 'comment'])
    .expression((eb) =>
      eb
        .selectFrom('products as p')
        .innerJoin('users as u', (join) => join.on('u.id', '=', review.userId))
        .select((e) => [
          'p.id',
          'u.id',
          'u.name',
          e.val(review.rating).as('rating'),
          e.val(review.comment).as('comment'),
        ])
        .where('p.id', '=', review.productId),
    )
    .onConflict((oc) =>
      oc.columns(['product_id', 'user_id']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        rating: eb.ref('excluded.rating'),
        comment: eb.ref('excluded.comment'),
        updated_at: new Date(),
      })),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** The product's star figures as stored. */
export async function productRating(db: Database, productId: string) {
  return db
    .selectFrom('products')
    .select(['ratings', 'num_of_reviews as numOfReviews'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
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
