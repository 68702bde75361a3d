import type { RequestOf } from './api/endpoint.js';
import type { endpoints } from './api/index.js';
import { LISTING_SORTS, type ListingSort } from './vocabularies.js';

/**
 * A listing's state lives in its URL (docs/product.md §3.3: filters mirrored in the query), so reload, a
 * shared link and Back all show the same results. This module reads that state and turns it into GET
 * /products' query: the web app's listing and the server's render of it (pages.ts) read a URL the same way.
 */

/**
 * The listing's filters, with the API's query keys (docs/product.md §13:
 * 'price[gte]', 'options[$elemMatch][color]', …).
 */
export type ProductsQuery = NonNullable<RequestOf<typeof endpoints.catalog.products>['query']>;

/** What the path fixes (/productCat/{category}, /search/{keyword} …): the panel does not change it. */
export interface ListingScope {
  category?: string;
  subcategory?: string;
  keyword?: string;
}

export interface ListingState {
  category?: string;
  subcategory?: string;
  subsubcategory?: string;
  keyword?: string;
  collectiontype?: string;
  color?: string;
  size?: string;
  /** [min, max] in LBP; undefined: no price filter. */
  price?: readonly [number, number];
  /** A star value 1–5; 0: no rating filter (the default). */
  rating: number;
  /** Only products with a discount running (issue 48). */
  onSale: boolean;
  /** The order: newest first (the default), or by the price paid. */
  sort: ListingSort;
  page: number;
}

/** The query-string names, as in the route table of docs/product.md §3. */
export const LISTING_TEXT_KEYS = [
  'category',
  'subcategory',
  'subsubcategory',
  'keyword',
  'collectiontype',
  'color',
  'size',
] as const;
export type ListingTextKey = (typeof LISTING_TEXT_KEYS)[number];
/** The query key of the page number. */
export const LISTING_PAGE_KEY = 'currentPage';

const text = (value: string | null) => value?.trim() || undefined;

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** 'min,max' with two numbers of at least 0, in either order; anything else is no price filter. */
export function parsePrice(value: string | null): readonly [number, number] | undefined {
  const parts = value?.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts?.length !== 2 || !parts.every((n) => Number.isFinite(n) && n >= 0)) return undefined;
  const [a, b] = parts as [number, number];
  return a <= b ? [a, b] : [b, a];
}

/** The state shown for a path scope and a query string; the path wins over the query for its keys. */
export function readListingState(scope: ListingScope, params: URLSearchParams): ListingState {
  const fromQuery = Object.fromEntries(LISTING_TEXT_KEYS.map((key) => [key, text(params.get(key))]));
  const rating = positiveInt(params.get('rating'));
  return {
    ...fromQuery,
    ...Object.fromEntries(Object.entries(scope).filter(([, value]) => value)),
    price: parsePrice(params.get('price')),
    rating: rating !== undefined && rating <= 5 ? rating : 0,
    onSale: params.get('onSale') === 'true',
    sort: (LISTING_SORTS as readonly string[]).includes(params.get('sort') ?? '')
      ? (params.get('sort') as ListingSort)
      : 'newest',
    page: positiveInt(params.get(LISTING_PAGE_KEY)) ?? 1,
  };
}

/**
 * The rating filter of docs/product.md §3.3: a star value v covers ratings from v up to v + 1; 5 (the top)
 * sends only the lower bound, and 0 sends nothing.
 */
export function ratingBounds(rating: number): { gte?: number; lte?: number } {
  if (rating <= 0) return {};
  return rating >= 5 ? { gte: 5 } : { gte: rating, lte: rating + 1 };
}

/** GET /products' query for a state, with the API's parameter names; absent filters are left out. */
export function toApiQuery(state: ListingState): ProductsQuery {
  const { gte, lte } = ratingBounds(state.rating);
  const query: ProductsQuery = {
    keyword: state.keyword,
    page: state.page,
    'price[gte]': state.price?.[0],
    'price[lte]': state.price?.[1],
    'ratings[gte]': gte,
    'ratings[lte]': lte,
    category: state.category,
    subcategory: state.subcategory,
    subsubcategory: state.subsubcategory,
    'options[$elemMatch][color]': state.color,
    'options[$elemMatch][size]': state.size,
    collectiontype: state.collectiontype,
    onSale: state.onSale ? 'true' : undefined,
    sort: state.sort === 'newest' ? undefined : state.sort,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** GET /products' query of a listing URL: the path's scope (its route parameters) and its query string. */
export const listingQueryOf = (scope: ListingScope, params: URLSearchParams): ProductsQuery =>
  toApiQuery(readListingState(scope, params));

/** Every query key a listing reads, in the order a canonical URL lists them. */
export const LISTING_QUERY_KEYS: readonly string[] = [
  ...LISTING_TEXT_KEYS,
  'price',
  'rating',
  'onSale',
  'sort',
  LISTING_PAGE_KEY,
];
