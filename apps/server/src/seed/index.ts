import { CATEGORY_TREE, MAIN_CATEGORIES, PRICE_DISPLAYS } from '@shop/shared';
import type { Database } from '../db/database.js';
import { LEBANON_AREAS } from '../db/lebanon-areas.js';
import { hashPassword } from '../lib/password.js';
import { syncProductFacets } from '../modules/catalog/index.js';
import type { MediaStorage } from '../modules/media/index.js';
import { getRate } from '../modules/settings/index.js';
import { buildCatalogue, type DemoProduct } from './catalogue.js';
import {
  eachLimited,
  type PictureCount,
  RENDER_CONCURRENCY,
  storeProductPictures,
  writeMarketingPictures,
} from './images.js';
import { DEMO_USERS, REVIEW_COUNT, REVIEW_TEXTS, REVIEWERS } from './people.js';
import * as q from './queries.js';
import { createRandom } from './random.js';

export interface SeedOptions {
  log: (line: string) => void;
  /** The whole demo catalogue (default), or only its first n products, for quick tests. */
  products?: 'all' | number;
  /** false: no pictures (tests that only search the catalogue); drawing them takes most of the seed's time. */
  pictures?: boolean;
}

export const DEMO_DOLLAR_RATE = 89_500;
export const DEMO_DELIVERY_RATE = 100_000;

/**
 * Fills the demo catalogue, rates, delivery areas and demo accounts; safe to run twice. Whatever already exists
 * (a product code, an e-mail, a rate, a review) is left as the shop owner may have changed it: the seed
 * only adds what is missing, and finishes the pictures of products that have none.
 */
