import { access } from 'node:fs/promises';
import path from 'node:path';
import { SHOP_BY_CATEGORY, slugify } from '@shop/shared';
import sharp from 'sharp';
import {
  IMAGE_WIDTHS,
  type MediaStorage,
  prepareImage,
  type StoredImage,
  storeEncodedImage,
  WEBP_QUALITY,
} from '../modules/media/index.js';
import {
  BANNER_FORMATS,
  bannerSvg,
  CATEGORY_TILES,
  GENDER_TILES,
  type Piece,
  SLIDES,
} from './art/marketing-art.js';
import { type ArtSpec, productSvg } from './art/product-art.js';
import { cachedPicture, pictureCacheDir } from './picture-cache.js';

/**
 * Product pictures are drawn at 640 px, so storeImage keeps the 320 and 640 widths: flat drawings
 * scale up cleanly, and each larger width would lengthen the first start by a good part, which must
 * stay within seconds on a small machine.
 */
const PRODUCT_IMAGE_SIZE = 640;
const TILE_WIDTHS = [400, 800] as const;
/** Two cores: more parallel renders only queue in libvips' thread pool. */
export const RENDER_CONCURRENCY = 2;
const MARKETING_QUALITY = 82;

/** How many pictures a seed stored, and how many of them came from the drawing cache (picture-cache.ts). */
export interface PictureCount {
  stored: number;
  fromCache: number;
}

/** An uncompressed PNG of the SVG: cheap to write and to read back, and lossless. */
function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}

function toWebp(input: Buffer, width?: number): Promise<Buffer> {
  const image = sharp(input);
  return (width ? image.resize({ width }) : image).webp({ quality: MARKETING_QUALITY }).toBuffer();
}

/** Runs `task` on every item, at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Draws (or reads from the cache) and stores a product's pictures, in order. */
export async function storeProductPictures(
  media: MediaStorage,
  specs: readonly ArtSpec[],
  count: PictureCount = { stored: 0, fromCache: 0 },
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const spec of specs) {
    const svg = productSvg(spec, PRODUCT_IMAGE_SIZE);
    const { files, fromCache } = await cachedPicture(
      pictureCacheDir(),
      svg,
      `product webp ${WEBP_QUALITY} ${IMAGE_WIDTHS.join(',')}`,
      async () =>
        (await prepareImage(await rasterize(svg))).files.map(({ width, body }, i) => ({
          name: `${i}-${width}.webp`,
          body,
        })),
    );
    const variants = files.map(({ name, body }) => ({ width: Number(name.split(/[-.]/)[1]), body }));
    stored.push(await storeEncodedImage(media, 'products', variants));
    count.stored++;
    if (fromCache) count.fromCache++;
  }
  return stored;
}

/** A fixed-name picture of the home page: one drawing, one WebP file per width. */
interface MarketingPicture {
  keys: readonly { key: string; width?: number }[];
  svg: () => string;
}

function tilePicture(name: string, piece: Piece, backdrop: number): MarketingPicture {
  const largest = Math.max(...TILE_WIDTHS);
  return {
    keys: TILE_WIDTHS.map((width) => ({ key: `tiles/${name}-${width}.webp`, width })),
    svg: () => productSvg({ ...piece, backdrop }, largest),
  };
}

/**
 * Every picture the home page asks for by name (contract with the web app):
 * banners/art-{1,2,3}-{425,800,1600}.webp, tiles/{men,women,kids,babies}-{400,800}.webp and
 * tiles/{slug of each Shop by Category name}-{400,800}.webp.
 */
function marketingPictures(): MarketingPicture[] {
  const banners = SLIDES.flatMap((slide, i) =>
    BANNER_FORMATS.map((format) => ({
      keys: [{ key: `banners/art-${i + 1}-${format.name}.webp` }],
      svg: () => bannerSvg(slide, format),
    })),
  );
  const genders = Object.entries(GENDER_TILES).map(([name, piece], i) => tilePicture(name, piece, i));
  const categories = SHOP_BY_CATEGORY.map((name, i) =>
    tilePicture(slugify(name), CATEGORY_TILES[name], i + 1),
  );
  return [...banners, ...genders, ...categories];
}

/** Whether the local media folder already holds the key; other storages are always rewritten. */
async function exists(media: MediaStorage, key: string): Promise<boolean> {
  if (!media.localRoot) return false;
  return access(path.join(media.localRoot, key)).then(
    () => true,
    () => false,
  );
}

/** Writes the home page's pictures that are missing; counts the files written. */
export async function writeMarketingPictures(media: MediaStorage): Promise<PictureCount> {
  const count = { stored: 0, fromCache: 0 };
  await eachLimited(marketingPictures(), RENDER_CONCURRENCY, async (picture) => {
    const present = await Promise.all(picture.keys.map(({ key }) => exists(media, key)));
    if (present.every(Boolean)) return;
    const svg = picture.svg();
    const widths = picture.keys.map(({ width }) => width ?? 'full');
    const { files, fromCache } = await cachedPicture(
      pictureCacheDir(),
      svg,
      `marketing webp ${MARKETING_QUALITY} ${widths.join(',')}`,
      async () => {
        const raster = await rasterize(svg);
        return Promise.all(
          picture.keys.map(async ({ width }, i) => ({
            name: `${i}.webp`,
            body: await toWebp(raster, width),
          })),
        );
      },
    );
    for (const [i, { key }] of picture.keys.entries()) {
      const file = files.find(({ name }) => name === `${i}.webp`);
      if (!file) throw new Error(`The drawing cache lacks ${key}`);
      await media.put(key, file.body, 'image/webp');
      count.stored++;
      if (fromCache) count.fromCache++;
    }
  });
  return count;
}
