import type { ProductTranslations } from '@shop/shared';
import type { Database } from '../../db/database.js';
import { syncProductFacets } from './facets.js';

/**
 * A small, fully known catalogue for the catalogue's integration tests (test-only; the demo seed is
 * separate). Dates count back from a fixed instant so the listing order is known; two products share
 * a creation time to pin the id tie-break.
 */

const FIXTURE_NOW = Date.parse('2025-06-01T12:00:00.000Z');

interface FixtureProduct {
  code: string;
  name: string;
  category: string;
  subcategory: string;
  subsubcategory?: string;
  collectiontype?: 'Summer' | 'Winter';
  price: number;
  ratings: number;
  daysAgo: number;
  /** [size, color, quantity] */
  options: [string, string, number][];
  images?: number;
  discountRate?: number;
  isChecked?: boolean;
  status?: 'INSTOCK' | 'OUTOFSTOCK';
  description?: string;
}

const named: FixtureProduct[] = [
  {
    code: 'WPJ-100',
    name: 'Floral Cotton Pyjama Set',
    category: 'Women',
    subcategory: 'Pyjamas',
    collectiontype: 'Summer',
    price: 1_500_000,
    ratings: 4.5,
    daysAgo: 1,
    options: [
      ['S', 'Pink', 3],
      ['M', 'White', 2],
    ],
    images: 2,
    discountRate: 20,
    isChecked: true,
    description: 'Soft cotton pyjamas with a "floral" print & piping <for> summer nights.',
  },
  {
    code: 'WSP-200',
    name: 'Seamless Sport Legging',
    category: 'Women',
    subcategory: 'Sport Wear',
    subsubcategory: 'Legging',
    collectiontype: 'Winter',
    price: 2_200_000,
    ratings: 3.2,
    daysAgo: 2,
    options: [
      ['M', 'Navy', 4],
      ['L', 'Navy', 0],
    ],
    images: 1,
  },
  {
    code: 'MSP-300',
    name: 'Fleece Tracksuit',
    category: 'Men',
    subcategory: 'Sport Wear',
    subsubcategory: 'Tracksuit',
    collectiontype: 'Winter',
    price: 4_000_000,
    ratings: 4,
    daysAgo: 3,
    options: [
      ['L', 'Navy', 1],
      ['XL', 'Darkgray', 1],
    ],
  },
  {
    code: 'MRB-400',
    name: 'Waffle Bath Robe',
    category: 'Men',
    subcategory: 'Robe',
    collectiontype: 'Winter',
    price: 3_100_000,
    ratings: 2,
    daysAgo: 4,
    options: [['L', 'White', 0]],
    status: 'OUTOFSTOCK',
  },
  {
    code: 'BTW-500',
    name: 'Hooded Baby Bath Towel',
    category: 'Babies',
    subcategory: 'Towels',
    subsubcategory: 'Bath',
    collectiontype: 'Summer',
    price: 900_000,
    ratings: 5,
    daysAgo: 5,
    options: [
      ['One Size', 'White', 5],
      ['One Size', 'Yellow', 5],
    ],
  },
  {
    code: 'BLS-600',
    name: 'Percale Bed Sheet 100% Cotton',
    category: 'Bed Linen',
    subcategory: 'Bed Sheets',
    price: 2_700_000,
    ratings: 0,
    daysAgo: 6,
    options: [
      ['Single', 'Beige', 2],
      ['Double', 'Beige', 2],
    ],
  },
  {
    code: 'KAP-700',
    name: 'Linen Apron',
    category: 'Kitchen',
    subcategory: 'Aprons',
    price: 650_000,
    ratings: 1.5,
    daysAgo: 6,
    options: [['One Size', 'Red', 7]],
  },
  {
    code: 'KPJ-800',
    name: 'Kids Cotton Pyjama',
    category: 'Kids',
    subcategory: 'Pyjamas',
    collectiontype: 'Winter',
    price: 1_200_000,
    ratings: 3.8,
    daysAgo: 7,
    options: [
      ['4', 'Pink', 2],
      ['6', 'Pink', 2],
    ],
  },
];

