import { access } from 'node:fs/promises';
import path from 'node:path';
import { SHOP_BY_CATEGORY, slugify } from '@shop/shared';
import sharp from 'sharp';
import { type MediaStorage, type StoredImage, storeImage } from '../modules/media/index.js';
import {
  BANNER_FORMATS,
  bannerSvg,
  CATEGORY_TILES,
  GENDER_TILES,
  type Piece,
  SLIDES,
} from './art/marketing-art.js';
import { type ArtSpec, productSvg } from './art/product-art.js';

/**
 * Product pictures are drawn at 640 px, so storeImage keeps the 320 and 640 widths: flat drawings
 * scale up cleanly, and each larger width would lengthen the first start by a good part, which must
 * stay within seconds on a small machine.
 */
const PRODUCT_IMAGE_SIZE = 640;
const TILE_WIDTHS = [400, 800] as const;
/** Two cores: more parallel renders only queue in libvips' thread pool. */
export const RENDER_CONCURRENCY = 2;

/** An uncompressed PNG of the SVG: cheap to write and to read back, and lossless. */
function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}

function toWebp(input: Buffer, width?: number): Promise<Buffer> {
  const image = sharp(input);
  return (width ? image.resize({ width }) : image).webp({ quality: 82 }).toBuffer();
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

/** Draws and stores a product's pictures, in order. */
export async function storeProductPictures(
  media: MediaStorage,
  specs: readonly ArtSpec[],
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const spec of specs) {
    stored.push(await storeImage(media, await rasterize(productSvg(spec, PRODUCT_IMAGE_SIZE)), 'products'));
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
 * banners/slide-{1,2,3}-{425,800,1600}.webp, tiles/{men,women,kids,babies}-{400,800}.webp and
 * tiles/{slug of each Shop by Category name}-{400,800}.webp.
 */
export function marketingPictures(): MarketingPicture[] {
  const banners = SLIDES.flatMap((slide, i) =>
    BANNER_FORMATS.map((format) => ({
      keys: [{ key: `banners/slide-${i + 1}-${format.name}.webp` }],
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

/** Writes the home page's pictures that are missing; returns how many files were written. */
export async function writeMarketingPictures(media: MediaStorage): Promise<number> {
  let written = 0;
  await eachLimited(marketingPictures(), RENDER_CONCURRENCY, async (picture) => {
    const present = await Promise.all(picture.keys.map(({ key }) => exists(media, key)));
    if (present.every(Boolean)) return;
    const raster = await rasterize(picture.svg());
    for (const { key, width } of picture.keys) {
      await media.put(key, await toWebp(raster, width), 'image/webp');
      written++;
    }
  });
  return written;
}
