import {
  format,
  lbpFromDollars,
  messages,
  type ProductFields,
  type ProductFormValues,
  type ProductUpdateValues,
  UPLOAD_REF_PREFIX,
} from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import {
  type MediaStorage,
  removeImages,
  type StoredImage,
  storeImages,
  uploadBytes,
} from '../media/index.js';
import { holdPriceClock } from '../sales/index.js';
import { getRate } from '../settings/index.js';
import { subsubcategoriesOf } from './category-queries.js';
import { syncProductFacets } from './facets.js';
import { deleteImages, type ImageRow, placeImages, productImages } from './image-queries.js';
import * as q from './product-form-queries.js';

/**
 * Writing products with their options and pictures. Pictures are decoded and stored before the
 * transaction (sharp is slow; no row stays locked meanwhile) and removed again when the transaction
 * fails, so neither a bad upload nor a refused write leaves files behind. Files of removed images go
 * only after the commit: a failed write never leaves a product pointing at a deleted file.
 */
export interface ProductWriter {
  db: Database;
  media: MediaStorage;
  log: FastifyBaseLogger;
}

/** The LBP price of a dollar amount at the current rate (docs/product.md §5; read-only in the form). */
async function pricer(db: Database): Promise<(dollars: number) => number> {
  const rate = await getRate(db, 'dollarRate');
  return (dollars) => lbpFromDollars(dollars, rate);
}

/** Checks what the shared schema cannot know: the (sub-)sub-category rows and the code's owner. */
async function checkFields(db: Database, fields: ProductFields, productId?: string): Promise<void> {
  const subsubcategories = await subsubcategoriesOf(db, fields.category, fields.subcategory);
  if (!subsubcategories) {
    throw new BadRequest(format(messages.unknownSubcategory, { name: fields.subcategory }));
  }
  if (fields.subsubcategory && !subsubcategories.includes(fields.subsubcategory)) {
    throw new BadRequest(format(messages.unknownSubsubcategory, { name: fields.subsubcategory }));
  }
  const owner = await q.productIdByCode(db, fields.productId);
  if (owner && owner !== productId) throw new Conflict(messages.productCodeTaken);
}

/** Runs `write` after storing `uploads`; removes the stored files again if the write fails. */
async function withStoredImages<T>(
  writer: ProductWriter,
  uploads: readonly unknown[],
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored = await storeImages(writer.media, uploads.map(uploadBytes));
  try {
    return await write(stored);
  } catch (error) {
    await removeImages(writer.media, stored).catch((cleanup) =>
      writer.log.error({ err: cleanup }, 'could not remove the images of a failed product write'),
    );
    throw error;
  }
}

/** Removes files of images whose rows are gone; a failure only leaves unused files, so it is logged. */
async function discardFiles(writer: ProductWriter, images: readonly ImageRow[]) {
  await removeImages(writer.media, images).catch((error) =>
    writer.log.error({ err: error }, 'could not remove the files of deleted images'),
  );
}

function codeConflict(error: unknown): never {
  throw q.isUniqueViolation(error) ? new Conflict(messages.productCodeTaken) : error;
}

/**
 * Creates a product with its translations, options and images (the first image is the main one);
 * returns its id.
 */
export async function createProduct(writer: ProductWriter, values: ProductFormValues): Promise<string> {
  const { db } = writer;
  await checkFields(db, values);
  const price = await pricer(db);
  return withStoredImages(writer, values.images, (stored) =>
    db
      .transaction()
      .execute(async (trx) => {
        // Priced by the trigger of 0036 at the clock a concurrent refresh of prices committed.
        await holdPriceClock(trx);
        const id = await q.insertProduct(trx, q.productRow(values, price(values.dollarPrice)));
        if (!id) throw new Conflict(messages.productCodeTaken);
        if (values.translations) await q.writeTranslations(trx, id, values.translations);
        await q.writeOptions(trx, id, values.options, price);
        await placeImages(
          trx,
          id,
          stored,
          stored.map((image) => image.public_id),
        );
        await syncProductFacets(trx, [id]);
        return id;
      })
      .catch(codeConflict),
  );
}

/**
 * The final image order as public ids: `imageOrder` names kept images by public id and uploads as
 * `upload:<n>`; without it, kept images stay in order and uploads follow. Every image exactly once.
 */
function imageOrder(kept: readonly string[], stored: readonly StoredImage[], requested?: readonly string[]) {
  const uploads = stored.map((image) => image.public_id);
  if (!requested) return [...kept, ...uploads];
  const order = requested.map((ref) =>
    ref.startsWith(UPLOAD_REF_PREFIX) ? uploads[Number(ref.slice(UPLOAD_REF_PREFIX.length))] : ref,
  );
  const expected = new Set([...kept, ...uploads]);
  if (
    order.length !== expected.size ||
    new Set(order).size !== order.length ||
    !order.every((id) => id !== undefined && expected.has(id))
  ) {
    throw new BadRequest(messages.imageOrderIncomplete);
  }
  return order as string[];
}

/**
 * Updates a product: fields, translations (when the form sends them), options (kept by id), removed
 * images (`idss`), uploads and image order.
 */
export async function updateProduct(
  writer: ProductWriter,
  id: string,
  values: ProductUpdateValues,
): Promise<void> {
  const { db } = writer;
  if (!(await q.productSummary(db, { id }))) throw new NotFound(messages.productNotFound);
  const existing = (await productImages(db, id)).map((image) => image.public_id);
  const unknown = values.idss.find((publicId) => !existing.includes(publicId));
  if (unknown) throw new BadRequest(format(messages.imageUnknownId, { name: unknown }));
  const kept = existing.filter((publicId) => !values.idss.includes(publicId));
  if (kept.length + values.images.length === 0) throw new BadRequest(messages.selectMainImage);
  await checkFields(db, values, id);
  const price = await pricer(db);
  const removed = await withStoredImages(writer, values.images, (stored) => {
    const order = imageOrder(kept, stored, values.imageOrder);
    return db
      .transaction()
      .execute(async (trx) => {
        await holdPriceClock(trx);
        if (!(await q.updateProduct(trx, id, q.productRow(values, price(values.dollarPrice))))) {
          throw new NotFound(messages.productNotFound);
        }
        if (values.translations) await q.writeTranslations(trx, id, values.translations);
        await q.writeOptions(trx, id, values.options, price);
        const gone = await deleteImages(trx, id, values.idss);
        await placeImages(trx, id, stored, order);
        await syncProductFacets(trx, [id]);
        return gone;
      })
      .catch(codeConflict);
  });
  await discardFiles(writer, removed);
}

/** Deletes a product, then its image files. */
export async function deleteProduct(writer: ProductWriter, id: string): Promise<void> {
  const images = await writer.db.transaction().execute((trx) => q.deleteProduct(trx, id));
  if (!images) throw new NotFound(messages.productNotFound);
  await discardFiles(writer, images);
}
