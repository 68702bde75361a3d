import {
  endpoints,
  endpointUrl,
  type Product,
  productListResponseSchema,
  RES_PER_PAGE,
  roundDownThousands,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJsonText } from '../../lib/json-text.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { listProducts, type ProductFilter, shownAtLeast, shownAtMost } from './listing-queries.js';
import { FIXTURE_PRODUCTS, insertCatalogFixture } from './test-fixture.js';

let t: TestApp;
let ids: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogFixture(t.db);
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${endpointUrl(endpoints.catalog.products)}?${query}`,
  });
  return { status: res.statusCode, body: res.json() };
}

const codesOf = (products: Product[]) => products.map((p) => p.productId);

/** The listing's order (newest first, then id descending) of some fixture products. */
function inListingOrder(codes: string[]): string[] {
  const daysAgo = new Map(FIXTURE_PRODUCTS.map((p) => [p.code, p.daysAgo]));
  const key = (code: string) => [daysAgo.get(code) ?? Number.NaN, ids.get(code) ?? ''] as const;
  return [...codes].sort((a, b) => {
    const [da, ia] = key(a);
    const [db, ib] = key(b);
    return da - db || (ia < ib ? 1 : ia > ib ? -1 : 0);
  });
}

const allCodes = () => inListingOrder(FIXTURE_PRODUCTS.map((p) => p.code));
const towelCodes = (indexes: number[]) => indexes.map((i) => `TTW-9${String(i).padStart(2, '0')}`);

async function expectMatches(query: string, codes: string[]) {
  const { status, body } = await list(query);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(codesOf(body.products)).toEqual(inListingOrder(codes).slice(0, RES_PER_PAGE));
  expect(body.filteredProductCount).toBe(codes.length);
  expect(body.productsCount).toBe(FIXTURE_PRODUCTS.length);
}

describe('GET /api/v1/products without filters', () => {
  it('returns the first page, newest first, with the counts, page size and highest price', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(productListResponseSchema.parse(body)).toEqual(body);
    expect(codesOf(body.products)).toEqual(allCodes().slice(0, 12));
    expect(body).toMatchObject({
      success: true,
      productsCount: 18,
      filteredProductCount: 18,
      resPerPage: 12,
      maxPrice: 4_000_000,
    });
  });

  it('carries everything the card and the detail need, in the API shape', async () => {
    const { body } = await list('keyword=WPJ-100');
    expect(body.products).toEqual([
      {
        _id: ids.get('WPJ-100'),
        productId: 'WPJ-100',
        name: 'Floral Cotton Pyjama Set',
        description: 'Soft cotton pyjamas with a "floral" print & piping <for> summer nights.',
        category: 'Women',
        subcategory: 'Pyjamas',
        subsubcategory: null,
        collectiontype: 'Summer',
        price: 1_500_000,
        dollarPrice: 15,
        discountRate: 20,
        isChecked: true,
        discountStartsAt: null,
        discountEndsAt: null,
        discountNow: 20,
        images: [0, 1].map((n) => ({
          url: `/images/products/WPJ-100-${n}.webp`,
          public_id: `products/WPJ-100-${n}`,
          variants: [640, 320, 1280].map((width) => ({
            width,
            url: `/images/products/WPJ-100-${n}-${width}.webp`,
          })),
        })),
        stock: 5,
        status: 'INSTOCK',
        ratings: 4.5,
        numOfReviews: 0,
        options: [
          expect.objectContaining({ size: 'S', color: 'Pink', quantity: 3, optCode: 'WPJ-100-0' }),
          expect.objectContaining({ size: 'M', color: 'White', quantity: 2, optCode: 'WPJ-100-1' }),
        ],
        createdAt: '2025-05-31T12:00:00.000Z',
      },
    ]);
    expect(body.products[0].options[0]).toEqual({
      _id: expect.any(String),
      size: 'S',
      color: 'Pink',
      quantity: 3,
      doprice: null,
      oprice: null,
      optdescription: null,
      optCode: 'WPJ-100-0',
      statusOpt: 'INSTOCK',
    });
  });

  it('treats blank parameters as absent', async () => {
    await expectMatches('keyword=&category=&price[gte]=&options[$elemMatch][color]=&page=', allCodes());
  });
});

describe('each filter alone', () => {
  it.each([
    ['keyword on the name, any case', 'keyword=PYJAMA', ['WPJ-100', 'KPJ-800']],
    ['keyword on the product code, any case', 'keyword=msp-3', ['MSP-300']],
    [
      'keyword words in any order, a plural for the singular',
      'keyword=pyjamas%20cotton',
      ['WPJ-100', 'KPJ-800'],
    ],
    ['keyword words are letters and digits: % separates', 'keyword=100%25', ['WPJ-100', 'BLS-600']],
    ['keyword % alone is no word, and finds nothing', 'keyword=%25', []],
    ['keyword _ alone is no word, and finds nothing', 'keyword=_', []],
    ['price[gte]', 'price[gte]=2000000', ['WSP-200', 'MSP-300', 'MRB-400', 'BLS-600']],
    ['price[lte]', 'price[lte]=650000', ['KAP-700', ...towelCodes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])]],
    [
      'price range, bounds included',
      'price[gte]=1200000&price[lte]=2200000',
      ['WPJ-100', 'WSP-200', 'KPJ-800'],
    ],
    ['fractional price bounds', 'price[gte]=1199999.5&price[lte]=1200000.5', ['WPJ-100', 'KPJ-800']],
    // WPJ-100 costs 1,500,000 less an active 20 %: its card shows 1,200,000, and the filter compares that.
    ['price shown after an active discount', 'price[gte]=1100000&price[lte]=1200000', ['WPJ-100', 'KPJ-800']],
    ['not the price before the discount', 'price[gte]=1250000&price[lte]=1600000', []],
    ['ratings[gte]', 'ratings[gte]=4', ['WPJ-100', 'MSP-300', 'BTW-500']],
    ['ratings[lte]', 'ratings[lte]=1.5', ['BLS-600', 'KAP-700']],
    [
      'ratings range (a star value and the next)',
      'ratings[gte]=2&ratings[lte]=3',
      ['MRB-400', ...towelCodes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])],
    ],
    ['category', 'category=Men', ['MSP-300', 'MRB-400']],
    ['category with a space', 'category=Bed%20Linen', ['BLS-600']],
    ['subcategory', 'subcategory=Sport+Wear', ['WSP-200', 'MSP-300']],
    ['subcategory nobody uses', 'subcategory=Lingerie', []],
    ['subsubcategory', 'subsubcategory=Bath', ['BTW-500']],
    ['colour', 'options[$elemMatch][color]=Navy', ['WSP-200', 'MSP-300']],
    ['colour, brackets percent-encoded', 'options%5B%24elemMatch%5D%5Bcolor%5D=Pink', ['WPJ-100', 'KPJ-800']],
    ['size', 'options[$elemMatch][size]=L', ['WSP-200', 'MSP-300', 'MRB-400']],
    [
      'size with a space',
      'options[$elemMatch][size]=One%20Size',
      ['BTW-500', 'KAP-700', ...towelCodes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])],
    ],
    ['collection type', 'collectiontype=Winter', ['WSP-200', 'MSP-300', 'MRB-400', 'KPJ-800']],
  ])('%s', async (_label, query, codes) => {
    await expectMatches(query, codes);
  });
});

describe('filters combined', () => {
  it.each([
    ['category and colour', 'category=Women&options[$elemMatch][color]=Pink', ['WPJ-100']],
    ['keyword and category', 'keyword=cotton&category=Kids', ['KPJ-800']],
    [
      'keyword, rating and price',
      'keyword=towel&ratings[gte]=3&price[gte]=350000',
      ['BTW-500', ...towelCodes([5, 6, 7, 8, 9])],
    ],
    [
      'category, collection, price and size',
      'category=Men&collectiontype=Winter&price[lte]=3500000&options[$elemMatch][size]=L',
      ['MRB-400'],
    ],
    [
      'colour and size on different options of one product',
      'options[$elemMatch][color]=Darkgray&options[$elemMatch][size]=L',
      ['MSP-300'],
    ],
    [
      'every filter at once',
      'keyword=legging&page=1&price[gte]=2000000&price[lte]=2500000&ratings[gte]=3&ratings[lte]=4' +
        '&category=Women&subcategory=Sport%20Wear&subsubcategory=Legging' +
        '&options[$elemMatch][color]=Navy&options[$elemMatch][size]=M&collectiontype=Winter',
      ['WSP-200'],
    ],
    [
      'filters that exclude each other',
      'category=Women&collectiontype=Winter&options[$elemMatch][color]=Pink',
      [],
    ],
  ])('%s', async (_label, query, codes) => {
    await expectMatches(query, codes);
  });
});

describe('paging and order', () => {
  it('splits the catalogue into pages that neither overlap nor skip', async () => {
    const pages = await Promise.all([1, 2].map((page) => list(`page=${page}`)));
    const [first, second] = pages.map(({ body }) => codesOf(body.products));
    expect(first).toHaveLength(12);
    expect(second).toHaveLength(6);
    expect([...(first ?? []), ...(second ?? [])]).toEqual(allCodes());
  });

  it('pages a filtered result and keeps its count', async () => {
    const { body } = await list('ratings[gte]=3&ratings[lte]=4&page=2');
    expect(body.filteredProductCount).toBe(13);
    expect(codesOf(body.products)).toEqual(['TTW-909']);
  });

  it('answers an empty list past the last page, with the counts', async () => {
    const { status, body } = await list('page=3');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      products: [],
      productsCount: 18,
      filteredProductCount: 18,
      maxPrice: 4_000_000,
    });
    expect((await list('page=1000000')).body.products).toEqual([]);
  });

  it('orders products created at the same instant by id, the same way every time', async () => {
    const [bls, kap] = [ids.get('BLS-600') ?? '', ids.get('KAP-700') ?? ''];
    const expected = bls > kap ? ['BLS-600', 'KAP-700'] : ['KAP-700', 'BLS-600'];
    for (let i = 0; i < 3; i++) {
      const { body } = await list('price[gte]=600000&price[lte]=2700000&ratings[lte]=1.5');
      expect(codesOf(body.products)).toEqual(expected);
    }
  });
});

describe('the page of a filter with few matches', () => {
  const filters: ProductFilter[] = [
    {},
    { category: 'Women' },
    { color: 'Navy' },
    { keyword: 'towel', size: 'M' },
    { ratingsGte: 3, ratingsLte: 4 },
    { category: 'Women', size: '24 Months' },
  ];

  it('is the same sorted out of all the matches as walked off the listing-order index', async () => {
    for (const filter of filters) {
      for (const offset of [0, 4, 12, 24]) {
        const page = { limit: 12, offset };
        const walked = await listProducts(t.db, filter, page, {}, 'en', 0);
        const sorted = await listProducts(t.db, filter, page, {}, 'en', Number.MAX_SAFE_INTEGER);
        const label = JSON.stringify({ filter, offset });
        expect(codesOf(parseJsonText(sorted.products)), label).toEqual(
          codesOf(parseJsonText(walked.products)),
        );
        expect(sorted.filteredProductCount, label).toBe(walked.filteredProductCount);
        if (offset === 0 && walked.filteredProductCount > 0)
          expect(parseJsonText(walked.products), label).not.toEqual([]);
      }
    }
  });
});

describe('bad parameters', () => {
  it.each([
    ['category=Shoes', 'Unknown category: Shoes'],
    ['category=women', 'Unknown category: women'],
    ['subsubcategory=Socks', 'Unknown subsubcategory: Socks'],
    ['options[$elemMatch][color]=Rainbow', 'Unknown color: Rainbow'],
    ['options[$elemMatch][size]=XXXL', 'Unknown size: XXXL'],
    ['collectiontype=Spring', 'Unknown collectiontype: Spring'],
    ['price[gte]=abc', 'price[gte] must be a number'],
    ['price[lte]=-5', 'price[lte] must be at least 0'],
    ['price[lte]=1e30', 'price[lte] must be at most 1000000000000000'],
    ['ratings[gte]=six', 'ratings[gte] must be a number'],
    ['ratings[lte]=6', 'ratings[lte] must be at most 5'],
    ['page=0', 'page must be at least 1'],
    ['page=-2', 'page must be at least 1'],
    ['page=1.5', 'page must be a whole number'],
    ['page=two', 'page must be a number'],
    ['page=1000001', 'page must be at most 1000000'],
    ['category=Men&category=Women', 'category must be given once'],
    [`keyword=${'a'.repeat(101)}`, 'keyword must be at most 100 characters'],
  ])('%s → 400', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });
});

describe('the price bounds compare the price as a card shows it (rounded down to thousands)', () => {
  it('keeps exactly the prices whose shown amount is within the bounds', () => {
    const prices = [0, 999, 1000, 1001, 999_999, 1_000_000, 1_000_400, 1_000_999, 1_001_000, 1_200_500];
    for (const bound of [0, 500, 1000, 999_999.5, 1_000_000, 1_000_500, 1_200_000]) {
      for (const price of prices) {
        const shown = roundDownThousands(price);
        expect(price <= shownAtMost(bound), `${price} ≤ ${bound}`).toBe(shown <= bound);
        expect(price >= shownAtLeast(bound), `${price} ≥ ${bound}`).toBe(shown >= bound);
      }
    }
  });
});
