import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { parseJsonText } from '../../lib/json-text.js';
import { createTestDatabase, type TestDatabase } from '../../test/helper.js';
import { syncProductFacets } from './facets.js';
import { createProductListing, filterKey, withoutNoOpBounds } from './listing.js';
import { createSuggester } from './suggest.js';
import { suggestProducts } from './suggest-queries.js';
import { FIXTURE_PRODUCTS, insertCatalogFixture } from './test-fixture.js';
import { catalogVersion } from './version-queries.js';
import { VersionedCache } from './versioned-cache.js';

/** A fresh database holding the catalogue fixture, for one describe block (its tests write to it). */
function fixtureDatabase() {
  const fixture = {} as TestDatabase & { ids: Map<string, string> };
  beforeAll(async () => {
    Object.assign(fixture, await createTestDatabase());
    fixture.ids = await insertCatalogFixture(fixture.db);
  });
  afterAll(() => fixture.drop());
  return fixture;
}

/** The listing of a fresh process's memories, without the version its answers were read at, parsed. */
function listingOf(db: Database) {
  const list = createProductListing(db);
  return async (...args: Parameters<typeof list>) => {
    const { products, ...counts } = (await list(...args)).value;
    return { ...counts, products: parseJsonText(products) };
  };
}

/** An option's stock set as an order or an admin would: the catalogue version moves, not the search one. */
async function setQuantity(db: Database, optionId: string, quantity: number) {
  await db.updateTable('product_options').set({ quantity }).where('id', '=', optionId).execute();
}

/** Changes a product with the catalogue-version triggers off: a write nothing remembered can notice. */
async function changeQuietly(db: Database, id: string, change: { name?: string; category?: string }) {
  await sql`alter table products disable trigger user`.execute(db);
  await db.updateTable('products').set(change).where('id', '=', id).execute();
  await sql`alter table products enable trigger user`.execute(db);
}

describe('VersionedCache', () => {
  it('drops the least recently used entry beyond its capacity', () => {
    const cache = new VersionedCache<number>(2);
    cache.set('a', { version: 1, value: 1 });
    cache.set('b', { version: 1, value: 2 });
    cache.get('a');
    cache.set('c', { version: 1, value: 3 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ version: 1, value: 1 });
    expect(cache.size).toBe(2);
  });

  it('keeps the newer version when an older answer arrives late', () => {
    const cache = new VersionedCache<number>(10);
    cache.set('a', { version: 5, value: 50 });
    cache.set('a', { version: 4, value: 40 });
    expect(cache.get('a')).toEqual({ version: 5, value: 50 });
  });
});

describe('filter normalisation', () => {
  it('gives equal filters equal keys, whatever the field order or absent fields', () => {
    expect(filterKey({ category: 'Men', color: 'Navy' })).toBe(
      filterKey({ color: 'Navy', keyword: undefined, category: 'Men' }),
    );
    expect(filterKey({ category: 'Men' })).not.toBe(filterKey({ category: 'Women' }));
  });

  it('drops bounds that every product meets, such as the default price range start', () => {
    expect(withoutNoOpBounds({ priceGte: 0, priceLte: 2_000_000_000, ratingsGte: 0, ratingsLte: 5 })).toEqual(
      {
        priceGte: undefined,
        priceLte: 2_000_000_000,
        ratingsGte: undefined,
        ratingsLte: undefined,
      },
    );
    expect(withoutNoOpBounds({ priceGte: 10, ratingsGte: 1, ratingsLte: 4 })).toMatchObject({
      priceGte: 10,
      ratingsGte: 1,
      ratingsLte: 4,
    });
  });
});

describe('counts after the catalogue changes', () => {
  const fixture = fixtureDatabase();
  const page = { limit: 12, offset: 0 };
  const version = () => catalogVersion(fixture.db);

  it('bumps the catalogue version once per writing transaction, not per row', async () => {
    const before = await version();
    await fixture.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ updated_at: new Date() }).execute();
      await trx.updateTable('products').set({ updated_at: new Date() }).execute();
    });
    expect(await version()).toBe(before + 1);
  });

  it('leaves the version alone when a transaction rolls back', async () => {
    const before = await version();
    await expect(
      fixture.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ ratings: 1 }).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await version()).toBe(before);
  });

  it('serves exact counts across inserts, option changes and deletes', async () => {
    const { db, ids } = fixture;
    const list = listingOf(db);
    const navy = { color: 'Navy' };
    expect(await list({}, page)).toMatchObject({ productsCount: 18, filteredProductCount: 18 });
    expect(await list(navy, page)).toMatchObject({ productsCount: 18, filteredProductCount: 2 });

    const { id } = await db
      .insertInto('products')
      .values({
        product_code: 'NEW-1',
        name: 'New Navy Robe',
        description: 'A robe added after the first count.',
        category: 'Men',
        subcategory: 'Robe',
        price: 1_000_000,
        dollar_price: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_options')
      .values({ product_id: id, position: 0, size: 'M', color: 'Navy', quantity: 1 })
      .execute();
    await syncProductFacets(db, [id]);
    expect(await list({}, page)).toMatchObject({ productsCount: 19, filteredProductCount: 19 });
    expect(await list(navy, page)).toMatchObject({ productsCount: 19, filteredProductCount: 3 });

    const tracksuit = ids.get('MSP-300') ?? '';
    await db
      .updateTable('product_options')
      .set({ color: 'Red' })
      .where('product_id', '=', tracksuit)
      .execute();
    await syncProductFacets(db, [tracksuit]);
    expect(await list(navy, page)).toMatchObject({ filteredProductCount: 2 });

    await db.deleteFrom('products').where('id', '=', id).execute();
    expect(await list(navy, page)).toMatchObject({ productsCount: 18, filteredProductCount: 1 });
    expect(await list({}, page)).toMatchObject({ productsCount: 18, filteredProductCount: 18 });
  });
});

