import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ImageVariant } from '../../db/schema.js';
import type { MediaStorage } from './storage.js';

/** Widths every uploaded image is stored in, for `srcset`. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export interface StoredImage {
  public_id: string;
  /** The widest variant; what the spec calls the image url. */
  url: string;
  variants: ImageVariant[];
}

/**
 * Stores an image as WebP in each width of IMAGE_WIDTHS that does not exceed the source (always at
 * least one). Keys are unique per upload, so the files can be cached forever.
 */
export async function storeImage(
  media: MediaStorage,
  input: Buffer,
  folder = 'products',
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<StoredImage> {
  const publicId = `${folder}/${randomUUID()}`;
  const source = sharp(input, { failOn: 'error' }).rotate();
  const { width: sourceWidth = widths[0] ?? 320 } = await source.metadata();
  const fitting = widths.filter((w) => w <= sourceWidth);
  const chosen = fitting.length > 0 ? fitting : [Math.min(sourceWidth, widths[0] ?? sourceWidth)];
  const variants: ImageVariant[] = [];
  for (const width of chosen) {
    const body = await source
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const key = `${publicId}-${width}.webp`;
    await media.put(key, body, 'image/webp');
    variants.push({ width, url: media.urlFor(key) });
  }
  const widest = variants[variants.length - 1] as ImageVariant;
  return { public_id: publicId, url: widest.url, variants };
}

/** Removes every variant of a stored image. */
export async function removeImage(
  media: MediaStorage,
  image: { public_id: string; variants: ImageVariant[] },
) {
  await Promise.all(image.variants.map((v) => media.remove(`${image.public_id}-${v.width}.webp`)));
}
