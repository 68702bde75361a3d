import type { Locale } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helper.js';
import { SearchIndex } from './search-index.js';
import type { Snapshot } from './search-snapshot.js';

/** Products made to tell each ranking rule from the next (issue 46), newest first. */
const PRODUCTS = [
  { code: 'MPR-1', name: 'Plain Robe', description: 'Ribbed cotton.', subcategory: 'Robe' },
  { code: 'MUW-2', name: 'Cotton Vest', description: 'Soft.', subcategory: 'Underwear', soldOut: true },
  { code: 'MUW-3', name: 'Cotton Shirt', description: 'Soft.', subcategory: 'Underwear' },
  { code: 'MPR-4', name: 'Coton Robe', description: 'Soft.', subcategory: 'Robe' },
  { code: 'KTC-5', name: 'Terra Cotta Jug', description: 'Clay.', subcategory: 'Tablecloths' },
] as const;

let t: TestDatabase;
let index: SearchIndex;
const id = new Map<string, string>();

beforeAll(async () => {
  t = await createTestDatabase();
  for (const [n, p] of PRODUCTS.entries()) {
    const row = await t.db
      .insertInto('products')
      .values({
        product_code: p.code,
        name: p.name,
        description: p.description,
        category: 'Men',
        subcategory: p.subcategory,
        price: 100_000,
        dollar_price: 1,
        status: 'soldOut' in p ? 'OUTOFSTOCK' : 'INSTOCK',
        created_at: new Date(Date.parse('2025-06-01T00:00:00Z') - n * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id.set(p.code, row.id);
  }
  index = new SearchIndex(t.db, (error) => {
    throw error;
  });
  await index.build();
});
afterAll(async () => {
  await index.stop();
  await t.drop();
});

const snapshot = () => index.current() as Snapshot;
const codes = (keyword: string, locale: Locale = 'en') => {
  const { ids } = snapshot().outline({ keyword }, { limit: 12, offset: 0 }, locale);
  const byId = new Map([...id].map(([code, productId]) => [productId, code]));
  return ids.map((productId) => byId.get(productId));
};

describe('ranking (issue 46)', () => {
  it('puts exact words before typos, the name before the description, in stock before sold out', () => {
    // MUW-3 and MUW-2: in the name, the newer sold out; MPR-1: in the description; MPR-4: a typo.
    expect(codes('cotton')).toEqual(['MUW-3', 'MUW-2', 'MPR-1', 'MPR-4']);
  });

  it('puts fewer typos before a better place, and breaks ties newest first', () => {
    // "cotto" is still being typed: the start of "cotton" (no typo; in a name, then in a description)
    // before "coto(n)" and "cotta" (one typo each, in names; the newer first).
    expect(codes('cotto')).toEqual(['MUW-3', 'MUW-2', 'MPR-1', 'MPR-4', 'KTC-5']);
  });

  it('sums the places of every word: a category word counts after the name', () => {
    // "robe": MPR-1 and MPR-4 by name; "underwear": the sub-category of MUW-2 and MUW-3.
    expect(codes('cotton robe')).toEqual(['MPR-1', 'MPR-4']);
    expect(codes('underwear cotton')).toEqual(['MUW-3', 'MUW-2']);
    expect(codes('robe')).toEqual(['MPR-1', 'MPR-4']);
  });

  it('offers the closest catalogue words when nothing is found, and only searches that find something', () => {
    const outline = (keyword: string) => snapshot().outline({ keyword }, { limit: 12, offset: 0 }, 'en');
    expect(outline('robb').didYouMean).toEqual(['robe']);
    expect(outline('cotten robb').didYouMean).toEqual(['cotten robe']);
    expect(outline('qqqzzz').didYouMean).toBeUndefined();
    // Each word finds something, together nothing: no word to correct.
    expect(outline('jug robe').didYouMean).toBeUndefined();
    // The other filters are kept: in Kids there is no robe.
    expect(
      snapshot().outline({ keyword: 'robb', category: 'Kids' }, { limit: 12, offset: 0 }, 'en').didYouMean,
    ).toBeUndefined();
  });
});
