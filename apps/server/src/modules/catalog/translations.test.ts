import {
  endpoints,
  endpointUrl,
  type Locale,
  productListResponseSchema,
  productResponseSchema,
  productsResponseSchema,
  suggestResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJsonText } from '../../lib/json-text.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { listProducts } from './listing-queries.js';
import { findProductPreview } from './seo-queries.js';
import { suggestProducts } from './suggest-queries.js';
import { FIXTURE_PRODUCTS, insertCatalogFixture, insertTranslations } from './test-fixture.js';

/**
 * The catalogue in the requester's language (issue 36): names and descriptions translated where a
 * product has them, English where it has not, searches in any language with Arabic letter forms and
 * French accents folded, and every memory and tag kept per language.
 */

let t: TestApp;
let ids: Map<string, string>;
const id = (code: string) => ids.get(code) as string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogFixture(t.db);
  await insertTranslations(t.db, id('WPJ-100'), {
    ar: { name: 'بيجاما قطن مشجّرة للنساء', description: 'بيجاما من القطن الناعم بنقشة ورود.' },
    fr: { name: 'Pyjama en coton à fleurs', description: 'Un pyjama en coton doux à imprimé fleuri.' },
  });
  await insertTranslations(t.db, id('BTW-500'), {
    ar: { name: 'منشفة حمّام أحمر للأطفال بقبعة', description: '' },
  });
  await insertTranslations(t.db, id('KAP-700'), {
    fr: { name: 'Écharpe de cuisine en lin', description: 'Tablier et écharpe à la fois.' },
  });
});
afterAll(() => t.close());

const headersIn = (locale?: Locale) => (locale ? { 'accept-language': locale } : {});

async function get(url: string, locale?: Locale, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { ...headersIn(locale), ...headers } });
}

/** Product codes and names of a listing page. */
async function listed(url: string, locale?: Locale) {
  const res = await get(url, locale);
  expect(res.statusCode).toBe(200);
  const body = productListResponseSchema.parse(res.json());
  return body.products.map((p) => [p.productId, p.name]);
}

const codesOf = async (url: string, locale?: Locale) => (await listed(url, locale)).map(([code]) => code);

async function suggested(q: string, locale?: Locale) {
  const res = await get(endpointUrl(endpoints.catalog.suggest, { query: { q } }), locale);
  expect(res.statusCode).toBe(200);
  return suggestResponseSchema.parse(res.json()).suggestions.map((s) => [s.productId, s.name]);
}

describe('storefront reads in the requester’s language', () => {
  it('lists translated names, English where a product has none, in the same order and count', async () => {
    const english = await listed(endpointUrl(endpoints.catalog.products));
    const arabic = await listed(endpointUrl(endpoints.catalog.products), 'ar');
    expect(arabic.map(([code]) => code)).toEqual(english.map(([code]) => code));
    expect(Object.fromEntries(arabic)).toMatchObject({
      'WPJ-100': 'بيجاما قطن مشجّرة للنساء',
      'BTW-500': 'منشفة حمّام أحمر للأطفال بقبعة',
      // No Arabic: the English name.
      'KAP-700': 'Linen Apron',
      'WSP-200': 'Seamless Sport Legging',
    });
    expect(Object.fromEntries(await listed(endpointUrl(endpoints.catalog.products), 'fr'))).toMatchObject({
      'WPJ-100': 'Pyjama en coton à fleurs',
      'BTW-500': 'Hooded Baby Bath Towel',
    });
    expect(Object.fromEntries(english)).toMatchObject({ 'WPJ-100': 'Floral Cotton Pyjama Set' });
  });

  it('answers a product with its name and description in the language, else in English', async () => {
    const product = async (code: string, locale?: Locale) =>
      productResponseSchema.parse(
        (await get(endpointUrl(endpoints.catalog.product, { params: { id: id(code) } }), locale)).json(),
      ).product;
    expect(await product('WPJ-100', 'fr')).toMatchObject({
      name: 'Pyjama en coton à fleurs',
      description: 'Un pyjama en coton doux à imprimé fleuri.',
    });
    // An Arabic name with an empty description: the description is the translation's, empty.
    expect(await product('BTW-500', 'ar')).toMatchObject({ name: 'منشفة حمّام أحمر للأطفال بقبعة' });
    expect(await product('MSP-300', 'ar')).toMatchObject({
      name: 'Fleece Tracksuit',
      description: 'Fleece Tracksuit from the fixture.',
    });
    const english = await product('WPJ-100');
    expect(english.name).toBe('Floral Cotton Pyjama Set');
    expect(english.description).toBe(FIXTURE_PRODUCTS[0]?.description);
  });

  it('names the home page’s products, suggestions and product links in the language', async () => {
    const home = productsResponseSchema.parse(
      (await get(endpointUrl(endpoints.catalog.homePageProducts), 'ar')).json(),
    );
    expect(home.products[0]).toMatchObject({ productId: 'WPJ-100', name: 'بيجاما قطن مشجّرة للنساء' });
    expect(await suggested('pyjama', 'ar')).toEqual([
      ['WPJ-100', 'بيجاما قطن مشجّرة للنساء'],
      ['KPJ-800', 'Kids Cotton Pyjama'],
    ]);
    const links = (await get(endpointUrl(endpoints.catalog.allProductLinks), 'fr')).json().products as {
      productId: string;
      name: string;
    }[];
    expect(links.find((link) => link.productId === 'KAP-700')?.name).toBe('Écharpe de cuisine en lin');
  });

  it('gives a link preview in the page’s language', async () => {
    expect(await findProductPreview(t.db, id('WPJ-100'), 'fr')).toMatchObject({
      name: 'Pyjama en coton à fleurs',
      description: 'Un pyjama en coton doux à imprimé fleuri.',
    });
    expect((await findProductPreview(t.db, id('KAP-700'), 'ar'))?.name).toBe('Linen Apron');
  });

  it('takes the language from the lang cookie when the request names none', async () => {
    const res = await get(
      endpointUrl(endpoints.catalog.product, { params: { id: id('WPJ-100') } }),
      undefined,
      { cookie: 'lang=fr' },
    );
    expect(res.json().product.name).toBe('Pyjama en coton à fleurs');
  });
});