export async function seedDemoData(db: Database, media: MediaStorage, opts: SeedOptions): Promise<void> {
  const started = performance.now();

  await seedCategories(db);
  opts.log(`Categories: ${MAIN_CATEGORIES.join(', ')}`);

  await q.insertRateIfMissing(db, 'dollarRate', DEMO_DOLLAR_RATE);
  await q.insertRateIfMissing(db, 'deliveryRate', DEMO_DELIVERY_RATE);
  // The demo shop writes prices as Lebanese shops do: dollars first, then pounds (issue 48).
  await q.insertRateIfMissing(db, 'priceDisplay', PRICE_DISPLAYS.indexOf('both'));
  // Prices follow the shop's own rate when it already had one.
  const rate = (await getRate(db, 'dollarRate')) || DEMO_DOLLAR_RATE;
  opts.log(`Rates: 1 $ = ${rate} LBP, delivery ${await getRate(db, 'deliveryRate')} LBP`);
  const areasOn = await q.seedDeliveryAreas(db, LEBANON_AREAS);
  opts.log(`Delivery areas: ${areasOn} switched on`);

  const catalogue = buildCatalogue(rate, opts.products === 'all' ? undefined : opts.products);
  const { ids, added } = await seedProducts(db, catalogue);
  opts.log(`Products: ${added} added, ${catalogue.length - added} already there`);

  if (opts.pictures !== false) await seedPictures(db, media, catalogue, ids, opts.log);

  const users = await seedUsers(db);
  opts.log(`Users: ${users.added} added, ${DEMO_USERS.length - users.added} already there`);

  await seedReviews(db, catalogue, ids, users.ids);
  opts.log(`Reviews and ratings up to date. Demo shop ready in ${seconds(started)}`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const fromCache = (pictures: PictureCount) =>
  pictures.fromCache > 0 ? `${pictures.fromCache} from the drawing cache, ` : '';

/** The shared category tree in the database, in its order; existing rows keep their ids. */
export async function seedCategories(db: Database): Promise<void> {
  const tree = MAIN_CATEGORIES.map((name) => ({
    name,
    children: CATEGORY_TREE[name].map((sub) => ({
      name: sub.name,
      children: sub.subsubcategories.map((leaf) => ({ name: leaf, children: [] })),
    })),
  }));
  await db.transaction().execute((trx) => q.upsertCategoryTree(trx, tree));
}

/**
 * Adds the catalogue's missing products with their options, and the translations they lack, in one
 * transaction; returns every id by code.
 */
async function seedProducts(db: Database, catalogue: readonly DemoProduct[]) {
  return db.transaction().execute(async (trx) => {
    const existing = await q.productIdsByCode(
      trx,
      catalogue.map((p) => p.code),
    );
    const missing = catalogue.filter((p) => !existing.has(p.code));
    const inserted = await q.insertProducts(trx, missing, new Date());
    await syncProductFacets(trx, [...inserted.values()]);
    const ids = new Map([...existing, ...inserted]);
    await q.insertMissingTranslations(trx, catalogue, ids);
    return { ids, added: inserted.size };
  });
}

async function seedPictures(
  db: Database,
  media: MediaStorage,
  catalogue: readonly DemoProduct[],
  ids: ReadonlyMap<string, string>,
  log: (line: string) => void,
) {
  const imagesStarted = performance.now();
  const pictured = await seedProductPictures(db, media, catalogue, ids);
  log(
    `Product pictures: ${pictured.stored} stored for ${count(pictured.products, 'product')} (${fromCache(pictured)}${seconds(imagesStarted)})`,
  );
  const marketingStarted = performance.now();
  const written = await writeMarketingPictures(media);
  log(`Home page pictures: ${written.stored} written (${fromCache(written)}${seconds(marketingStarted)})`);
}

async function seedProductPictures(
  db: Database,
  media: MediaStorage,
  catalogue: readonly DemoProduct[],
  ids: ReadonlyMap<string, string>,
) {
  const withImages = await q.productsWithImages(db, [...ids.values()]);
  const todo = catalogue.filter((p) => !withImages.has(ids.get(p.code) as string));
  const pictures: PictureCount = { stored: 0, fromCache: 0 };
  await eachLimited(todo, RENDER_CONCURRENCY, async (product) => {
    const stored = await storeProductPictures(media, product.images, pictures);
    await q.insertProductImages(db, ids.get(product.code) as string, stored);
  });
  return { ...pictures, products: todo.length };
}

async function seedUsers(db: Database) {
  const emails = DEMO_USERS.map((u) => u.email);
  const existing = await q.userIdsByEmail(db, emails);
  const missing = DEMO_USERS.filter((u) => !existing.has(u.email));
  const rows = await Promise.all(
    missing.map(async ({ name, email, role, password }) => ({
      name,
      email,
      role,
      password_hash: await hashPassword(password),
    })),
  );
  await q.insertUsers(db, rows);
  return { ids: await q.userIdsByEmail(db, emails), added: missing.length };
}

/** The same reviewers review the same products on every run; the ratings are then recomputed. */
async function seedReviews(
  db: Database,
  catalogue: readonly DemoProduct[],
  productIds: ReadonlyMap<string, string>,
  userIds: ReadonlyMap<string, string>,
) {
  const rnd = createRandom(4242);
  const pairs = catalogue.flatMap((product) => REVIEWERS.map((reviewer) => ({ product, reviewer })));
  const now = Date.now();
  const reviews = rnd.sample(pairs, REVIEW_COUNT).flatMap(({ product, reviewer }) => {
    const [rating, comment] = rnd.pick(REVIEW_TEXTS);
    const userId = userIds.get(reviewer.email);
    const productId = productIds.get(product.code);
    if (!userId || !productId) return [];
    const daysAgo = rnd.next() * product.ageDays;
    return [
      {
        product_id: productId,
        user_id: userId,
        name: reviewer.name,
        rating,
        comment,
        created_at: new Date(now - daysAgo * 86_400_000),
      },
    ];
  });
  await q.insertReviews(db, reviews);
  await q.refreshRatings(db, [...new Set(reviews.map((r) => r.product_id))]);
}
