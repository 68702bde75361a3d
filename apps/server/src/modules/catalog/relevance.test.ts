import { endpoints, endpointUrl, productListResponseSchema, suggestResponseSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/index.js';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/helper.js';
import { localMediaStorage } from '../media/index.js';
import { RELEVANCE_SUITE, type RelevanceCase, relevanceVerdict } from './relevance-suite.js';

/**
 * The relevance suite (relevance-suite.ts) on the demo shop, through the API as the storefront asks:
 * the results page's listing and the header's suggestions, in the case's language.
 */

let t: TestApp;
let shop: { app: FastifyInstance; close(): Promise<void> };
let names: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, localMediaStorage(t.dataDir), { log: () => {}, pictures: false });
  // A server started on the seeded shop: its search index is read before it answers.
  shop = await createSiblingApp(t);
  const rows = await t.db.selectFrom('products').select(['id', 'name']).execute();
  names = new Map(rows.map((row) => [row.id, row.name]));
}, 120_000);
afterAll(async () => {
  await shop.close();
  await t.close();
});

async function found(test: RelevanceCase): Promise<string[]> {
  const url =
    test.via === 'listing'
      ? endpointUrl(endpoints.catalog.products, { query: { keyword: test.query } })
      : endpointUrl(endpoints.catalog.suggest, { query: { q: test.query } });
  const res = await shop.app.inject({ url, headers: { 'accept-language': test.locale } });
  expect(res.statusCode, url).toBe(200);
  const ids =
    test.via === 'listing'
      ? productListResponseSchema.parse(res.json()).products.map((p) => p._id)
      : suggestResponseSchema.parse(res.json()).suggestions.map((s) => s._id);
  return ids.map((id) => names.get(id) ?? id);
}

describe('the relevance suite on the demo shop (issue 46)', () => {
  it('holds at least 40 searches in three languages', () => {
    expect(RELEVANCE_SUITE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RELEVANCE_SUITE.map((c) => c.locale))).toEqual(new Set(['en', 'ar', 'fr']));
  });

  it.each(
    RELEVANCE_SUITE.map(
      (test) => [`${test.locale} ${test.via} “${test.query}” (${test.kind})`, test] as const,
    ),
  )('%s', async (_, test) => {
    expect(relevanceVerdict(test, await found(test))).toBeUndefined();
  });

  it('offers the closest catalogue words, as searches that find something, when nothing is found', async () => {
    const corrections = async (keyword: string, locale: string) => {
      const url = endpointUrl(endpoints.catalog.products, { query: { keyword } });
      const res = await shop.app.inject({ url, headers: { 'accept-language': locale } });
      return productListResponseSchema.parse(res.json()).didYouMean;
    };
    expect(await corrections('robr', 'en')).toEqual(['robe']);
    expect(await corrections('shrt', 'en')).toContain('shirt');
    expect(await corrections('pijamma', 'en')).toEqual(['pyjama']);
    expect(await corrections('zzqqxx', 'en')).toBeUndefined();
    expect(await corrections('رب', 'ar')).toBeUndefined();
    expect(await corrections('pegnoar', 'fr')).toContain('peignoir');
  });
});
