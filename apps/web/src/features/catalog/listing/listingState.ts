import type { ProductsQuery } from '../api/getProducts';

/**
 * The listing's state lives in its URL (spec §2: filters mirrored in the query), so reload, a shared
 * link and Back all show the same results. This module reads that state and turns it into the API's
 * query; nothing else keeps a copy.
 */

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
  /** A star value 1–5; 0: no rating filter (spec §9 default). */
  rating: number;
  page: number;
}

/** The query-string names, as in the spec's route table. */
const TEXT_KEYS = [
  'category',
  'subcategory',
  'subsubcategory',
  'keyword',
  'collectiontype',
  'color',
  'size',
] as const;
type TextKey = (typeof TEXT_KEYS)[number];
const PAGE_KEY = 'currentPage';

export type FilterChange = Partial<{
  [K in TextKey]: string | undefined;
}> & { price?: readonly [number, number] | undefined; rating?: number; page?: number };

/** Choosing one of these makes the listed narrower ones meaningless (another category's sizes…). */
const DEPENDENTS: Partial<Record<keyof FilterChange, readonly TextKey[]>> = {
  category: ['subcategory', 'subsubcategory', 'size'],
  subcategory: ['subsubcategory'],
};

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
  const fromQuery = Object.fromEntries(TEXT_KEYS.map((key) => [key, text(params.get(key))]));
  const rating = positiveInt(params.get('rating'));
  return {
    ...fromQuery,
    ...Object.fromEntries(Object.entries(scope).filter(([, value]) => value)),
    price: parsePrice(params.get('price')),
    rating: rating !== undefined && rating <= 5 ? rating : 0,
    page: positiveInt(params.get(PAGE_KEY)) ?? 1,
  };
}

/**
 * The rating filter of spec §5: a star value v covers ratings from v up to v + 1; 5 (the top) sends only
 * the lower bound, and 0 sends nothing.
 */
export function ratingBounds(rating: number): { gte?: number; lte?: number } {
  if (rating <= 0) return {};
  return rating >= 5 ? { gte: 5 } : { gte: rating, lte: rating + 1 };
}

/** GET /products' query for a state, with the spec's parameter names; absent filters are left out. */
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
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/**
 * The query string after a change. Any filter change goes back to page 1; a wider choice drops the
 * narrower ones it invalidates; defaults (no price, rating 0, page 1) leave the URL clean.
 */
export function applyChange(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as [keyof FilterChange, unknown][]) {
    if (key === 'price') setOrDelete(next, 'price', value ? (value as number[]).join(',') : undefined);
    else if (key === 'rating') setOrDelete(next, 'rating', value ? String(value) : undefined);
    else if (key === 'page') setOrDelete(next, PAGE_KEY, (value as number) > 1 ? String(value) : undefined);
    else setOrDelete(next, key, (value as string | undefined) || undefined);
    for (const dependent of DEPENDENTS[key] ?? []) next.delete(dependent);
  }
  if (!('page' in change)) next.delete(PAGE_KEY);
  return next;
}

function setOrDelete(params: URLSearchParams, key: string, value: string | undefined) {
  if (value === undefined) params.delete(key);
  else params.set(key, value);
}

/** How many filters the visitor chose in the query (the path's scope and the page are not filters). */
export function activeFilterCount(state: ListingState, scope: ListingScope): number {
  const fixed: Partial<Record<TextKey, string>> = scope;
  const chosen = TEXT_KEYS.filter((key) => state[key] !== undefined && !fixed[key]);
  return chosen.length + (state.price ? 1 : 0) + (state.rating ? 1 : 0);
}
