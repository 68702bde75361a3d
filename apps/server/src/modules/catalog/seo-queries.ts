import { DEFAULT_LOCALE, type Locale } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { firstImageUrl, localizedText } from './product-json.js';

/** The SQL of link previews and the sitemap (what crawlers and shared links read). */

export interface ProductPreview {
  id: string;
  name: string;
  description: string;
  /** The price the shopper pays now (after the discount running, decision 095). */
  price: number;
  /** The first image's largest variant (the original when it has none), for link previews. */
  image: string | null;
}

/** What a link preview (Open Graph) of a product shows, its name and description in `locale`. */
export async function findProductPreview(
  db: Database,
  id: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ProductPreview | undefined> {
  return db
    .selectFrom('products as p')
    .select([
      'p.id',
      localizedText(locale, 'name').as('name'),
      localizedText(locale, 'description').as('description'),
      'p.shown_price as price',
      firstImageUrl('largest').as('image'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function countProducts(db: Database): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A slice of product ids with their last change, in a stable order (sitemap pages). */
export async function productSitemapEntries(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ id: string; lastmod: string }[]> {
  return db
    .selectFrom('products')
    .select(['id', sql<string>`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD')`.as('lastmod')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Every product, lean, named in `locale`, as a JSON array written by the database: with a large
 * catalogue this is megabytes, which the server then sends as is instead of parsing and re-serialising
 * every row.
 */
export async function allProductLinksJson(db: Database, locale: Locale): Promise<string> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('products as p')
        .select([
          'p.id as _id',
          localizedText(locale, 'name').as('name'),
          'p.product_code as productId',
          firstImageUrl('smallest').as('image'),
        ])
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .as('l'),
    )
    .select(sql<string>`coalesce(json_agg(l)::text, '[]')`.as('json'))
    .executeTakeFirstOrThrow();
  return row.json;
}
