import {
  LISTING_PAGE_KEY,
  LISTING_TEXT_KEYS,
  type ListingScope,
  type ListingSort,
  type ListingState,
  type ListingTextKey,
} from '@shop/shared';

/**
 * Changes to a listing's state, which lives in its URL (reading it: `@shop/shared`'s listing.ts): each
 * change is a new query string, so reload, a shared link and Back all show the same results.
 */

export type FilterChange = Partial<{
  [K in ListingTextKey]: string | undefined;
}> & {
  price?: readonly [number, number] | undefined;
  rating?: number;
  onSale?: boolean;
  sort?: ListingSort;
  page?: number;
};

/** Choosing one of these makes the listed narrower ones meaningless (another category's sizes…). */
const DEPENDENTS: Partial<Record<keyof FilterChange, readonly ListingTextKey[]>> = {
  category: ['subcategory', 'subsubcategory', 'size'],
  subcategory: ['subsubcategory'],
};

/**
 * The query string after a change. Any filter change goes back to page 1; a wider choice drops the
 * narrower ones it invalidates; defaults (no price, rating 0, page 1) leave the URL clean.
 */
export function applyChange(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as [keyof FilterChange, unknown][]) {
    if (key === 'price') setOrDelete(next, 'price', value ? (value as number[]).join(',') : undefined);
    else if (key === 'rating') setOrDelete(next, 'rating', value ? String(value) : undefined);
    else if (key === 'onSale') setOrDelete(next, 'onSale', value ? 'true' : undefined);
    else if (key === 'sort') setOrDelete(next, 'sort', value === 'newest' ? undefined : (value as string));
    else if (key === 'page')
      setOrDelete(next, LISTING_PAGE_KEY, (value as number) > 1 ? String(value) : undefined);
    else setOrDelete(next, key, (value as string | undefined) || undefined);
    for (const dependent of DEPENDENTS[key] ?? []) next.delete(dependent);
  }
  if (!('page' in change)) next.delete(LISTING_PAGE_KEY);
  return next;
}

function setOrDelete(params: URLSearchParams, key: string, value: string | undefined) {
  if (value === undefined) params.delete(key);
  else params.set(key, value);
}

/** How many filters the visitor chose in the query (the path's scope and the page are not filters). */
export function activeFilterCount(state: ListingState, scope: ListingScope): number {
  const fixed: Partial<Record<ListingTextKey, string>> = scope;
  const chosen = LISTING_TEXT_KEYS.filter((key) => state[key] !== undefined && !fixed[key]);
  return chosen.length + (state.price ? 1 : 0) + (state.rating ? 1 : 0) + (state.onSale ? 1 : 0);
}
