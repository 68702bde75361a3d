import { discountedPrice, endpoints, endpointUrl } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import type { TestUser } from '../accounts/testing.js';
import {
  adminShop,
  createProduct,
  dataUrl,
  type FormFields,
  picture,
  productForm,
} from '../admin/testing.js';
import { CATALOG_CACHE_CONTROL } from './http-cache.js';

/**
 * Two servers on one database, as two processes behind a load balancer: each keeps its own listing
 * and suggest memories, and a catalogue change written through one must be seen at once through
 * the other (and HTTP revalidation against either must not hand out the old answer).
 *
 * Live search shares its search version reads for a window (decision 109; PostgreSQL only): here a
 * whole second, far longer than a test takes from a keystroke to the next, so that the other
 * server's suggestions are only right after a write if the writer waited the window out.
 */
const WINDOW_MS = 1000;

let t: TestApp;
let other: Awaited<ReturnType<typeof createSiblingApp>>;
let admin: TestUser;
let png: string;

/** A valid product form with one picture (a product needs a main image). */
const form = (overrides: FormFields = {}) => productForm({ images: [png], ...overrides });

beforeAll(async () => {
  t = await createTestApp({ SEARCH_VERSION_WINDOW_MS: String(WINDOW_MS) });
  other = await createSiblingApp(t);
  admin = await adminShop(t);
  png = dataUrl(await picture(64, 64));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const writer = () => t.app;
const reader = () => other.app;

async function getJson(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The reading server's listing, keyword listing and live search for a word. */
async function readerLists(word: string) {
  return {
    listing: await getJson(reader(), endpointUrl(endpoints.catalog.products)),
    byKeyword: await getJson(reader(), endpointUrl(endpoints.catalog.products, { query: { keyword: word } })),
    suggest: await getJson(reader(), endpointUrl(endpoints.catalog.suggest, { query: { q: word } })),
  };
}

/** What the reading server shows of one product: in the listing, a keyword listing, live search and detail. */
async function seenByReader(id: string, name: string) {
  const { listing, byKeyword, suggest } = await readerLists(name.split(' ')[0] as string);
  const detail = await getJson(reader(), endpointUrl(endpoints.catalog.product, { params: { id } }));
  type Row = { _id: string };
  return {
    listing: listing.products.find((p: Row) => p._id === id),
    count: listing.productsCount,
    byKeyword: byKeyword.products.find((p: Row) => p._id === id),
    suggestPrice: suggest.suggestions.find((s: Row) => s._id === id)?.price,
    detail: detail.product,
  };
}

/** The price a product's card and its suggestion show: after its active discount. */
const shownPrice = (product: { price: number; discountRate: number; isChecked: boolean }) =>
  discountedPrice(product.price, product.discountRate, product.isChecked);

/** An update that keeps the product's images. */
const put = (id: string, payload: object) =>
  writer().inject({
    method: 'PUT',
    url: endpointUrl(endpoints.admin.updateProduct, { params: { id } }),
    headers: admin.headers,
    payload: { ...payload, images: [] },
  });

describe(`catalogue memories of two servers on one ${testDatabaseKind} database`, () => {
  it('shows a price, stock and status change made through the other server at once', async () => {
    const robe = form({ name: 'Kimono Robe in Linen', dollarPrice: 10 });
    const created = await createProduct(t, admin, robe);
    // Asked twice: the second answers come from the reader's memories.
    await seenByReader(created._id, robe.name as string);
    const before = await seenByReader(created._id, robe.name as string);
    expect(before.listing.price).toBe(created.price);
    expect(before.suggestPrice).toBe(shownPrice(created));

    const options = created.options.map((o) => ({ _id: o._id, size: o.size, color: o.color, quantity: 9 }));
    const res = await put(created._id, { ...robe, dollarPrice: 30, options });
    expect(res.statusCode).toBe(200);
    const updated = res.json().product;
    const newPrice = updated.price;
    expect(newPrice).toBeGreaterThan(created.price);

    const after = await seenByReader(created._id, robe.name as string);
    for (const shown of [after.listing, after.byKeyword, after.detail]) {
      expect(shown.price).toBe(newPrice);
      expect(shown.options.map((o: { quantity: number }) => o.quantity)).toEqual([9, 9]);
    }
    expect(after.suggestPrice).toBe(shownPrice(updated));

    const toggled = await writer().inject({
      method: 'POST',
      url: endpointUrl(endpoints.admin.toggleProductStatus, { params: { id: created._id } }),
      headers: admin.headers,
    });
    expect(toggled.statusCode).toBe(200);
    const status = toggled.json().status;
    expect(status).not.toBe(after.detail.status);
    const afterStatus = await seenByReader(created._id, robe.name as string);
    expect([afterStatus.listing.status, afterStatus.byKeyword.status, afterStatus.detail.status]).toEqual([
      status,
      status,
      status,
    ]);
  });

  it('shows a product added through the other server at once, with the counts', async () => {
    // Asked twice: the second answers come from the reader's memories.
    await readerLists('Quilted');
    const count = (await readerLists('Quilted')).listing.productsCount;
    const created = await createProduct(t, admin, form({ name: 'Quilted Throw Blanket' }));
    const seen = await seenByReader(created._id, 'Quilted Throw Blanket');
    expect(seen.count).toBe(count + 1);
    expect(seen.listing?._id).toBe(created._id);
    expect(seen.byKeyword?._id).toBe(created._id);
    expect(seen.suggestPrice).toBe(shownPrice(created));
  });

  it('shows a change in live search at once on both servers when the writer had just served a keystroke', async () => {
    // The writer then compares with the version its live search last read instead of reading one first.
    const suggested = async (app: FastifyInstance, q: string) =>
      (await getJson(app, endpointUrl(endpoints.catalog.suggest, { query: { q } }))).suggestions.map(
        (s: { _id: string }) => s._id,
      );
    expect([await suggested(writer(), 'Velour'), await suggested(reader(), 'Velour')]).toEqual([[], []]);
    const created = await createProduct(t, admin, form({ name: 'Velour Hooded Towel' }));
    expect([await suggested(writer(), 'Velour'), await suggested(reader(), 'Velour')]).toEqual([
      [created._id],
      [created._id],
    ]);
  });

  it('answers a write that changes nothing search shows without waiting for the window', async () => {
    const created = await createProduct(t, admin, form({ name: 'Waffle Bath Sheet' }));
    const started = performance.now();
    const res = await writer().inject({
      method: 'POST',
      url: endpointUrl(endpoints.favorites.add, { params: { userId: admin.user._id } }),
      headers: admin.headers,
      payload: { product: created._id },
    });
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(WINDOW_MS);
  });
});

describe('ETag and Cache-Control on catalogue reads', () => {
  const reads = (id: string) => [
    endpointUrl(endpoints.catalog.products),
    endpointUrl(endpoints.catalog.products, { query: { keyword: 'Pyjama', page: 1 } }),
    endpointUrl(endpoints.catalog.suggest, { query: { q: 'pyj' } }),
    endpointUrl(endpoints.catalog.product, { params: { id } }),
    endpointUrl(endpoints.catalog.homePageProducts),
    endpointUrl(endpoints.catalog.allProductLinks),
  ];

  it('answers a matching If-None-Match with a bodiless 304, on either server', async () => {
    const created = await createProduct(t, admin, form());
    for (const url of reads(created._id)) {
      const first = await reader().inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      for (const app of [reader(), writer()]) {
        const again = await app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': etag },
        });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
    }
    // Each URL has its own tag: a cache can never answer one with another's body.
    const tags = await Promise.all(
      reads(created._id).map(async (url) => (await reader().inject(url)).headers.etag),
    );
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('answers the old tag with a 200 and the new price after a price change through the other server', async () => {
    const satin = form({ name: 'Pyjama Set in Satin', dollarPrice: 15 });
    const created = await createProduct(t, admin, satin);
    const urls = [
      endpointUrl(endpoints.catalog.products, { query: { keyword: 'Satin' } }),
      endpointUrl(endpoints.catalog.suggest, { query: { q: 'satin' } }),
      endpointUrl(endpoints.catalog.product, { params: { id: created._id } }),
    ];
    const tags = new Map<string, string>();
    for (const url of urls) tags.set(url, (await reader().inject(url)).headers.etag as string);

    const res = await put(created._id, { ...satin, dollarPrice: 25 });
    const updated = res.json().product;
    expect(updated.price).not.toBe(created.price);
    // A suggestion shows the price after the discount; the listing and the detail carry both.
    const priceIn = (url: string, product: typeof created) =>
      url.includes('suggest') ? shownPrice(product) : product.price;
    // The database writes `"price" : 1`, JSON.stringify `"price":1` (decision 026).
    const priceField = (price: number) => new RegExp(`"price"\\s*:\\s*${price}[,}]`);

    for (const url of urls) {
      const again = await reader().inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': tags.get(url) as string },
      });
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).not.toBe(tags.get(url));
      expect(again.body).toMatch(priceField(priceIn(url, updated)));
      expect(again.body).not.toMatch(priceField(priceIn(url, created)));
    }
  });

  it('marks no error as cacheable, and user-specific answers no-store', async () => {
    const missing = await reader().inject(
      endpointUrl(endpoints.catalog.product, { params: { id: crypto.randomUUID() } }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    const bad = await reader().inject(endpointUrl(endpoints.catalog.products, { query: { page: 0 } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    const cart = await reader().inject({
      url: endpointUrl(endpoints.cart.get, { params: { userId: admin.user._id } }),
      headers: admin.headers,
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers.etag).toBeUndefined();
    expect(cart.headers['cache-control']).toBe('no-store');
  });
});
