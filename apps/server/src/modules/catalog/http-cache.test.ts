import { endpoints, endpointUrl } from '@shop/shared';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { withDatabasePlugin } from '../../db/database.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/helper.js';
import { localMediaStorage } from '../media/index.js';
import { catalogEtag } from './http-cache.js';
import { insertCatalogFixture } from './test-fixture.js';

/** Counts the statements the app sends to the database (by their results: a query built out of
 * several builders is transformed once per builder, but executed once). */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery: (args) => args.node,
    async transformResult(args) {
      this.count++;
      return args.result;
    },
  };
}

let t: TestApp;
let counted: ReturnType<typeof statementCounter>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogFixture(t.db);
  counted = statementCounter();
  app = await buildApp({
    config: { ...t.config, jwtSecret: TEST_JWT_SECRET },
    db: withDatabasePlugin(t.db, counted),
    media: localMediaStorage(`${t.dataDir}/media`),
  });
  // Ready as a server is before its first request: the search index is read by then.
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('a catalogue read without If-None-Match', () => {
  it.each([
    endpointUrl(endpoints.catalog.products, { query: { category: 'Women', page: 2 } }),
    endpointUrl(endpoints.catalog.product, { params: { id: 'bc4e3a52-1f0e-4bd6-9d2a-6f0a3c1e8b11' } }),
  ])('%s: costs one statement, which also reads the version its ETag names', async (url) => {
    counted.count = 0;
    const res = await app.inject(url);
    expect(counted.count).toBe(1);
    if (res.statusCode === 404) return;
    expect(res.statusCode).toBe(200);
    const again = await app.inject({ url, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a page asked for again after a stock change in one statement, with the new stock', async () => {
    const url = endpointUrl(endpoints.catalog.products, { query: { category: 'Women' } });
    const [product] = (await app.inject(url)).json().products;
    const option = product.options[0];
    await t.db
      .updateTable('product_options')
      .set({ quantity: option.quantity + 5 })
      .where('id', '=', option._id)
      .execute();
    counted.count = 0;
    const again = (await app.inject(url)).json();
    expect(counted.count).toBe(1);
    expect(again.products[0].options[0].quantity).toBe(option.quantity + 5);
  });

  it('labels a product with the version it was read at', async () => {
    const { products } = (
      await app.inject(endpointUrl(endpoints.catalog.products, { query: { category: 'Men' } }))
    ).json();
    const url = endpointUrl(endpoints.catalog.product, { params: { id: products[0]._id } });
    counted.count = 0;
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(counted.count).toBe(1);
    expect(
      (await app.inject({ url, headers: { 'if-none-match': res.headers.etag as string } })).statusCode,
    ).toBe(304);
  });
});

describe('revalidating a catalogue read', () => {
  it.each([
    endpointUrl(endpoints.catalog.products, { query: { category: 'Women' } }),
    endpointUrl(endpoints.catalog.suggest, { query: { q: 'cotton' } }),
    endpointUrl(endpoints.catalog.homePageProducts),
    endpointUrl(endpoints.catalog.allProductLinks),
  ])('%s: a matching If-None-Match costs one statement (the version), not the answer', async (url) => {
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    counted.count = 0;
    const again = await app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(counted.count).toBe(1);
  });

  it('accepts the tag among others, strong or weak, and refuses another URL’s tag', async () => {
    const url = endpointUrl(endpoints.catalog.products, { query: { page: 2 } });
    const etag = (await app.inject(url)).headers.etag as string;
    const strong = etag.slice(2);
    for (const header of [`"other", ${etag}`, strong, '*']) {
      expect((await app.inject({ url, headers: { 'if-none-match': header } })).statusCode).toBe(304);
    }
    const otherUrlsTag = (await app.inject(endpointUrl(endpoints.catalog.products, { query: { page: 3 } })))
      .headers.etag as string;
    expect((await app.inject({ url, headers: { 'if-none-match': otherUrlsTag } })).statusCode).toBe(200);
  });

  it('derives the tag from the catalogue version, the URL and the language', () => {
    expect(catalogEtag(7, '/a', 'en')).not.toBe(catalogEtag(8, '/a', 'en'));
    expect(catalogEtag(7, '/a', 'en')).not.toBe(catalogEtag(7, '/b', 'en'));
    expect(catalogEtag(7, '/a', 'en')).not.toBe(catalogEtag(7, '/a', 'ar'));
    expect(catalogEtag(7, '/a', 'en')).toBe(catalogEtag(7, '/a', 'en'));
  });
});