/** Ten look-alike towels, older than the named products: enough to fill a second page. */
const towels: FixtureProduct[] = Array.from({ length: 10 }, (_, i) => ({
  code: `TTW-9${String(i).padStart(2, '0')}`,
  name: `Cotton Hand Towel ${String(i + 1).padStart(2, '0')}`,
  category: 'Toilet',
  subcategory: 'Towels',
  price: 300_000 + i * 10_000,
  ratings: 3,
  daysAgo: 10 + i,
  options: [['One Size', 'Turquoise', 10]],
}));

export const FIXTURE_PRODUCTS: readonly FixtureProduct[] = [...named, ...towels];

/** The fixture's category tree: name → sub-categories → third level. */
export const FIXTURE_CATEGORIES: Record<string, Record<string, string[]>> = {
  Women: { Pyjamas: [], 'Sport Wear': ['Jacket', 'Legging'] },
  Men: { 'Sport Wear': ['Tracksuit'], Robe: [] },
  Babies: { Towels: ['Bath', 'Face'] },
};

/** A creation time `daysAgo` before FIXTURE_NOW. */
function createdAt(daysAgo: number): Date {
  return new Date(FIXTURE_NOW - daysAgo * 24 * 60 * 60 * 1000);
}

/** Images of product `code`, with variants stored out of width order on purpose. */
function fixtureImages(productId: string, code: string, count: number) {
  return Array.from({ length: count }, (_, position) => ({
    product_id: productId,
    position,
    public_id: `products/${code}-${position}`,
    url: `/images/products/${code}-${position}.webp`,
    variants: JSON.stringify(
      [640, 320, 1280].map((width) => ({ width, url: `/images/products/${code}-${position}-${width}.webp` })),
    ),
  }));
}

async function insertCategories(db: Database) {
  for (const [categoryIndex, [category, subs]] of Object.entries(FIXTURE_CATEGORIES).entries()) {
    const { id } = await db
      .insertInto('categories')
      .values({ name: category, position: categoryIndex })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [subIndex, [sub, third]] of Object.entries(subs).entries()) {
      const row = await db
        .insertInto('subcategories')
        .values({ category_id: id, name: sub, position: subIndex })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (third.length === 0) continue;
      await db
        .insertInto('subsubcategories')
        .values(third.map((name, position) => ({ subcategory_id: row.id, name, position })))
        .execute();
    }
  }
}

/** Inserts the fixture; returns each product's id by its code. */
export async function insertCatalogFixture(db: Database): Promise<Map<string, string>> {
  await insertCategories(db);
  const ids = new Map<string, string>();
  for (const p of FIXTURE_PRODUCTS) {
    const { id } = await db
      .insertInto('products')
      .values({
        product_code: p.code,
        name: p.name,
        description: p.description ?? `${p.name} from the fixture.`,
        category: p.category,
        subcategory: p.subcategory,
        subsubcategory: p.subsubcategory ?? null,
        collectiontype: p.collectiontype ?? null,
        price: p.price,
        dollar_price: p.price / 100_000,
        discount_rate: p.discountRate ?? 0,
        discount_active: p.isChecked ?? false,
        status: p.status ?? 'INSTOCK',
        ratings: p.ratings,
        created_at: createdAt(p.daysAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(p.code, id);
    await db
      .insertInto('product_options')
      .values(
        p.options.map(([size, color, quantity], position) => ({
          product_id: id,
          position,
          size,
          color,
          quantity,
          status: quantity > 0 ? ('INSTOCK' as const) : ('OUTSTOCK' as const),
          code: `${p.code}-${position}`,
        })),
      )
      .execute();
    if (p.images)
      await db
        .insertInto('product_images')
        .values(fixtureImages(id, p.code, p.images))
        .execute();
  }
  await syncProductFacets(db, [...ids.values()]);
  return ids;
}

/** Gives a product its Arabic and French names and descriptions, as the admin's form stores them. */
export async function insertTranslations(
  db: Database,
  productId: string,
  translations: ProductTranslations,
): Promise<void> {
  const rows = Object.entries(translations).map(([locale, text]) => ({
    product_id: productId,
    locale: locale as keyof ProductTranslations,
    ...text,
  }));
  if (rows.length > 0) await db.insertInto('product_translations').values(rows).execute();
}
