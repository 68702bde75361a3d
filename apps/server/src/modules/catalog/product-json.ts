import { DEFAULT_LOCALE, LOCALES, type Locale, type Product, type ProductDetail } from '@shop/shared';
import { type Expression, type RawBuilder, sql } from 'kysely';
import { isoTime } from '../../db/iso-time.js';
import type { JsonText } from '../../lib/json-text.js';
import { reviewsJson } from '../reviews/index.js';

/**
 * One value per language, made once. Statements that show a product's text are built per language:
 * the English ones stay exactly as they were (no translation is read), and each is compiled and
 * prepared apart (decisions 024, 029).
 */
export function forEveryLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

/**
 * A product's name or description in `locale`: its translation (migration 0026) when it has one, else
 * `english`. Product `product` defaults to alias `p`, and its English to that row's column.
 */
export function localizedText(
  locale: Locale,
  column: 'name' | 'description',
  product: Expression<string> = sql.ref('p.id'),
  english: Expression<string> = sql.ref(`p.${column}`),
): RawBuilder<string> {
  if (locale === DEFAULT_LOCALE) return sql<string>`${english}`;
  return sql<string>`coalesce((select ${sql.ref(`t.${column}`)} from product_translations t
    where t.product_id = ${product} and t.locale = ${sql.lit(locale)}), ${english})`;
}

/** The product's name or description in `locale`, from its translation row `tr` (see `inLocale`). */
const translated = (locale: Locale, column: 'name' | 'description') =>
  locale === DEFAULT_LOCALE
    ? sql.ref(`p.${column}`)
    : sql`coalesce(${sql.ref(`tr.${column}`)}, ${sql.ref(`p.${column}`)})`;

/**
 * `json` of product `p` built beside its translation row in `locale` (alias `tr`, null without one),
 * read once for both its name and description. English reads none: the statement stays as it was.
 */
function inLocale<T>(locale: Locale, json: RawBuilder<T>): RawBuilder<T> {
  if (locale === DEFAULT_LOCALE) return json;
  return sql<T>`(select ${json} from (values (1)) as one (x)
    left join product_translations tr on tr.product_id = p.id and tr.locale = ${sql.lit(locale)})`;
}

/**
 * One product row (alias `p`) in the API's JSON shape (docs/product.md §4), built by the database so that a
 * page of products with their images and options is a single round trip and needs no mapping in JS. Its name
 * and description are in `locale`, read from `tr` (see `inLocale`).
 */
const productFields = (locale: Locale) => sql`
  '_id', p.id,
  'productId', p.product_code,
  'name', ${translated(locale, 'name')},
  'description', ${translated(locale, 'description')},
  'category', p.category,
  'subcategory', p.subcategory,
  'subsubcategory', p.subsubcategory,
  'collectiontype', p.collectiontype,
  'price', p.price,
  'dollarPrice', p.dollar_price,
  'discountRate', p.discount_rate,
  'isChecked', p.discount_active,
  'discountStartsAt', ${isoTime('p.discount_starts_at')},
  'discountEndsAt', ${isoTime('p.discount_ends_at')},
  'discountNow', p.discount_now,
  'images', (
    select coalesce(json_agg(json_build_object(
      'url', i.url, 'public_id', i.public_id, 'variants', i.variants) order by i.position), '[]')
    from product_images i where i.product_id = p.id),
  'stock', p.stock,
  'status', p.status,
  'ratings', p.ratings,
  'numOfReviews', p.num_of_reviews,
  'options', (
    select coalesce(json_agg(json_build_object(
      '_id', o.id, 'size', o.size, 'color', o.color, 'quantity', o.quantity,
      'doprice', o.dollar_price, 'oprice', o.price, 'optdescription', o.description,
      'optCode', o.code, 'statusOpt', o.status) order by o.position), '[]')
    from product_options o where o.product_id = p.id),
  'createdAt', ${isoTime('p.created_at')}`;

const PRODUCT_JSON = forEveryLocale((locale) =>
  inLocale(locale, sql<Product>`json_build_object(${productFields(locale)})`),
);

/** One product (alias `p`) in the API's shape, its name and description in `locale`. */
export const productJson = (locale: Locale) => PRODUCT_JSON[locale];

/** One product (alias `p`) as its page shows it, with its reviews, as JSON text (decision 026). */
export const productDetailJson = (locale: Locale) =>
  inLocale(
    locale,
    sql<JsonText<ProductDetail>>`json_build_object(${productFields(locale)},
  'reviews', ${reviewsJson(sql.ref('p.id'))})::text`,
  );

/** Products (alias `p`) as the text of a JSON array in the API's shape, in the given order. */
export const productArrayJson = (order: RawBuilder<unknown>, locale: Locale) =>
  sql<JsonText<Product[]>>`coalesce(json_agg(${productJson(locale)} order by ${order}), '[]')::text`;

/** The first image's smallest or largest variant (the original when it has none); null without images. */
export function firstImageUrl(variant: 'smallest' | 'largest') {
  const direction = sql.raw(variant === 'smallest' ? 'asc' : 'desc');
  return sql<string | null>`(
    select coalesce(
      (select v->>'url' from jsonb_array_elements(i.variants) v order by (v->>'width')::int ${direction} limit 1),
      i.url)
    from product_images i where i.product_id = p.id order by i.position limit 1)`;
}
