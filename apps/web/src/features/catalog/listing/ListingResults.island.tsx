import { format, RES_PER_PAGE, toApiQuery } from '@shop/shared';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ProductGrid } from '../../../components/product/ProductGrid';
import { Button } from '../../../components/ui/Button';
import text from '../../../components/ui/text.module.css';
import { useCategories, useSubcategoryName } from '../../../lib/categories';
import { useBrowserValue } from '../../../lib/hydration';
import { useLanguage } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazyPage';
import { WIDE_SCREEN } from '../../../lib/screen';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useRequestErrorToastOf } from '../../../lib/useRequestErrorToast';
import { useProducts } from '../api/getProducts';
import { DidYouMean } from './DidYouMean';
import { FiltersButton } from './FiltersButton';
import { ListingPagination } from './ListingPagination';
import styles from './listing.module.css';
import { activeFilterCount } from './listingState';
import { listingTitle } from './listingTitle';
import { SortSelect } from './SortSelect';
import { useListing } from './useListing';

// The side panel's filters are loaded when a wide screen shows them; a phone's drawer: FiltersButton.
const FilterPanel = lazyPage(() =>
  import('./FilterPanel').then((module) => ({ default: module.FilterPanel })),
);

const subscribeWide = (changed: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const isWide = () => window.matchMedia(WIDE_SCREEN).matches;

/**
 * The side panel's filters, built only on a wide screen. The layout itself (a side panel, or a Filters
 * button and drawer) is CSS, so the server's HTML has it for every width; the browser fills the panel
 * once it knows the width (after hydration: only this component renders again, and only when wide).
 */
const useWideScreen = () => useBrowserValue(isWide, subscribeWide, false);

/** A change of the listing's query (a filter, a page) shows the results from their top, as a new page would. */
function useTopOnChange() {
  const { key } = useLocation();
  const [first] = useState(key);
  useEffect(() => {
    if (key !== first) window.scrollTo(0, 0);
  }, [key, first]);
}

/**
 * Every listing's filters (at the start side; a drawer on phones), count, product grid and pages: the
 * island of the listing pages (decision 098). The URL holds the whole state: a choice changes the query
 * in place, and the results follow.
 */
export default function ListingResults() {
  const { scope, state, change, clear, searchForPage, linkToKeyword } = useListing();
  const query = useMemo(() => toApiQuery(state), [state]);
  const { data, error, isPending, isPlaceholderData } = useProducts(query);
  useRequestErrorToastOf(error);
  useTopOnChange();
  const language = useLanguage();
  const { catalog, messages } = language.words;
  const subcategoryName = useSubcategoryName(scope.subcategory, scope.category);
  const title = listingTitle(scope, language, subcategoryName);
  const count = data?.filteredProductCount ?? 0;
  const countText = language.plural(catalog.productCount, count);
  usePageTitle(title, data && format(catalog.listingDescription, { title, count: countText }));
  const wide = useWideScreen();
  const countId = useId();
  // The filters' category rows come with the page (the server's render asks for them here): the filters
  // drawn later then need no request, nor a second render and layout when it answers.
  useCategories();

  const loading = isPending || isPlaceholderData;
  const products = data?.products ?? [];
  const pageCount = data ? Math.ceil(data.filteredProductCount / data.resPerPage) : 0;
  const filterCount = activeFilterCount(state, scope);
  const panelProps = { state, scope, maxPrice: data?.maxPrice, onChange: change };
  const empty = scope.keyword
    ? format(messages.noResultFor, { keyword: scope.keyword })
    : messages.noProductFound;

  return (
    <div className={styles.layout}>
      <aside aria-label={catalog.filters} className={styles.aside}>
        <h2 className={`${text.h5} ${styles.asideTitle}`}>{catalog.filters}</h2>
        {wide && (
          <Suspense fallback={null}>
            <FilterPanel {...panelProps} />
          </Suspense>
        )}
      </aside>
      <section aria-labelledby={countId} className={styles.results}>
        <div className={styles.bar}>
          <FiltersButton
            panel={panelProps}
            filterCount={filterCount}
            onClear={clear}
            resultLabel={language.plural(catalog.showResults, count)}
            wide={wide}
          />
          <h2 id={countId} aria-live="polite" className={styles.count}>
            {data ? countText : '\u00a0'}
          </h2>
          {filterCount > 0 && <Button onClick={clear}>{catalog.clearAll}</Button>}
          <SortSelect value={state.sort} onChange={(sort) => change({ sort })} />
        </div>
        {!loading && products.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyText}>{empty}</p>
            {data?.didYouMean && <DidYouMean searches={data.didYouMean} linkTo={linkToKeyword} />}
          </div>
        ) : (
          <ProductGrid products={products} loading={loading && (products.length || RES_PER_PAGE)} />
        )}
        {data && count > data.resPerPage && (
          <ListingPagination page={state.page} pageCount={pageCount} searchForPage={searchForPage} />
        )}
      </section>
    </div>
  );
}
