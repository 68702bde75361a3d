import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lbpFromDollars, MAIN_CATEGORIES, SHOP_BY_CATEGORY, SUBSUBCATEGORIES, slugify } from '@shop/shared';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { verifyPassword } from '../lib/password.js';
import { localMediaStorage, type MediaStorage } from '../modules/media/index.js';
import { createTestDatabase, type TestDatabase } from '../test/helper.js';
import { seedDemoData } from './index.js';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './people.js';

// The whole catalogue with its pictures, once for the file: slow on a busy 2-core machine.
const SEED_TIMEOUT = 240_000;

async function counts(db: Database) {
  const tables = ['categories', 'subcategories', 'subsubcategories', 'products', 'product_options'] as const;
  const more = ['product_images', 'product_translations', 'users', 'reviews', 'settings'] as const;
  const result: Record<string, number> = {};
  for (const table of [...tables, ...more]) {
    const row = await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

async function mediaFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('demo shop seed', () => {
  let t: TestDatabase;
  let db: Database;
  let mediaRoot: string;
  let media: MediaStorage;
  const log: string[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db;
    mediaRoot = await mkdtemp(path.join(os.tmpdir(), 'shop-seed-'));
    media = localMediaStorage(mediaRoot);
    await seedDemoData(db, media, { log: (line) => log.push(line) });
  }, SEED_TIMEOUT);
  afterAll(async () => {
    await t.drop();
    await rm(mediaRoot, { recursive: true, force: true });
  });

  it('logs its progress', () => {
    expect(log.some((line) => /^Products: \d+ added/.test(line))).toBe(true);
    expect(log.at(-1)).toMatch(/Demo shop ready in/);
  });

  it('names and describes every product in Arabic and French too', async () => {
    const products = await db
      .selectFrom('products')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const translations = await db
      .selectFrom('product_translations as t')
      .innerJoin('products as p', 'p.id', 't.product_id')
      .select(['p.name as english', 't.locale', 't.name', 't.description'])
      .execute();
    expect(translations).toHaveLength(2 * Number(products.n));
    expect(translations).toContainEqual({
      english: 'Floral Cotton Pyjama Set',
      locale: 'ar',
      name: 'بيجاما قطن مشجرة للنساء',
      description: expect.stringMatching(/^قميص بأزرار/),
    });
  });

  it('writes the category tree in order', async () => {
    const categories = await db.selectFrom('categories').select('name').orderBy('position').execute();
    expect(categories.map((c) => c.name)).toEqual([...MAIN_CATEGORIES]);
    const subs = await db.selectFrom('subcategories').select('name').distinct().execute();
    for (const name of SHOP_BY_CATEGORY) expect(subs.map((s) => s.name)).toContain(name);
    const leaves = await db.selectFrom('subsubcategories').select('name').distinct().execute();
    expect(leaves.map((l) => l.name).sort()).toEqual([...SUBSUBCATEGORIES].sort());
  });

  it('sets the demo rates and prices at the dollar rate', async () => {
    const rates = await db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
    expect(rates).toEqual([
      { key: 'deliveryRate', value: 100_000 },
      { key: 'dollarRate', value: 89_500 },
      // Dollars first, then pounds (PRICE_DISPLAYS' `both`).
      { key: 'priceDisplay', value: 2 },
    ]);
    const products = await db.selectFrom('products').select(['price', 'dollar_price']).execute();
    for (const p of products) expect(p.price).toBe(lbpFromDollars(p.dollar_price, 89_500));
  });

  it("switches on Lebanon's districts and Beirut's suburbs, named in three languages", async () => {
    const areas = await db
      .selectFrom('delivery_areas')
      .select(['name_en', 'name_ar', 'name_fr', 'fee', 'days_min', 'days_max', 'active'])
      .execute();
    expect(areas).toHaveLength(28);
    expect(areas.every((a) => a.active && a.name_ar && a.name_fr && a.fee > 0)).toBe(true);
    expect(areas).toContainEqual({
      name_en: 'Beirut',
      name_ar: 'بيروت',
      name_fr: 'Beyrouth',
      fee: 300_000,
      days_min: 1,
      days_max: 2,
      active: true,
    });
  });

  it('fills every category and shop-by-category tile with products that have options and pictures', async () => {
    const products = await db
      .selectFrom('products as p')
      .select(['p.category', 'p.subcategory', 'p.subsubcategory', 'p.stock', 'p.colors', 'p.sizes'])
      .select((eb) => [
        eb
          .selectFrom('product_options as o')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('o.product_id', '=', 'p.id')
          .as('options'),
        eb
          .selectFrom('product_images as i')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('i.product_id', '=', 'p.id')
          .as('images'),
      ])
      .execute();
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(MAIN_CATEGORIES));
    for (const name of SHOP_BY_CATEGORY)
      expect(
        products.some((p) => p.subcategory === name),
        name,
      ).toBe(true);
    for (const leaf of SUBSUBCATEGORIES)
      expect(
        products.some((p) => p.subsubcategory === leaf),
        leaf,
      ).toBe(true);
    for (const p of products) {
      expect(Number(p.options)).toBeGreaterThanOrEqual(1);
      expect(Number(p.images)).toBeGreaterThanOrEqual(1);
      // syncProductFacets ran: the listing filters see the options' colours and sizes.
      expect(p.sizes.length).toBeGreaterThan(0);
    }
  });

  it('has discounts, unticked discounts, sold-out products and sold-out options', async () => {
    const discounted = await db
      .selectFrom('products')
      .select('id')
      .where('discount_active', '=', true)
      .where('discount_rate', '>', 0)
      .execute();
    const unticked = await db
      .selectFrom('products')
      .select('id')
      .where('discount_active', '=', false)
      .where('discount_rate', '>', 0)
      .execute();
    const soldOut = await db
      .selectFrom('products')
      .select(['status', 'stock'])
      .where('status', '=', 'OUTOFSTOCK')
      .execute();
    const outOptions = await db
      .selectFrom('product_options')
      .select('quantity')
      .where('status', '=', 'OUTSTOCK')
      .execute();
    expect(discounted.length).toBeGreaterThanOrEqual(8);
    expect(unticked.length).toBeGreaterThanOrEqual(2);
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    for (const p of soldOut) expect(p.stock).toBe(0);
    expect(outOptions.length).toBeGreaterThan(0);
    for (const o of outOptions) expect(o.quantity).toBe(0);
  });

  it('spreads arrivals over the last 60 days', async () => {
    const row = await db
      .selectFrom('products')
      .select([
        sql<number>`extract(epoch from now() - min(created_at)) / 86400`.as('oldest'),
        sql<number>`extract(epoch from now() - max(created_at)) / 86400`.as('newest'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(row.oldest)).toBeGreaterThan(45);
    expect(Number(row.oldest)).toBeLessThanOrEqual(60);
    expect(Number(row.newest)).toBeLessThan(5);
  });

  it('creates the demo admin and customer with their passwords', async () => {
    for (const demo of [DEMO_ADMIN, DEMO_CUSTOMER]) {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', demo.email)
        .executeTakeFirstOrThrow();
      expect(user.role).toBe(demo.role);
      expect(await verifyPassword(user.password_hash, demo.password)).toBe(true);
    }
  });

  it('adds about 25 reviews rated 3 to 5 and keeps the products ratings in step', async () => {
    const reviews = await db.selectFrom('reviews').select(['product_id', 'rating']).execute();
    expect(reviews.length).toBeGreaterThanOrEqual(20);
    for (const r of reviews) expect([3, 4, 5]).toContain(r.rating);
    const rated = await db
      .selectFrom('products')
      .select(['id', 'ratings', 'num_of_reviews'])
      .where('num_of_reviews', '>', 0)
      .execute();
    for (const p of rated) {
      const own = reviews.filter((r) => r.product_id === p.id);
      const average = own.reduce((sum, r) => sum + r.rating, 0) / own.length;
      expect(p.num_of_reviews).toBe(own.length);
      expect(p.ratings).toBeCloseTo(average, 2);
    }
    expect(rated.reduce((n, p) => n + p.num_of_reviews, 0)).toBe(reviews.length);
  });

  it('stores every variant of every product picture as a WebP file', async () => {
    const images = await db.selectFrom('product_images').select(['url', 'variants']).execute();
    for (const image of images) {
      expect(image.variants.map((v) => v.width)).toEqual([320, 640]);
      expect(image.url).toBe(image.variants.at(-1)?.url);
      for (const v of image.variants) await access(path.join(mediaRoot, v.url.replace(/^\/images\//, '')));
    }
    const first = images[0]?.variants[0]?.url.replace(/^\/images\//, '') as string;
    expect(await sharp(path.join(mediaRoot, first)).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 320,
    });
  });

  it('writes the home page pictures under their promised names', async () => {
    const expected = [
      ...[1, 2, 3].flatMap((n) => [425, 800, 1600].map((w) => `banners/art-${n}-${w}.webp`)),
      ...['men', 'women', 'kids', 'babies', ...SHOP_BY_CATEGORY.map(slugify)].flatMap((name) =>
        [400, 800].map((w) => `tiles/${name}-${w}.webp`),
      ),
    ];
    const files = await mediaFiles(mediaRoot);
    for (const key of expected) expect(files).toContain(key);
    expect(await sharp(path.join(mediaRoot, 'banners/art-1-1600.webp')).metadata()).toMatchObject({
      width: 1600,
      height: 600,
    });
    expect(await sharp(path.join(mediaRoot, 'tiles/crib-set-400.webp')).metadata()).toMatchObject({
      width: 400,
      height: 400,
    });
  });

  it(
    'adds nothing when run again',
    async () => {
      const before = await counts(db);
      const filesBefore = await mediaFiles(mediaRoot);
      await seedDemoData(db, media, { log: () => {} });
      expect(await counts(db)).toEqual(before);
      expect((await mediaFiles(mediaRoot)).sort()).toEqual(filesBefore.sort());
    },
    SEED_TIMEOUT,
  );

  it(
    "leaves the owner's areas as they set them when run again",
    async () => {
      await db
        .updateTable('delivery_areas')
        .set({ active: false, fee: 1000 })
        .where('name_en', '=', 'Akkar')
        .execute();
      await seedDemoData(db, media, { log: () => {} });
      const akkar = await db
        .selectFrom('delivery_areas')
        .select(['active', 'fee'])
        .where('name_en', '=', 'Akkar')
        .execute();
      expect(akkar).toEqual([{ active: false, fee: 1000 }]);
    },
    SEED_TIMEOUT,
  );

  it(
    'draws pictures again only for a product that lost them',
    async () => {
      const product = await db
        .selectFrom('products')
        .select('id')
        .orderBy('product_code')
        .executeTakeFirstOrThrow();
      const before = await counts(db);
      await db.deleteFrom('product_images').where('product_id', '=', product.id).execute();
      const lines: string[] = [];
      await seedDemoData(db, media, { log: (line) => lines.push(line) });
      expect(lines).toContainEqual(expect.stringMatching(/^Product pictures: \d stored for 1 product \(/));
      expect(await counts(db)).toEqual(before);
    },
    SEED_TIMEOUT,
  );
});
