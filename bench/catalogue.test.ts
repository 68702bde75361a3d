import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localMediaStorage } from '@shop/server/bench';
import { createTestDatabase, type TestDatabase } from '@shop/server/testing';
import { COLOR_NAMES, MAIN_CATEGORIES } from '@shop/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLeaves, generateCatalogue, OPTIONS_PER_PRODUCT, sizesFor } from './catalogue.js';

const PRODUCTS = 1200;

describe('generateCatalogue', () => {
  let test: TestDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    test = await createTestDatabase();
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'bench-media-'));
    await generateCatalogue(test.db, localMediaStorage(mediaDir), { products: PRODUCTS, log: () => {} });
  });

  afterAll(async () => {
    await test.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('makes N products, each with five options and one image', async () => {
    const { rows } = await sql<{ products: number; options: number; images: number; codes: number }>`
      select (select count(*) from products)::int as products,
             (select count(*) from product_options)::int as options,
             (select count(*) from product_images)::int as images,
             (select count(distinct product_code) from products)::int as codes`.execute(test.db);
    expect(rows[0]).toEqual({
      products: PRODUCTS,
      options: PRODUCTS * OPTIONS_PER_PRODUCT,
      images: PRODUCTS,
      codes: PRODUCTS,
    });
  });

  it('spreads products over every category leaf and every colour', async () => {
    const leaves = await test.db
      .selectFrom('products')
      .select(['category', 'subcategory', 'subsubcategory'])
      .distinct()
      .execute();
    expect(leaves).toHaveLength(catalogueLeaves().length);
    const colors = await test.db.selectFrom('product_options').select('color').distinct().execute();
    expect(colors.map((c) => c.color).sort()).toEqual([...COLOR_NAMES].sort());
  });

  it("gives options only their category's sizes", async () => {
    const rows = await test.db
      .selectFrom('product_options as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select(['p.category', 'o.size'])
      .distinct()
      .execute();
    for (const row of rows) expect(sizesFor(row.category)).toContain(row.size);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(MAIN_CATEGORIES));
  });

  it('keeps the denormalised stock, colours and sizes equal to the options', async () => {
    const { rows } = await sql<{ wrong: number }>`
      select count(*)::int as wrong from products p
      where p.stock <> (select sum(quantity) from product_options o where o.product_id = p.id)
         or cardinality(p.colors) <> 2
         or not p.sizes @> (select array_agg(size) from product_options o where o.product_id = p.id)`.execute(
      test.db,
    );
    expect(rows[0]?.wrong).toBe(0);
  });

  it('points every image row at a stored file', async () => {
    const files = new Set(await readdir(path.join(mediaDir, 'bench')));
    const urls = await test.db.selectFrom('product_images').select('url').distinct().execute();
    for (const { url } of urls) expect(files).toContain(path.basename(url));
  });

  it('names a third of the products in Arabic and French too, searchable in every language', async () => {
    const { rows } = await sql<{ ar: number; fr: number; found: number }>`
      select (select count(*) from product_translations where locale = 'ar')::int as ar,
             (select count(*) from product_translations where locale = 'fr')::int as fr,
             (select count(*) from products where search_names like '%قطن%')::int as found`.execute(test.db);
    const { ar = 0, fr = 0, found = 0 } = rows[0] ?? {};
    expect(ar / PRODUCTS).toBeGreaterThan(0.28);
    expect(ar / PRODUCTS).toBeLessThan(0.39);
    expect(fr).toBe(ar);
    expect(found).toBeGreaterThan(0);
  });

  it('names products with searchable words', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from products where name ilike '%pyj%'`.execute(test.db);
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
