import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type Database,
  DEMO_DOLLAR_RATE,
  type MediaStorage,
  type StoredImage,
  seedCategories,
  storeImage,
  syncProductFacets,
} from '@shop/server/bench';
import {
  CATEGORY_TREE,
  COLOR_NAMES,
  MAIN_CATEGORIES,
  SIZE_FILTERS,
  type TranslatedLocale,
} from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { fr } from '@shop/shared/i18n/fr';
import { type RawBuilder, sql } from 'kysely';
import sharp from 'sharp';

/**
 * A large, deterministic catalogue for load tests: N products × 5 options × 1 image, spread over every
 * category leaf, colour and size of the shared vocabularies. The rows are made by the database itself
 * (INSERT … SELECT over generate_series), so 100,000 products take seconds on PostgreSQL, not minutes.
 */

export const OPTIONS_PER_PRODUCT = 5;
/** Image rows point at a handful of real files: the load test reads JSON, never the pictures. */
const SAMPLE_IMAGES = 6;
const BATCH = 10_000;
const FACET_CHUNK = 5_000;
const CREATED_SPREAD_SECONDS = 3 * 365 * 24 * 3600;

/** Words that make names a shopper would type into the search box ("cotton", "pyj", "fleece"). */
const PATTERNS = ['Floral', 'Striped', 'Plain', 'Checked', 'Printed', 'Embroidered', 'Dotted', 'Ribbed'];
const MATERIALS = ['Cotton', 'Linen', 'Fleece', 'Satin', 'Bamboo', 'Jersey', 'Velvet', 'Muslin', 'Terry'];
/** The same words in Arabic and French, for the translated third of the catalogue. */
const WORDS: Record<TranslatedLocale, { patterns: string[]; materials: string[] }> = {
  ar: {
    patterns: ['مشجر', 'مقلم', 'سادة', 'كاروهات', 'مطبوع', 'مطرز', 'منقط', 'مضلع'],
    materials: ['قطن', 'كتان', 'فليس', 'ساتان', 'بامبو', 'جيرسيه', 'مخمل', 'موسلين', 'إسفنجي'],
  },
  fr: {
    patterns: ['à fleurs', 'rayé', 'uni', 'à carreaux', 'imprimé', 'brodé', 'à pois', 'côtelé'],
    materials: ['coton', 'lin', 'polaire', 'satin', 'bambou', 'jersey', 'velours', 'mousseline', 'éponge'],
  },
};
/** One product in this many has an Arabic and a French name (issue 36's bench: a third). */
const TRANSLATED_ONE_IN = 3;

/** Categories without their own size filter get generic garment sizes. */
const DEFAULT_SIZES = ['One Size', 'S', 'M', 'L', 'XL'];

export interface Leaf {
  category: string;
  subcategory: string;
  subsubcategory: string | null;
  /** The last word(s) of a product name, e.g. "Bath Towel" or "Pyjamas". */
  noun: string;
  /** Product codes start with it, e.g. "WPY" for Women › Pyjamas. */
  codePrefix: string;
}

/** Every place a product can sit in the category tree (a subcategory, or each of its subsubcategories). */
export function catalogueLeaves(): Leaf[] {
  return MAIN_CATEGORIES.flatMap((category) =>
    CATEGORY_TREE[category].flatMap(({ name: subcategory, subsubcategories }) => {
      const ends = subsubcategories.length > 0 ? subsubcategories : [null];
      return ends.map((subsubcategory) => ({
        category,
        subcategory,
        subsubcategory,
        noun: subsubcategory === null ? subcategory : nounFor(subcategory, subsubcategory),
        codePrefix: (category[0] + (subsubcategory ?? subcategory).slice(0, 2)).toUpperCase(),
      }));
    }),
  );
}

function nounFor(subcategory: string, subsubcategory: string): string {
  return subcategory === 'Towels' ? `${subsubcategory} Towel` : subsubcategory;
}

/** A leaf's noun in Arabic or French: the shop's own label of its sub-category (or sub-sub-category). */
function translatedNoun(locale: TranslatedLocale, leaf: Leaf): string {
  const { subcategories, subsubcategories } = (locale === 'ar' ? ar : fr).vocab;
  const sub = subcategories[leaf.subcategory as keyof typeof subcategories] ?? leaf.subcategory;
  if (leaf.subsubcategory === null) return sub;
  const third = subsubcategories[leaf.subsubcategory as keyof typeof subsubcategories] ?? leaf.subsubcategory;
  return leaf.subcategory === 'Towels' ? `${sub} ${third}` : third;
}

export function sizesFor(category: string): readonly string[] {
  return Object.hasOwn(SIZE_FILTERS, category)
    ? SIZE_FILTERS[category as keyof typeof SIZE_FILTERS]
    : DEFAULT_SIZES;
}

export interface GenerateOptions {
  products: number;
  log: (line: string) => void;
}

