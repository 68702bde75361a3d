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
