import { endpoints, endpointUrl, LOCALES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { insertCatalogFixture } from './test-fixture.js';

/**
 * Names taken from a URL are data (issue 45): a listing asked for a sub-category, keyword or
 * vocabulary value named like what every JavaScript object inherits finds nothing (200, no product),
 * or is refused as unknown (400) where the name must be one of a vocabulary; never an error. The
 * server render of each listing route is `apps/web/src/entry-server.names.test.tsx`.
 */

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogFixture(t.db);
});
afterAll(() => t.close());

const get = (url: string, locale: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });

describe('prototype names on the listing routes', () => {
  for (const locale of LOCALES) {
    it(`${locale}: finds no product by them`, async () => {
      for (const name of NAMES) {
        const n = encodeURIComponent(name);
        for (const url of [
          endpointUrl(endpoints.catalog.products, { query: { subcategory: name } }),
          endpointUrl(endpoints.catalog.products, { query: { category: 'Women', subcategory: name } }),
          endpointUrl(endpoints.catalog.products, { query: { keyword: name } }),
        ]) {
          const res = await get(url, locale);
          expect(res.statusCode, url).toBe(200);
          expect(res.json(), url).toMatchObject({ success: true, products: [], filteredProductCount: 0 });
        }
        // A key the listing does not read is ignored.
        expect((await get(`${endpointUrl(endpoints.catalog.products)}?${n}=1`, locale)).json()).toMatchObject(
          { success: true },
        );
        const suggest = await get(endpointUrl(endpoints.catalog.suggest, { query: { q: name } }), locale);
        expect(suggest.json()).toEqual({ success: true, suggestions: [] });
      }
    });

    it(`${locale}: refuses them as unknown where a vocabulary names the values`, async () => {
      for (const name of NAMES) {
        for (const key of ['category', 'subsubcategory', 'collectiontype', 'options[$elemMatch][color]']) {
          const res = await get(
            `${endpointUrl(endpoints.catalog.products)}?${encodeURIComponent(key)}=${encodeURIComponent(name)}`,
            locale,
          );
          expect(res.statusCode, `${key}=${name}`).toBe(400);
          expect(res.json().success).toBe(false);
          expect(res.json().message).toContain(name);
        }
      }
    });
  }
});
