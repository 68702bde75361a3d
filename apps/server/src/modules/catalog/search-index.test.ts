import { LOCALES, type Locale } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJsonText } from '../../lib/json-text.js';
import { createTestDatabase, type TestDatabase } from '../../test/helper.js';
import { syncProductFacets } from './facets.js';
import { createProductListing, withoutNoOpBounds } from './listing.js';
import { listProducts, type ProductFilter } from './listing-queries.js';
import { SearchIndex } from './search-index.js';
import { createSuggester } from './suggest.js';
import {
  FIXTURE_CATEGORIES,
  FIXTURE_PRODUCTS,
  insertCatalogFixture,
  insertTranslations,
} from './test-fixture.js';
import { readReference, searchReference } from './test-search-reference.js';

/** A repeatable pseudo-random sequence (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLORS = ['Pink', 'White', 'Navy', 'Black', 'Darkgray', 'Red'];
const SIZES = ['S', 'M', 'L', 'XL', '0-3M', '2Y'];
const WORDS = ['Cotton', 'floral', 'Pyjama', 'SET', 'towel', 'Robe', 'soft_touch', '100%', 'Legging', 'zip'];
/** Translated names' words, in the spellings people type: alef forms, ta marbuta, tashkeel, accents. */
const ARABIC = ['بيجاما', 'بِيجَامَا', 'أحمر', 'احمر', 'منشفة', 'قـطن', 'مستشفى', 'إبريق'];
const FRENCH = ['Écharpe', 'coton', 'Pyjamâ', 'ÉTÉ', 'serviette', 'Cœur'];

/**
 * 400 products drawn at random from the fixture's vocabulary, many created at the same instants; a
 * third of them with Arabic and French names too.
 */