/** Replaces the catalogue with a generated one and leaves the planner's statistics fresh. */
export async function generateCatalogue(db: Database, media: MediaStorage, options: GenerateOptions) {
  const { log } = options;
  const started = performance.now();
  const step = async (title: string, work: () => Promise<void>) => {
    const t = performance.now();
    await work();
    log(`${title} (${seconds(performance.now() - t)})`);
  };
  await sql`TRUNCATE products CASCADE`.execute(db);
  await seedCategories(db); // the tree the storefront's menus read, as the demo shop has it
  let images: StoredImage[] = [];
  await step(`${SAMPLE_IMAGES} sample images stored`, async () => {
    images = await storeSampleImages(media);
  });
  const leaves = catalogueLeaves();
  await db.transaction().execute(async (trx) => {
    for (let from = 1; from <= options.products; from += BATCH) {
      const to = Math.min(from + BATCH - 1, options.products);
      await insertProductBatch(trx, { from, to }, leaves, images);
      log(`products ${to.toLocaleString('en')} / ${options.products.toLocaleString('en')}`);
    }
  });
  await step('stock, colours and sizes computed', () => syncAllFacets(db));
  await step('a third named in Arabic and French', () => translateCatalogue(db));
  await step('VACUUM ANALYZE', async () => {
    await sql`VACUUM ANALYZE products, product_options, product_images, product_translations`.execute(db);
  });
  const total = performance.now() - started;
  log(`${options.products.toLocaleString('en')} products generated in ${seconds(total)}`);
  return { ms: total };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A few plain coloured pictures through the real image pipeline, so every URL in a response resolves. */
async function storeSampleImages(media: MediaStorage): Promise<StoredImage[]> {
  if (media.localRoot) await rm(path.join(media.localRoot, 'bench'), { recursive: true, force: true });
  const images: StoredImage[] = [];
  for (let n = 0; n < SAMPLE_IMAGES; n++) {
    const hue = Math.round((n * 360) / SAMPLE_IMAGES);
    const picture = await sharp({
      create: { width: 1280, height: 1600, channels: 3, background: `hsl(${hue}, 45%, 70%)` },
    })
      .png()
      .toBuffer();
    images.push(await storeImage(media, picture, 'bench'));
  }
  return images;
}

/** A deterministic pseudo-random integer in [0, n) from an integer or text seed and a salt. */
export function pick(seed: RawBuilder<unknown>, salt: number, n: number): RawBuilder<number> {
  return sql<number>`abs(hashtextextended(${seed}::text, ${sql.lit(salt)}) % ${sql.lit(n)})::int`;
}

/** `words[pick]` as SQL, with the list inlined as literals (no driver-specific array parameters). */
export function pickWord(
  words: readonly string[],
  seed: RawBuilder<unknown>,
  salt: number,
): RawBuilder<string> {
  return sql<string>`(array[${sql.join(words.map((w) => sql.lit(w)))}])[1 + ${pick(seed, salt, words.length)}]`;
}

/**
 * Products `from`…`to` with their options and image in one statement: data-modifying CTEs hand the new
 * ids straight to the option and image inserts.
 */
async function insertProductBatch(
  db: Database,
  range: { from: number; to: number },
  leaves: readonly Leaf[],
  images: readonly StoredImage[],
) {
  const i = sql.ref('g.i');
  const code = sql.ref('new.product_code');
  const leafRows = leaves.map(
    (l, idx) =>
      sql`(${sql.lit(idx)}, ${l.category}, ${l.subcategory}, ${l.subsubcategory}::text, ${l.noun}, ${l.codePrefix})`,
  );
  const sizeRows = MAIN_CATEGORIES.map((c) => sql`(${c}, ${sizesFor(c).join('|')})`);
  const imageRows = images.map(
    (img, idx) => sql`(${sql.lit(idx)}, ${img.url}, ${JSON.stringify(img.variants)}::jsonb)`,
  );
  const colorCount = COLOR_NAMES.length;
  const firstColor = pick(code, 21, colorCount);
  // The second colour differs from the first, so each product offers two colours.
  const secondColor = sql`(${firstColor} + 1 + ${pick(code, 22, colorCount - 1)}) % ${sql.lit(colorCount)}`;
  const colors = sql`array[${sql.join(COLOR_NAMES.map((c) => sql.lit(c)))}]`;
  const pattern = pickWord(PATTERNS, i, 2);
  const material = pickWord(MATERIALS, i, 3);
  const discount = sql`(array[0, 0, 0, 10, 20, 30])[1 + ${pick(i, 5, 6)}]`;

  await sql`
    WITH
    leaf(idx, category, subcategory, subsubcategory, noun, code) AS (VALUES ${sql.join(leafRows)}),
    sizes(category, list) AS (VALUES ${sql.join(sizeRows)}),
    img(idx, url, variants) AS (VALUES ${sql.join(imageRows)}),
    new AS (
      INSERT INTO products (product_code, name, description, category, subcategory, subsubcategory,
        collectiontype, price, dollar_price, discount_rate, discount_active, ratings, num_of_reviews,
        created_at, updated_at)
      SELECT
        l.code || '-' || lpad(${i}::text, 6, '0'),
        ${pattern} || ' ' || ${material} || ' ' || l.noun,
        'A ' || lower(${pattern}) || ' ' || lower(${material}) || ' piece from our '
          || l.category || ' collection.',
        l.category, l.subcategory, l.subsubcategory,
        (array['Summer', 'Winter', NULL])[1 + ${pick(i, 4, 3)}],
        p.price,
        round(p.price / ${sql.lit(DEMO_DOLLAR_RATE)}::numeric, 2),
        ${discount},
        ${discount} > 0 AND ${pick(i, 6, 2)} = 0,
        ${pick(i, 7, 11)} / 2.0,
        CASE WHEN ${pick(i, 7, 11)} = 0 THEN 0 ELSE 1 + ${pick(i, 8, 40)} END,
        c.at, c.at
      FROM generate_series(${range.from}::int, ${range.to}::int) g(i)
      JOIN leaf l ON l.idx = ${pick(i, 1, leaves.length)}
      CROSS JOIN LATERAL (SELECT (20 + ${pick(i, 9, 2000)}) * 10000 AS price) p
      CROSS JOIN LATERAL (
        SELECT now() - make_interval(secs => ${pick(i, 10, CREATED_SPREAD_SECONDS)}) AS at) c
      RETURNING id, product_code, category
    ),
    opts AS (
      INSERT INTO product_options (product_id, position, size, color, quantity, code, status)
      SELECT new.id, k, s.list[1 + (${pick(code, 23, 1000)} + k) % cardinality(s.list)],
        (${colors})[1 + CASE WHEN k < 3 THEN ${firstColor} ELSE ${secondColor} END],
        q.n, new.product_code || '-' || (k + 1),
        CASE WHEN q.n = 0 THEN 'OUTSTOCK' ELSE 'INSTOCK' END
      FROM new
      JOIN (SELECT category, string_to_array(list, '|') AS list FROM sizes) s USING (category)
      CROSS JOIN generate_series(0, ${sql.lit(OPTIONS_PER_PRODUCT - 1)}) k
      CROSS JOIN LATERAL (SELECT ${pick(sql`${code} || k`, 24, 12)} AS n) q
      -- One product's options side by side, as the admin form writes them (one page read, not five).
      ORDER BY new.id, k
    )
    INSERT INTO product_images (product_id, position, public_id, url, variants)
    SELECT new.id, 0, 'bench/' || new.product_code, img.url, img.variants
    FROM new JOIN img ON img.idx = ${pick(code, 25, images.length)}
  `.execute(db);
}

/** The server's own facet sync over every product, in chunks that stay under the driver's parameter limit. */
async function syncAllFacets(db: Database) {
  const rows = await db.selectFrom('products').select('id').execute();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += FACET_CHUNK) {
      const ids = rows.slice(start, start + FACET_CHUNK).map((r) => r.id);
      await syncProductFacets(trx, ids);
    }
  });
}