describe('search in any language', () => {
  it.each([
    ['بيجاما', ['WPJ-100']],
    // Tashkeel and tatweel typed or not, on either side.
    ['بِيجَامَا', ['WPJ-100']],
    ['قـطن مشجرة', ['WPJ-100']],
    // Alef forms: أحمر is often typed احمر.
    ['احمر', ['BTW-500']],
    ['أحمر', ['BTW-500']],
    // Ta marbuta typed as ha.
    ['منشفه', ['BTW-500']],
    ['pyjama', ['WPJ-100', 'KPJ-800']],
    ['Pyjamâ', ['WPJ-100', 'KPJ-800']],
    // French accents, and any case.
    ['echarpe', ['KAP-700']],
    ['ÉCHARPE', ['KAP-700']],
    // An English name still finds it, in every language.
    ['linen apron', ['KAP-700']],
    // Codes as before.
    ['kap-7', ['KAP-700']],
  ])('finds “%s” by its names in any language, whatever the page’s language', async (keyword, codes) => {
    const query = endpointUrl(endpoints.catalog.products, { query: { keyword } });
    for (const locale of [undefined, 'ar', 'fr'] as const) {
      expect(await codesOf(query, locale), `${keyword} ${locale}`).toEqual(codes);
    }
    // The database answers alike when the search index cannot (the index is compared in search-index.test.ts).
    const page = await listProducts(t.db, { keyword }, { limit: 12, offset: 0 }, {}, 'ar');
    expect(parseJsonText(page.products).map((p) => p.productId)).toEqual(codes);
    expect((await suggested(keyword, 'fr')).map(([code]) => code)).toEqual(codes);
    expect((await suggestProducts(t.db, keyword, 8, 'fr')).map((s) => s.productId)).toEqual(codes);
  });
});

describe('memories and tags per language', () => {
  it('never answers one language’s page, product or suggestion to another', async () => {
    const urls = [
      endpointUrl(endpoints.catalog.products),
      endpointUrl(endpoints.catalog.products, { query: { category: 'Women' } }),
      endpointUrl(endpoints.catalog.product, { params: { id: id('WPJ-100') } }),
      endpointUrl(endpoints.catalog.homePageProducts),
      endpointUrl(endpoints.catalog.suggest, { query: { q: 'pyj' } }),
    ];
    for (let round = 0; round < 2; round++) {
      for (const url of urls) {
        const bodies = await Promise.all(
          (['en', 'ar', 'fr', 'en'] as const).map(async (locale) => (await get(url, locale)).body),
        );
        expect(bodies[0], url).toContain('Floral Cotton Pyjama Set');
        expect(bodies[1], url).toContain('بيجاما قطن مشجّرة للنساء');
        expect(bodies[2], url).toContain('Pyjama en coton à fleurs');
        expect(bodies[3], url).toBe(bodies[0]);
      }
    }
  });

  it.each([
    ['/products', () => endpointUrl(endpoints.catalog.products)],
    ['/products/:id', () => endpointUrl(endpoints.catalog.product, { params: { id: id('WPJ-100') } })],
    ['/homePageProducts', () => endpointUrl(endpoints.catalog.homePageProducts)],
    ['/products/suggest', () => endpointUrl(endpoints.catalog.suggest, { query: { q: 'pyj' } })],
  ])('%s: varies on Accept-Language, and tags each language apart', async (_path, urlOf) => {
    const url = urlOf();
    const english = await get(url, 'en');
    const arabic = await get(url, 'ar');
    for (const res of [english, arabic]) {
      expect(res.headers.vary).toMatch(/accept-language/i);
      expect(res.headers.etag).toBeDefined();
    }
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    // The English tag does not revalidate the Arabic answer; its own does, still varying.
    const stale = await get(url, 'ar', { 'if-none-match': english.headers.etag as string });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(arabic.body);
    const fresh = await get(url, 'ar', { 'if-none-match': arabic.headers.etag as string });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.headers.vary).toMatch(/accept-language/i);
  });

  it('keeps compression’s Vary beside the language', async () => {
    const res = await get(endpointUrl(endpoints.catalog.products), 'ar', { 'accept-encoding': 'br' });
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.vary).toMatch(/accept-language/i);
  });
});
