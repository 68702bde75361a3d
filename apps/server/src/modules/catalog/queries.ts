import type { CategoryNode, Product, ProductLink, Suggestion } from '@shop/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** What a listing can be narrowed by; every field is optional and they combine with AND. */
export interface ProductFilter {
  keyword?: string;
  priceGte?: number;
  priceLte?: number;
  ratingsGte?: number;
  ratingsLte?: number;
  category?: string;
  subcategory?: string;
  subsubcategory?: string;
  color?: string;
  size?: string;
  collectiontype?: string;
}

export interface ProductListing {
  products: Product[];
  productsCount: number;
  filteredProductCount: number;
  maxPrice: number;
}

type ProductsEB = ExpressionBuilder<DB & { p: DB['products'] }, 'p'>;

/** `%` and `_` are wildcards in LIKE and `\` its escape: a keyword matches literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The filter as one SQL condition on alias `p`. Each part is written so an index serves it: ILIKE on
 * the trigram indexes, `@>` on the GIN-indexed colour and size arrays, plain comparisons on btrees.
 */
function matches(filter: ProductFilter) {
  return (eb: ProductsEB): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (filter.keyword) {
      const pattern = likePattern(filter.keyword);
      parts.push(eb.or([eb('p.name', 'ilike', pattern), eb('p.product_code', 'ilike', pattern)]));
    }
    // price is a bigint column: whole bounds that keep the same meaning for fractional input.
    if (filter.priceGte !== undefined) parts.push(eb('p.price', '>=', Math.ceil(filter.priceGte)));
    if (filter.priceLte !== undefined) parts.push(eb('p.price', '<=', Math.floor(filter.priceLte)));
    if (filter.ratingsGte !== undefined) parts.push(eb('p.ratings', '>=', filter.ratingsGte));
    if (filter.ratingsLte !== undefined) parts.push(eb('p.ratings', '<=', filter.ratingsLte));
    if (filter.category) parts.push(eb('p.category', '=', filter.category));
    if (filter.subcategory) parts.push(eb('p.subcategory', '=', filter.subcategory));
    if (filter.subsubcategory) parts.push(eb('p.subsubcategory', '=', filter.subsubcategory));
    if (filter.collectiontype) parts.push(eb('p.collectiontype', '=', filter.collectiontype));
    if (filter.color) parts.push(sql<SqlBool>`p.colors @> array[${filter.color}]::text[]`);
    if (filter.size) parts.push(sql<SqlBool>`p.sizes @> array[${filter.size}]::text[]`);
    return eb.and(parts);
  };
}

function hasFilter(filter: ProductFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined && value !== '');
}

/**
 * One product row (alias `p`) in the spec's JSON shape, built by the database so that a page of
 * products with their images and options is a single round trip and needs no mapping in JS.
 */
const productJson = sql<Product>`json_build_object(
  '_id', p.id,
  'productId', p.product_code,
  'name', p.name,
  'description', p.description,
  'category', p.category,
  'subcategory', p.subcategory,
  'subsubcategory', p.subsubcategory,
  'collectiontype', p.collectiontype,
  'price', p.price,
  'dollarPrice', p.dollar_price,
  'discountRate', p.discount_rate,
  'isChecked', p.is_checked,
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
  'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)`;

/** The listing's order: newest first, then id, so that pages never overlap or skip. */
const productArrayJson = sql<
  Product[]
>`coalesce(json_agg(${productJson} order by p.created_at desc, p.id desc), '[]')`;

/** The first image's smallest or largest variant (the original when it has none); null without images. */
function firstImageUrl(variant: 'smallest' | 'largest') {
  const direction = sql.raw(variant === 'smallest' ? 'asc' : 'desc');
  return sql<string | null>`(
    select coalesce(
      (select v->>'url' from jsonb_array_elements(i.variants) v order by (v->>'width')::int ${direction} limit 1),
      i.url)
    from product_images i where i.product_id = p.id order by i.position limit 1)`;
}

