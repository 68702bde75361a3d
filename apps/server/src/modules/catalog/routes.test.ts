import { brotliDecompressSync } from 'node:zlib';
import {
  COLORS,
  endpoints,
  endpointUrl,
  productLinksResponseSchema,
  productResponseSchema,
  productsResponseSchema,
  SUGGEST_LIMIT,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { HOME_PAGE_PRODUCTS } from './routes.js';
import { FIXTURE_PRODUCTS, insertCatalogFixture } from './test-fixture.js';

let t: TestApp;
let ids: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogFixture(t.db);
});
afterAll(() => t.close());

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

async function suggest(q: string) {
  const { status, body } = await get(endpointUrl(endpoints.catalog.suggest, { query: { q } }));
  expect(status).toBe(200);
  return body.suggestions as { productId: string }[];
}

describe('GET /api/v1/products/suggest', () => {
  it('finds products by name, case-insensitively, with a thumbnail and the price its card shows', async () => {
    const { body } = await get(endpointUrl(endpoints.catalog.suggest, { query: { q: 'pYjAmA' } }));
    expect(body).toEqual({
      success: true,
      suggestions: [
        {
          _id: ids.get('WPJ-100'),
          name: 'Floral Cotton Pyjama Set',
          productId: 'WPJ-100',
          image: '/images/products/WPJ-100-0-320.webp',
          // 1,500,000 less its active 20 % discount.
          price: 1_200_000,
        },
        {
          _id: ids.get('KPJ-800'),
          name: 'Kids Cotton Pyjama',
          productId: 'KPJ-800',
          image: null,
          price: 1_200_000,
        },
      ],
    });
  });

  it('finds products by product code, case-insensitively', async () => {
    expect((await suggest('bls-6')).map((s) => s.productId)).toEqual(['BLS-600']);
    expect((await suggest('ttw-905')).map((s) => s.productId)).toEqual(['TTW-905']);
  });

  it('matches a code by its words, the last from its start', async () => {
    expect((await suggest('BLS-60')).map((s) => s.productId)).toEqual(['BLS-600']);
    expect(await suggest('LS-600')).toEqual([]);
  });

  it(`answers at most ${SUGGEST_LIMIT}, newest first`, async () => {
    const hits = await suggest('towel');
    expect(hits.map((s) => s.productId)).toEqual([
      'BTW-500',
      ...['00', '01', '02', '03', '04', '05', '06'].map((n) => `TTW-9${n}`),
    ]);
  });

  it('reads words of letters and digits: % and _ separate them', async () => {
    // "100" in BLS-600's name ("100% Cotton") and in WPJ-100's code.
    expect((await suggest('100%')).map((s) => s.productId).sort()).toEqual(['BLS-600', 'WPJ-100']);
    expect(await suggest('__')).toEqual([]);
  });

  it('answers an empty list for text shorter than 2 characters or no match', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('p')).toEqual([]);
    expect(await suggest('zzz')).toEqual([]);
    expect((await get(endpointUrl(endpoints.catalog.suggest))).body).toEqual({
      success: true,
      suggestions: [],
    });
  });

  it('refuses overlong text with a 400', async () => {
    const { status, body } = await get(
      endpointUrl(endpoints.catalog.suggest, { query: { q: 'a'.repeat(101) } }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'q must be at most 100 characters' });
  });
});

describe('GET /api/v1/products/:id', () => {
  it('returns the product in the API shape', async () => {
    const { status, body } = await get(
      endpointUrl(endpoints.catalog.product, { params: { id: String(ids.get('WSP-200')) } }),
    );
    expect(status).toBe(200);
    // Sent as the database built it (no serializer in between): exactly the documented shape.
    expect(productResponseSchema.parse(body)).toEqual(body);
    expect(body.product).toMatchObject({
      _id: ids.get('WSP-200'),
      productId: 'WSP-200',
      subsubcategory: 'Legging',
      stock: 4,
      reviews: [],
      options: [
        { size: 'M', color: 'Navy', quantity: 4, statusOpt: 'INSTOCK' },
        { size: 'L', color: 'Navy', quantity: 0, statusOpt: 'OUTSTOCK' },
      ],
    });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-product'],
    ['a mongo-style id', '507f1f77bcf86cd799439011'],
  ])('answers 404 JSON for %s', async (_label, id) => {
    const { status, body } = await get(endpointUrl(endpoints.catalog.product, { params: { id } }));
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Product not found' });
  });
});

