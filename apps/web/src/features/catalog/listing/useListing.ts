import { type ListingScope, paths, readListingState } from '@shop/shared';
import { useCallback, useMemo } from 'react';
import { type To, useParams, useSearchParams } from 'react-router';
import { applyChange, type FilterChange } from './listingState';

/**
 * The listing's scope (from the path), its state (path + query) and the ways to change it. Each change
 * is a new history entry, so Back undoes a filter.
 */
export function useListing() {
  const { category, subCategory, keyword } = useParams();
  const [params, setParams] = useSearchParams();
  const scope = useMemo<ListingScope>(
    () => ({ category, subcategory: subCategory, keyword }),
    [category, subCategory, keyword],
  );
  const state = useMemo(() => readListingState(scope, params), [scope, params]);
  const change = useCallback(
    (filters: FilterChange) => setParams((current) => applyChange(current, filters)),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  /** The query string of another page of the same results (pagination links). */
  const searchForPage = useCallback((page: number) => applyChange(params, { page }).toString(), [params]);
  /** The same listing searching for another keyword ("Did you mean" links), its other filters kept. */
  const linkToKeyword = useCallback(
    (keyword: string): To =>
      scope.keyword === undefined
        ? { search: applyChange(params, { keyword }).toString() }
        : { pathname: paths.search(keyword), search: applyChange(params, { page: 1 }).toString() },
    [scope.keyword, params],
  );
  return { scope, state, change, clear, searchForPage, linkToKeyword };
}
