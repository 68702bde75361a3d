import { LOCALES, type Locale, loadWords, type SubcategoryLabels, type TranslatedLocale } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { firstImageUrl } from './product-json.js';
import { PLACE, type Postings, type Terms, TermsBuilder } from './search-terms.js';
import { eachTextWord } from './search-words.js';
import { catalogSearchVersion } from './version-queries.js';

/**
 * Reading the search index (search-snapshot.ts) from the database: every product in listing order, in
 * chunks, between two reads of the search version; its facet values' position lists; its words and
 * the category words of its facet values, in every language (search-terms.ts).
 */

/** The fields a listing filters on that name one value of a vocabulary (colours and sizes: one of several). */
export const FACETS = [
  'category',
  'subcategory',
  'subsubcategory',
  'collectiontype',
  'color',
  'size',
] as const;
type Facet = (typeof FACETS)[number];

/** Facets whose values are words a shopper searches by ("kids slipper", "red robe", "winter"). */
const WORD_FACETS = {
  category: 'categories',
  subcategory: 'subcategories',
  subsubcategory: 'subsubcategories',
  collectiontype: 'collections',
  color: 'colors',
} as const satisfies Partial<Record<Facet, string>>;

/** Collects positions per key while the products are read in order; then freezes them into Postings. */
class PostingsBuilder {
  readonly #lists = new Map<string, number[]>();

  add(key: string, position: number): void {
    const list = this.#lists.get(key);
    if (!list) this.#lists.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  }

  /** Each key's positions and bit set (a bit set takes size / 8 bytes: only for vocabularies). */
  postings(size: number): Map<string, Postings> {
    const built = new Map<string, Postings>();
    for (const [key, list] of this.#lists) {
      const positions = Int32Array.from(list);
      const bits = new Uint32Array((size >>> 5) + 1);
      for (const position of positions)
        bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31));
      built.set(key, { positions, bits });
    }
    return built;
  }
}

interface Row {
  /** As text: a JavaScript Date would drop the microseconds that the next chunk starts after. */
  created_at: string;
  id: string;
  name: string;
  description: string;
  /** Its translated name and description by language; null without translations. */
  translations: Partial<Record<TranslatedLocale, { name: string; description: string }>> | null;
  product_code: string;
  shown_price: number;
  /** The discount running (0036): the "on sale" filter. */
  discount_now: number;
  ratings: number;
  status: 'INSTOCK' | 'OUTOFSTOCK';
  category: string;
  subcategory: string;
  subsubcategory: string | null;
  collectiontype: string | null;
  colors: string[];
  sizes: string[];
  image: string | null;
}

/** How many products one statement reads while the index is built (the event loop runs in between). */
export const READ_CHUNK = 2000;

/** The next READ_CHUNK products in listing order after `after`, with what the index holds of them. */
async function readChunk(db: Database, after: Row | undefined, chunk: number): Promise<Row[]> {
  const { rows } = await sql<Row>`
    select p.created_at::text as created_at, p.id, p.name, p.description, p.product_code, p.shown_price,
      p.discount_now, p.ratings, p.status, p.category, p.subcategory, p.subsubcategory, p.collectiontype, p.colors, p.sizes,
      (select json_object_agg(t.locale, json_build_object('name', t.name, 'description', t.description))
        from product_translations t where t.product_id = p.id) as translations,
      ${firstImageUrl('smallest')} as image
    from products p
    where ${after ? sql`(p.created_at, p.id) < (${after.created_at}::timestamptz, ${after.id}::uuid)` : sql`true`}
    order by p.created_at desc, p.id desc
    limit ${chunk}`.execute(db);
  return rows;
}

/** Sub-categories' Arabic and French names given by the admin who added them (decision of issue 36). */
async function subcategoryLabels(db: Database): Promise<Map<string, SubcategoryLabels>> {
  const rows = await db.selectFrom('subcategories').select(['name', 'labels']).execute();
  return new Map(rows.map((row) => [row.name, row.labels]));
}

/**
 * Lets requests in between two slices of the read. Awaiting a statement need not do so on PGlite,
 * which runs it in this thread.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A product's fields that a suggestion shows, column by column. */
export interface Shown {
  ids: string[];
  /** English names, and the translated ones (null for a product without translations). */
  names: string[];
  translatedNames: (Partial<Record<Locale, string>> | null)[];
  codes: string[];
  images: (string | null)[];
}

/** What a snapshot is made of (see Snapshot). */
export interface SnapshotParts {
  version: number;
  shown: Shown;
  prices: Float64Array;
  ratings: Float64Array;
  soldOut: Uint8Array;
  facets: Record<Facet, Map<string, Postings>>;
  /** The products with a discount running (the "on sale" filter, issue 48). */
  onSale: Postings;
  terms: Terms;
}