/**
 * One page of the listing with its counts and the catalogue's highest price, in one statement.
 * The page is read in index order; the counts are separate scalar subqueries so the planner can
 * answer each from an index instead of materialising every match.
 */
export async function listProducts(
  db: Database,
  filter: ProductFilter,
  page: { limit: number; offset: number },
): Promise<ProductListing> {
  const where = matches(filter);
  const row = await db
    .with('page', (qc) =>
      qc
        .selectFrom('products as p')
        .selectAll('p')
        .where(where)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(page.limit)
        .offset(page.offset),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('products').select(eb.fn.countAll<number>().as('n')).as('productsCount'),
      hasFilter(filter)
        ? eb
            .selectFrom('products as p')
            .select(eb.fn.countAll<number>().as('n'))
            .where(where)
            .as('filteredProductCount')
        : sql<null>`null`.as('filteredProductCount'),
      eb
        .selectFrom('products')
        .select((e) => e.fn.max('price').as('m'))
        .as('maxPrice'),
      eb.selectFrom('page as p').select(productArrayJson.as('a')).as('products'),
    ])
    .executeTakeFirstOrThrow();
  const productsCount = Number(row.productsCount ?? 0);
  return {
    products: row.products ?? [],
    productsCount,
    filteredProductCount:
      row.filteredProductCount === null ? productsCount : Number(row.filteredProductCount),
    maxPrice: Number(row.maxPrice ?? 0),
  };
}

/** The newest products, full shape (home page's New Arrivals). */
export async function newestProducts(db: Database, limit: number): Promise<Product[]> {
  const row = await db
    .with('newest', (qc) =>
      qc.selectFrom('products').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit),
    )
    .selectFrom('newest as p')
    .select(productArrayJson.as('products'))
    .executeTakeFirstOrThrow();
  return row.products;
}

export async function findProduct(db: Database, id: string): Promise<Product | undefined> {
  const row = await db
    .selectFrom('products as p')
    .select(productJson.as('product'))
    .where('p.id', '=', id)
    .executeTakeFirst();
  return row?.product;
}

/** Live-search suggestions: name or code contains the text, case-insensitively (trigram indexes). */
export async function suggestProducts(db: Database, text: string, limit: number): Promise<Suggestion[]> {
  const pattern = likePattern(text);
  return db
    .selectFrom('products as p')
    .select([
      'p.id as _id',
      'p.name',
      'p.product_code as productId',
      'p.price',
      firstImageUrl('smallest').as('image'),
    ])
    .where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('p.product_code', 'ilike', pattern)]))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** Every product, lean (compatibility endpoint and sitemap). */
export async function allProductLinks(db: Database): Promise<ProductLink[]> {
  return db
    .selectFrom('products as p')
    .select(['p.id as _id', 'p.name', 'p.product_code as productId', firstImageUrl('smallest').as('image')])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

/** The category tree in display order (position, then name), with each level's names. */
export async function categoryTree(db: Database): Promise<CategoryNode[]> {
  return db
    .selectFrom('categories as c')
    .select([
      'c.name',
      sql<CategoryNode['subcategories']>`coalesce((
        select json_agg(json_build_object(
          'name', s.name,
          'subsubcategories', coalesce((
            select json_agg(ss.name order by ss.position, ss.name)
            from subsubcategories ss where ss.subcategory_id = s.id), '[]')
        ) order by s.position, s.name)
        from subcategories s where s.category_id = c.id), '[]')`.as('subcategories'),
    ])
    .orderBy('c.position')
    .orderBy('c.name')
    .execute();
}

export interface ProductPreview {
  id: string;
  name: string;
  description: string;
  price: number;
  discountRate: number;
  isChecked: boolean;
  /** The first image's largest variant (the original when it has none), for link previews. */
  image: string | null;
}

/** What a link preview (Open Graph) of a product shows. */
export async function findProductPreview(db: Database, id: string): Promise<ProductPreview | undefined> {
  return db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.price',
      'p.discount_rate as discountRate',
      'p.is_checked as isChecked',
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