describe('pages remembered per catalogue version', () => {
  const fixture = fixtureDatabase();
  const page = { limit: 12, offset: 0 };

  it('serves a repeated page from memory while nothing changed', async () => {
    const list = listingOf(fixture.db);
    const first = await list({ category: 'Women' }, page);
    const product = first.products[0];
    // A write that does not bump the version stays invisible: the page came from memory.
    await changeQuietly(fixture.db, product?._id ?? '', { name: 'Renamed quietly' });
    expect((await list({ category: 'Women' }, page)).products[0]?.name).toBe(product?.name);
  });

  it('reads the page again after an option or an image changed, even with the product row untouched', async () => {
    const { db } = fixture;
    const list = listingOf(db);
    const first = (await list({}, page)).products[0];
    const option = first?.options[0];
    await setQuantity(db, option?._id ?? '', 77);
    expect((await list({}, page)).products[0]?.options[0]?.quantity).toBe(77);

    await db
      .updateTable('product_images')
      .set({ url: '/images/changed.webp' })
      .where('product_id', '=', first?._id ?? '')
      .execute();
    expect((await list({}, page)).products[0]?.images.map((i) => i.url)).toContain('/images/changed.webp');
  });

  it('after a stock-only change, reads a remembered page by its product ids, with the stock of now', async () => {
    const { db } = fixture;
    const list = listingOf(db);
    const women = { category: 'Women' };
    const first = await list(women, page);
    const ids = first.products.map((p) => p._id);
    const [top, second] = first.products;
    // Only a search could notice this: the top product is no longer one of Women's.
    await changeQuietly(db, top?._id ?? '', { category: 'Men' });
    // An order's kind of change: the catalogue version moves, the search version does not (0008).
    const option = second?.options[0];
    await setQuantity(db, option?._id ?? '', 55);

    const after = await list(women, page);
    expect(after.products.map((p) => p._id)).toEqual(ids);
    expect(after.products[1]?.options[0]).toMatchObject({ _id: option?._id, quantity: 55 });
    expect(after).toMatchObject({
      productsCount: first.productsCount,
      filteredProductCount: first.filteredProductCount,
      maxPrice: first.maxPrice,
    });

    // Any other change to products moves the search version: the page is searched for again.
    await db
      .updateTable('products')
      .set({ name: 'Renamed in the open' })
      .where('id', '=', second?._id ?? '')
      .execute();
    const searched = await list(women, page);
    expect(searched.products.map((p) => p._id)).not.toContain(top?._id);
    expect(searched.filteredProductCount).toBe(first.filteredProductCount - 1);
  });
});

describe('suggestions beyond the newest products', () => {
  const fixture = fixtureDatabase();

  const codes = async (text: string, window: number) =>
    (await suggestProducts(fixture.db, text, 8, 'en', window)).map((s) => s.productId);

  it('searches the whole catalogue when the newest products hold too few matches', async () => {
    // The 3 newest products hold no towel and one pyjama: both answers come from everywhere.
    expect(await codes('towel', 3)).toEqual(['BTW-500', ...[0, 1, 2, 3, 4, 5, 6].map((i) => `TTW-90${i}`)]);
    expect(await codes('pyjama', 3)).toEqual(['WPJ-100', 'KPJ-800']);
  });

  it('looks a code up everywhere too, from its start, newest first', async () => {
    expect(await codes('ttw-90', 3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `TTW-90${i}`));
    expect(await codes('TW-90', 3)).toEqual([]);
  });

  it('looks for two characters among the newest products only (too short for trigrams)', async () => {
    expect(await codes('ap', 3)).toEqual([]);
    expect(await codes('ap', FIXTURE_PRODUCTS.length)).toEqual(['KAP-700']);
  });
});

describe('suggestions remembered per catalogue version', () => {
  const fixture = fixtureDatabase();

  it('answers again from memory, and afresh once a product changed', async () => {
    const suggester = createSuggester(fixture.db);
    const suggest = async (text: string, limit: number) => (await suggester(text, limit)).value;
    const [first] = await suggest('towel', 8);
    await changeQuietly(fixture.db, first?._id ?? '', { name: 'Towel renamed quietly' });
    expect((await suggest('TOWEL', 8))[0]?.name).toBe(first?.name);

    await fixture.db
      .updateTable('products')
      .set({ name: 'Towel renamed' })
      .where('id', '=', first?._id ?? '')
      .execute();
    expect((await suggest('towel', 8))[0]?.name).toBe('Towel renamed');
  });
});