/**
 * Every product, READ_CHUNK at a time in listing order (each statement short, even on the embedded
 * database, which runs in this thread), between two reads of the search version: when both are the
 * same, no change that a search sees was committed in between, so every chunk saw the catalogue of
 * that version. Otherwise nothing is built (undefined), and a later version seen plans another read;
 * so does an empty catalogue, which the database lists fast anyway.
 */
export async function readSnapshotParts(
  db: Database,
  chunk = READ_CHUNK,
): Promise<SnapshotParts | undefined> {
  const version = await catalogSearchVersion(db);
  const shown: Shown = { ids: [], names: [], translatedNames: [], codes: [], images: [] };
  const prices: number[] = [];
  const ratings: number[] = [];
  const soldOut: number[] = [];
  const facets = Object.fromEntries(FACETS.map((facet) => [facet, new PostingsBuilder()])) as Record<
    Facet,
    PostingsBuilder
  >;
  const terms = new TermsBuilder();
  const onSale = new PostingsBuilder();
  let after: Row | undefined;
  for (;;) {
    const rows = await readChunk(db, after, chunk);
    for (const row of rows) {
      const i = shown.ids.length;
      shown.ids.push(row.id);
      shown.names.push(row.name);
      shown.codes.push(row.product_code);
      shown.images.push(row.image);
      prices.push(row.shown_price);
      ratings.push(row.ratings);
      soldOut.push(row.status === 'OUTOFSTOCK' ? 1 : 0);
      if (row.discount_now > 0) onSale.add('on', i);
      facets.category.add(row.category, i);
      facets.subcategory.add(row.subcategory, i);
      if (row.subsubcategory !== null) facets.subsubcategory.add(row.subsubcategory, i);
      if (row.collectiontype !== null) facets.collectiontype.add(row.collectiontype, i);
      for (const color of row.colors) facets.color.add(color, i);
      for (const size of row.sizes) facets.size.add(size, i);
      addProductWords(terms, row, i);
      const { translations } = row;
      shown.translatedNames.push(
        translations &&
          Object.fromEntries(Object.entries(translations).map(([locale, text]) => [locale, text.name])),
      );
    }
    await nextTurn();
    if (rows.length < chunk) break;
    after = rows[rows.length - 1];
  }
  const size = shown.ids.length;
  const labels = await subcategoryLabels(db);
  if (size === 0 || (await catalogSearchVersion(db)) !== version) return undefined;
  const built = Object.fromEntries(FACETS.map((facet) => [facet, facets[facet].postings(size)])) as Record<
    Facet,
    Map<string, Postings>
  >;
  await addCategoryWords(terms, built, labels);
  await nextTurn();
  return {
    version,
    shown,
    prices: Float64Array.from(prices),
    ratings: Float64Array.from(ratings),
    soldOut: Uint8Array.from(soldOut),
    facets: built,
    onSale: onSale.postings(size).get('on') ?? {
      positions: new Int32Array(0),
      bits: new Uint32Array((size >>> 5) + 1),
    },
    terms: terms.freeze(size),
  };
}

/** A product's own words: its names and code, then its descriptions, in each language it has. */
function addProductWords(terms: TermsBuilder, row: Row, position: number): void {
  const add = (text: string, place: 0 | 2, locale: Locale) =>
    eachTextWord(text, (word, surface) => terms.add(word, surface, position, place, locale));
  add(row.name, PLACE.name, 'en');
  eachTextWord(row.product_code, (word, surface) => terms.addCode(word, surface, position));
  for (const [locale, text] of translationsOf(row)) add(text.name, PLACE.name, locale);
  add(row.description, PLACE.description, 'en');
  for (const [locale, text] of translationsOf(row)) add(text.description, PLACE.description, locale);
}

const translationsOf = (row: Row) =>
  Object.entries(row.translations ?? {}) as [TranslatedLocale, { name: string; description: string }][];

/**
 * The words that name each facet value in each language, as the storefront shows them (the web
 * catalogues' vocabulary; an admin's labels for a sub-category the catalogues do not know; else the
 * stored name), pointing at the value's products.
 */
async function addCategoryWords(
  terms: TermsBuilder,
  facets: Record<Facet, Map<string, Postings>>,
  labels: Map<string, SubcategoryLabels>,
): Promise<void> {
  const words = await Promise.all(LOCALES.map(loadWords));
  for (const [n, locale] of LOCALES.entries()) {
    const vocab = (words[n] as Awaited<ReturnType<typeof loadWords>>).vocab;
    for (const [facet, group] of Object.entries(WORD_FACETS) as [keyof typeof WORD_FACETS, string][]) {
      const named = vocab[group as keyof typeof vocab] as Record<string, string>;
      for (const [value, postings] of facets[facet]) {
        const label =
          locale === 'en'
            ? value
            : (named[value] ?? (facet === 'subcategory' ? labels.get(value)?.[locale] : undefined));
        if (!label) continue;
        eachTextWord(label, (word, surface) => terms.addFacet(word, surface, postings, locale));
      }
    }
  }
}
