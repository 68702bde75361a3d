import { randomUUID } from 'node:crypto';
import { IMAGE_LIMITS, messages } from '@shop/shared';
import sharp, { type Sharp } from 'sharp';
import type { ImageVariant } from '../../db/schema.js';
import { BadRequest } from '../../lib/errors.js';
import type { MediaStorage } from './storage.js';

/** Widths every uploaded image is stored in, for `srcset`. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export const WEBP_QUALITY = 80;

export interface StoredImage {
  /** The storage key stem: variant files are `${public_id}-${width}.webp`. */
  public_id: string;
  /** The widest variant; the image's `url` (docs/product.md §4). */
  url: string;
  variants: ImageVariant[];
}

/** An image encoded in every width, not stored yet. */
export interface PreparedImage {
  publicId: string;
  files: { width: number; body: Buffer }[];
}

const variantKey = (publicId: string, width: number) => `${publicId}-${width}.webp`;
const newPublicId = (folder: string) => `${folder}/${randomUUID()}`;

/** libvips' complaint about an upload, as the admin's 400. */
function refusal(error: Error): never {
  throw new BadRequest(
    /pixel limit/i.test(error.message) ? messages.imageTooManyPixels : messages.imageNotPicture,
  );
}

/**
 * Decodes the header and checks what the bytes are, never the name or the MIME header: only JPEG,
 * PNG, WebP and AVIF (HEIF with AV1) within the size and pixel limits. `limitInputPixels` makes
 * libvips refuse a decompression bomb even if a header lied about its size.
 */
async function openUpload(input: Buffer): Promise<Sharp> {
  if (input.length > IMAGE_LIMITS.maxBytes) throw new BadRequest(messages.imageTooLarge);
  if (input.length === 0) throw new BadRequest(messages.imageNotPicture);
  const image = sharp(input, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxPixels });
  const meta = await image.metadata().catch(refusal);
  const kind = meta?.format;
  const known =
    kind === 'jpeg' || kind === 'png' || kind === 'webp' || (kind === 'heif' && meta?.compression === 'av1');
  if (!meta || !known) throw new BadRequest(messages.imageNotPicture);
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_LIMITS.maxPixels || (meta.pages ?? 1) > 1) {
    throw new BadRequest(messages.imageTooManyPixels);
  }
  return image;
}

/**
 * Encodes an upload as WebP in each of `widths` that does not exceed it (at least one), upright and
 * without metadata (sharp drops EXIF, GPS and ICC comments unless asked to keep them). A picture that
 * fails to decode past its header is refused like one that is not a picture at all.
 */
export async function prepareImage(
  input: Buffer,
  folder = 'products',
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<PreparedImage> {
  const source = (await openUpload(input)).rotate();
  const { width: sourceWidth = widths[0] ?? 320 } = await source.metadata();
  const fitting = widths.filter((w) => w <= sourceWidth);
  const chosen = fitting.length > 0 ? fitting : [Math.min(sourceWidth, widths[0] ?? sourceWidth)];
  const files: PreparedImage['files'] = [];
  for (const width of chosen) {
    const body = await source
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .catch(refusal);
    files.push({ width, body });
  }
  return { publicId: newPublicId(folder), files };
}

/** Writes a prepared image's files; on a failure the files already written are removed again. */
async function storePrepared(media: MediaStorage, image: PreparedImage): Promise<StoredImage> {
  const written: string[] = [];
  try {
    for (const { width, body } of image.files) {
      const key = variantKey(image.publicId, width);
      await media.put(key, body, 'image/webp');
      written.push(key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => media.remove(key)));
    throw error;
  }
  const variants = image.files.map(({ width }) => ({
    width,
    url: media.urlFor(variantKey(image.publicId, width)),
  }));
  const widest = variants[variants.length - 1] as ImageVariant;
  return { public_id: image.publicId, url: widest.url, variants };
}

/** Stores the files of an image that prepareImage encoded earlier (the demo seed keeps them: seed/picture-cache.ts). */
export function storeEncodedImage(
  media: MediaStorage,
  folder: string,
  files: PreparedImage['files'],
): Promise<StoredImage> {
  return storePrepared(media, { publicId: newPublicId(folder), files });
}

/** Stores an image as WebP variants (see prepareImage). Keys are unique per upload, so cached forever. */
export async function storeImage(
  media: MediaStorage,
  input: Buffer,
  folder = 'products',
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<StoredImage> {
  return storePrepared(media, await prepareImage(input, folder, widths));
}

/**
 * Stores several uploads all or nothing: every one is decoded and encoded before anything is written
 * (a bad third file leaves no trace of the first two), and a failed write removes what was written.
 */
export async function storeImages(media: MediaStorage, inputs: readonly Buffer[]): Promise<StoredImage[]> {
  const prepared: PreparedImage[] = [];
  for (const input of inputs) prepared.push(await prepareImage(input));
  const stored: StoredImage[] = [];
  try {
    for (const image of prepared) stored.push(await storePrepared(media, image));
  } catch (error) {
    await removeImages(media, stored);
    throw error;
  }
  return stored;
}

/** Removes every variant of stored images. */
export async function removeImages(
  media: MediaStorage,
  images: readonly { public_id: string; variants: readonly { width: number }[] }[],
): Promise<void> {
  await Promise.all(
    images.flatMap((image) => image.variants.map((v) => media.remove(variantKey(image.public_id, v.width)))),
  );
}

const DATA_URL = /^data:[\w.+/-]*(;[\w=-]+)*;base64,/;

/**
 * The bytes of one uploaded image: a multipart file arrives as a Buffer, the JSON body's form (the
 * older clients') as a base64 data URL. Its declared type is ignored; openUpload looks at the bytes.
 */
export function uploadBytes(entry: unknown): Buffer {
  if (Buffer.isBuffer(entry)) return entry;
  if (typeof entry === 'string' && DATA_URL.test(entry)) {
    const bytes = Buffer.from(entry.slice(entry.indexOf(',') + 1), 'base64');
    if (bytes.length > IMAGE_LIMITS.maxBytes) throw new BadRequest(messages.imageTooLarge);
    return bytes;
  }
  throw new BadRequest(messages.imageNotPicture);
}