/**
 * Names one product in TRANSLATED_ONE_IN in Arabic and French, from its generated English name
 * (pattern, material, noun): "مخمل مقلم" + noun, "… rayé en velours". Products that have translations
 * keep them, so it can be run again, on a catalogue generated before translations existed too.
 */
export async function translateCatalogue(db: Database): Promise<void> {
  const words = (english: readonly string[], key: 'patterns' | 'materials') =>
    sql.join(english.map((en, i) => sql`(${en}, ${WORDS.ar[key][i]}, ${WORDS.fr[key][i]})`));
  const leaves = catalogueLeaves().map(
    (l) =>
      sql`(${l.category}, ${l.subcategory}, ${l.subsubcategory}::text, ${translatedNoun('ar', l)}, ${translatedNoun('fr', l)})`,
  );
  await sql`
    WITH
    pattern(en, ar, fr) AS (VALUES ${words(PATTERNS, 'patterns')}),
    material(en, ar, fr) AS (VALUES ${words(MATERIALS, 'materials')}),
    leaf(category, subcategory, subsubcategory, ar, fr) AS (VALUES ${sql.join(leaves)})
    INSERT INTO product_translations (product_id, locale, name, description)
    SELECT p.id, t.locale, t.name, t.description
    FROM products p
    JOIN pattern pt ON pt.en = split_part(p.name, ' ', 1)
    JOIN material m ON m.en = split_part(p.name, ' ', 2)
    JOIN leaf l ON (l.category, l.subcategory) = (p.category, p.subcategory)
      AND l.subsubcategory IS NOT DISTINCT FROM p.subsubcategory
    CROSS JOIN LATERAL (VALUES
      ('ar', l.ar || ' ' || m.ar || ' ' || pt.ar, 'قطعة من ' || m.ar || ' من تشكيلتنا.'),
      ('fr', l.fr || ' ' || pt.fr || ' en ' || m.fr, 'Une pièce en ' || m.fr || ' de notre collection.')
    ) t(locale, name, description)
    WHERE ${pick(sql.ref('p.product_code'), 26, TRANSLATED_ONE_IN)} = 0
    ON CONFLICT (product_id, locale) DO NOTHING`.execute(db);
}