async function insertRandomProducts(db: TestDatabase['db']) {
  const next = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const ids: string[] = [];
  const words = (vocabulary: readonly string[]) =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(vocabulary)).join(' ');
  for (let n = 0; n < 400; n++) {
    const category = pick(Object.keys(FIXTURE_CATEGORIES));
    const subs = FIXTURE_CATEGORIES[category] ?? {};
    const subcategory = pick(Object.keys(subs));
    const thirds = subs[subcategory] ?? [];
    const { id } = await db
      .insertInto('products')
      .values({
        product_code: `${category.slice(0, 1)}${subcategory.slice(0, 2).toUpperCase()}-${1000 + n}`,
        name: Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(WORDS)).join(' '),
        description: next() < 0.5 ? `Generated: ${words(WORDS)}.` : 'Generated for the search index test.',
        category,
        subcategory,
        subsubcategory: thirds.length > 0 && next() < 0.7 ? pick(thirds) : null,
        collectiontype: pick(['Summer', 'Winter', null]),
        status: next() < 0.2 ? 'OUTOFSTOCK' : 'INSTOCK',
        price: Math.floor(next() * 50) * 99_500,
        dollar_price: 1,
        discount_rate: pick([0, 0, 10, 25]),
        discount_active: next() < 0.5,
        ratings: Math.floor(next() * 501) / 100,
        created_at: new Date(Date.parse('2025-01-01T00:00:00Z') + Math.floor(next() * 40) * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
    if (next() < 1 / 3) {
      await insertTranslations(db, id, {
        ar: { name: words(ARABIC), description: '' },
        ...(next() < 0.5 ? { fr: { name: words(FRENCH), description: '' } } : {}),
      });
    }
    const options = Array.from({ length: Math.floor(next() * 3) }, (_, position) => ({
      product_id: id,
      position,
      size: pick(SIZES),
      color: pick(COLORS),
      quantity: Math.floor(next() * 4),
      code: `R${n}-${position}`,
    }));
    if (options.length > 0) await db.insertInto('product_options').values(options).execute();
  }
  await syncProductFacets(db, ids);
}

/** Filters of every kind but a keyword, alone and combined, with bounds on either side of the prices that exist. */
function conditions(): ProductFilter[] {
  const next = random(11);
  const single: ProductFilter[] = [
    {},
    ...Object.keys(FIXTURE_CATEGORIES).map((category) => ({ category })),
    { subcategory: 'Sport Wear' },
    { subsubcategory: 'Legging' },
    { subsubcategory: 'Nowhere' },
    { collectiontype: 'Summer' },
    ...COLORS.map((color) => ({ color })),
    ...SIZES.map((size) => ({ size })),
    { color: 'Orange' },
    { priceGte: 1_500_000 },
    { priceLte: 1_194_000 },
    { priceLte: 1_193_999 },
    { priceGte: 745_001, priceLte: 2_000_000 },
    { ratingsGte: 4.5 },
    { ratingsLte: 1.25 },
    { onSale: true },
  ];
  const combined = Array.from({ length: 60 }, () => {
    const [a, b, c] = [0, 1, 2].map(() => single[1 + Math.floor(next() * (single.length - 1))]);
    return { ...a, ...b, ...(next() < 0.5 ? c : {}) };
  });
  return [...single, ...combined].map(withoutNoOpBounds);
}

/**
 * Searches as shoppers type them: words in any order, plurals, typos at the 4/5 and 8/9 letter
 * boundaries, words still being typed, codes, category and colour words in three languages, Arabic and
 * French spellings, and text that is no word.
 */
const KEYWORDS = [
  'cot',
  'COTTON',
  'coton',
  'cottons floral',
  'floarl',
  'pyjama set',
  'set pyjamas',
  'pyjma',
  'ton flo',
  'soft_',
  'soft touch',
  'tuch',
  'legings',
  '100%',
  '%',
  'z',
  'zi',
  'zip robe',
  'wpj-1',
  'bt',
  'women',
  'kids robe',
  'navy',
  'men navy legging',
  'summer towel',
  'احمر',
  'أحمر',
  'منشفه',
  'بيجاما',
  'بِيجاما احمر',
  'مستشفي',
  'قطن',
  'نسائي',
  'echarpe',
  'ÉCHARPE',
  'pyjama',
  'coeur',
  'été',
  'femme pyjama',
  'بي',
  'qqqzzz',
];

describe('the search index', () => {
  let t: TestDatabase;
  let index: SearchIndex;
  const errors: unknown[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    await insertCatalogFixture(t.db);
    await insertRandomProducts(t.db);
    // Read 7 products per statement: about 60 chunks, many of whose boundaries fall between
    // products created at the same instant.
    index = new SearchIndex(t.db, (error) => errors.push(error), 0, 7);
    await index.build();
  });
  afterAll(async () => {
    await index.stop();
    await t.drop();
  });

  it('finds, orders and counts every filter without a keyword as the database does, on every page, in every order', async () => {
    const snapshot = index.current();
    expect(snapshot?.size).toBe(FIXTURE_PRODUCTS.length + 400);
    let compared = 0;
    const sorts = ['newest', 'priceAsc', 'priceDesc'] as const;
    for (const [n, filter] of conditions().entries()) {
      for (const offset of [0, 12, 36, 500]) {
        const page = { limit: 12, offset, sort: sorts[(n + offset) % sorts.length] };
        const expected = await listProducts(t.db, filter, page, {});
        const outline = snapshot?.outline(filter, page);
        expect(outline, JSON.stringify({ filter, offset })).toEqual({
          ids: parseJsonText(expected.products).map((p) => p._id),
          productsCount: expected.productsCount,
          filteredProductCount: expected.filteredProductCount,
          maxPrice: expected.maxPrice,
        });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('finds and ranks a keyword as a scan of every product would, in each language, with other filters', async () => {
    const snapshot = index.current();
    const reference = await readReference(t.db);
    const others = conditions().filter((_, i) => i % 9 === 0);
    let compared = 0;
    for (const keyword of KEYWORDS) {
      for (const other of others) {
        // The products the other filters leave, as the database finds them.
        const all = await listProducts(t.db, other, { limit: 10_000, offset: 0 }, {});
        const left = new Set(parseJsonText(all.products).map((p) => p._id));
        for (const locale of LOCALES) {
          const expected = searchReference(reference, keyword, locale, (id) => left.has(id));
          for (const offset of [0, 12]) {
            const outline = snapshot?.outline({ ...other, keyword }, { limit: 12, offset }, locale);
            const what = JSON.stringify({ keyword, other, locale, offset });
            expect(outline?.ids, what).toEqual(expected.slice(offset, offset + 12));
            expect(outline?.filteredProductCount, what).toBe(expected.length);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('suggests the first products of the same order', async () => {
    const snapshot = index.current();
    const reference = await readReference(t.db);
    for (const text of [...KEYWORDS, 'Towel', 'pyj', 'WPJ-1', 'pj-1', 'bto-10', 'w-10', '10', 'so']) {
      for (const locale of LOCALES) {
        const expected = searchReference(reference, text, locale).slice(0, 8);
        const ids = snapshot?.suggest(text, 8, locale).map((s) => s._id);
        expect(ids, `${text} ${locale}`).toEqual(expected);
      }
    }
  });

  it('is never used past its search version: the database answers until it is read again', async () => {
    const listing = createProductListing(t.db, index);
    const suggest = createSuggester(t.db, index);
    const page = { limit: 12, offset: 0 };
    const [newest] = parseJsonText((await listing({}, page)).value.products);
    await t.db
      .updateTable('products')
      .set({ name: 'Renamed Zebra Robe' })
      .where('id', '=', newest?._id ?? '')
      .execute();

    // The first answers after the change are the database's: the index is a version behind.
    const renamed = parseJsonText((await listing({ keyword: 'zebra' }, page)).value.products);
    expect(renamed.map((p) => p._id)).toEqual([newest?._id]);
    expect((await suggest('zebra', 8)).value.map((s) => s.name)).toEqual(['Renamed Zebra Robe']);

    // Seeing the newer version started a rebuild (no gap in this test); once read, the index has it,
    // and forgives its typos.
    await index.settled();
    expect(errors).toEqual([]);
    expect(index.current()?.outline({ keyword: 'zebar' }, page).ids).toEqual([newest?._id]);
    expect(
      index
        .current()
        ?.suggest('zebra', 8)
        .map((s) => s.name),
    ).toEqual(['Renamed Zebra Robe']);
  });

  it('knows a sub-category an admin added by the labels given for it', async () => {
    const women = await t.db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', 'Women')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('subcategories')
      .values({ category_id: women.id, name: 'Kaftans', position: 9, labels: { ar: 'قفطان', fr: 'Caftans' } })
      .execute();
    const { id } = await t.db
      .insertInto('products')
      .values({
        product_code: 'WKF-1',
        name: 'Embroidered Long Dress',
        description: '',
        category: 'Women',
        subcategory: 'Kaftans',
        price: 1000,
        dollar_price: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await index.build();
    const page = { limit: 12, offset: 0 };
    const found = (keyword: string, locale: Locale) =>
      index.current()?.outline({ keyword }, page, locale).ids;
    expect(found('kaftan', 'en')).toEqual([id]);
    expect(found('قفطان', 'ar')).toEqual([id]);
    expect(found('caftan', 'fr')).toEqual([id]);
  });
});