describe('GET /api/v1/homePageProducts', () => {
  it(`returns the ${HOME_PAGE_PRODUCTS} newest products in full`, async () => {
    const { status, body } = await get(endpointUrl(endpoints.catalog.homePageProducts));
    expect(status).toBe(200);
    expect(productsResponseSchema.parse(body)).toEqual(body);
    expect(body.products).toHaveLength(HOME_PAGE_PRODUCTS);
    expect(body.products[0]).toMatchObject({ productId: 'WPJ-100', images: [{}, {}] });
    expect(body.products.map((p: { productId: string }) => p.productId).slice(0, 5)).toEqual([
      'WPJ-100',
      'WSP-200',
      'MSP-300',
      'MRB-400',
      'BTW-500',
    ]);
  });
});

describe('GET /api/v1/getAllProduct', () => {
  it('lists every product, lean, in the documented shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: endpointUrl(endpoints.catalog.allProductLinks) });
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(productLinksResponseSchema.parse(body)).toEqual(body);
    expect(body.products).toHaveLength(FIXTURE_PRODUCTS.length);
    expect(body.products[0]).toEqual({
      _id: ids.get('WPJ-100'),
      name: 'Floral Cotton Pyjama Set',
      productId: 'WPJ-100',
      image: '/images/products/WPJ-100-0-320.webp',
    });
  });
});

describe('GET /api/v1/categories', () => {
  it('returns the tree in position order with the third level', async () => {
    const { status, body } = await get(endpointUrl(endpoints.catalog.categories));
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: [
        {
          name: 'Women',
          subcategories: [
            { name: 'Pyjamas', subsubcategories: [] },
            { name: 'Sport Wear', subsubcategories: ['Jacket', 'Legging'] },
          ],
        },
        {
          name: 'Men',
          subcategories: [
            { name: 'Sport Wear', subsubcategories: ['Tracksuit'] },
            { name: 'Robe', subsubcategories: [] },
          ],
        },
        { name: 'Babies', subcategories: [{ name: 'Towels', subsubcategories: ['Bath', 'Face'] }] },
      ],
    });
  });
});

describe('GET /api/v1/admin/allColors', () => {
  it('is a public read of every swatch', async () => {
    const { status, body } = await get(endpointUrl(endpoints.catalog.colors));
    expect(status).toBe(200);
    expect(body.colors).toHaveLength(COLORS.length);
    expect(body.colors).toContainEqual({ value: COLORS[0]?.value, label: 'White' });
    expect(body.colors).toContainEqual(expect.objectContaining({ label: 'Neon Fuschia' }));
  });
});

describe('an empty catalogue', () => {
  it('lists nothing with zero counts instead of failing', async () => {
    const empty = await createTestApp();
    try {
      const res = await empty.app.inject({ method: 'GET', url: endpointUrl(endpoints.catalog.products) });
      expect(res.json()).toEqual({
        success: true,
        products: [],
        productsCount: 0,
        filteredProductCount: 0,
        resPerPage: 12,
        maxPrice: 0,
      });
      const categories = await empty.app.inject({
        method: 'GET',
        url: endpointUrl(endpoints.catalog.categories),
      });
      expect(categories.json()).toEqual({ success: true, data: [] });
    } finally {
      await empty.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the listing with the API parameter names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const names = res
      .json()
      .paths[endpointUrl(endpoints.catalog.products)].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['keyword', 'page', 'price[gte]', 'options[$elemMatch][color]']),
    );
  });
});

describe('compression', () => {
  it('sends a listing page compressed with brotli in one piece, with its length, when the browser asks', async () => {
    const plain = await t.app.inject({ method: 'GET', url: endpointUrl(endpoints.catalog.products) });
    // Above 8 kB: on 2 cores or more, the plugin would by default stream it through zlib's threads
    // and send no Content-Length (on a single core its default ceiling is 64 kB anyway).
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.catalog.products),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
