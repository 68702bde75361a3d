import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { StoredImage } from '../media/index.js';

// A product's pictures as rows: listed, removed, added and put in order (their files are the media module's).

type Db = Database | Transaction<DB>;

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
