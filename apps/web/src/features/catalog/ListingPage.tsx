import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { format, MAIN_CATEGORIES, paths, RES_PER_PAGE, toApiQuery } from '@shop/shared';
import { type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { PageNotFound } from '../../components/NotFoundState';
import { PageSection } from '../../components/PageSection';
import { ProductGrid } from '../../components/product/ProductGrid';
import { useSubcategoryName } from '../../lib/categories';
import { useHydrated } from '../../lib/hydration';
import { useLanguage, useWords } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazyPage';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToastOf } from '../../lib/useRequestErrorToast';
import { useProducts } from './api/getProducts';
import { DidYouMean } from './listing/DidYouMean';
import { ListingPagination } from './listing/ListingPagination';
import { activeFilterCount } from './listing/listingState';
import { listingTitle } from './listing/listingTitle';
import { SortSelect } from './listing/SortSelect';
import { type Listing, useListing } from './listing/useListing';

// The filters are loaded when they are shown (a wide screen's side panel, a phone's drawer once opened):
// a phone's first screen needs neither their code nor the Drawer's, the Slider's and the Tooltip's.
const FilterPanel = lazyPage(() =>
  import('./listing/FilterPanel').then((module) => ({ default: module.FilterPanel })),
);
const FiltersDrawer = lazyPage(() =>
  import('./listing/FiltersDrawer').then((module) => ({ default: module.FiltersDrawer })),
);

/**
 * The side panel's filters, built only on a wide screen. The layout itself (a side panel, or a Filters
 * button and drawer) is CSS, so the server's HTML has it for every width; the browser fills the panel
 * once it knows the width (after hydration: only this component renders again).
 */
function WideScreenOnly({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: hydrated });
  return wide ? children : null;
}

/**
 * Every listing route (/products, /productCat, /productSubCat, /productSubCats, /search): filters at the
 * start side (a drawer on phones), the product grid, pagination. The URL holds the whole state.
 */
export default function ListingPage() {
  const listing = useListing();
  const { catalog } = useWords();
  const { category } = listing.scope;
  // A main category the shop does not have is a page that does not exist, not a failed search.
  if (category !== undefined && !(MAIN_CATEGORIES as readonly string[]).includes(category)) {
    return <PageNotFound to={paths.products} action={catalog.browseAll} />;
  }
  return <ListingView listing={listing} />;
}

function ListingView({ listing }: { listing: Listing }) {
  const { scope, state, change, clear, searchForPage, linkToKeyword } = listing;
  const query = useMemo(() => toApiQuery(state), [state]);
  const { data, error, isPending, isPlaceholderData } = useProducts(query);
  useRequestErrorToastOf(error);
  const language = useLanguage();
  const { catalog, messages } = language.words;
  const subcategoryName = useSubcategoryName(scope.subcategory, scope.category);
  const title = listingTitle(scope, language, subcategoryName);
  const count = data?.filteredProductCount ?? 0;
  const countText = language.plural(catalog.productCount, count);
  usePageTitle(title, data && format(catalog.listingDescription, { title, count: countText }));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const countId = useId();

  const loading = isPending || isPlaceholderData;
  const products = data?.products ?? [];
  const pageCount = data ? Math.ceil(data.filteredProductCount / data.resPerPage) : 0;
  const filterCount = activeFilterCount(state, scope);
  const panelProps = { state, scope, maxPrice: data?.maxPrice, onChange: change };
  const empty = scope.keyword
    ? format(messages.noResultFor, { keyword: scope.keyword })
    : messages.noProductFound;

  return (
    <PageSection>
      <Box component="header" sx={{ marginBlockEnd: { xs: 2, md: 3 } }}>
        {scope.category && scope.subcategory && (
          <Typography variant="overline" component="p" color="secondary.main">
            {language.term('categories', scope.category)}
          </Typography>
        )}
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <Box
          component="aside"
          aria-label={catalog.filters}
          // Sticky with its own scroll: results jump to the top on a change, the panel stays put.
          sx={{
            display: { xs: 'none', md: 'block' },
            position: 'sticky',
            insetBlockStart: 88,
            maxBlockSize: 'calc(100vh - 104px)',
            overflowY: 'auto',
            paddingInlineEnd: 1,
          }}
        >
          <Typography variant="h5" component="h2" sx={{ marginBlockEnd: 0.5 }}>
            {catalog.filters}
          </Typography>
          <WideScreenOnly>
            <Suspense fallback={null}>
              <FilterPanel {...panelProps} />
            </Suspense>
          </WideScreenOnly>
        </Box>
        <Box component="section" aria-labelledby={countId} sx={{ display: 'grid', gap: 2.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minBlockSize: 40 }}>
            <Button
              sx={{ display: { md: 'none' } }}
              variant="outlined"
              startIcon={
                <Badge badgeContent={filterCount} color="primary">
                  <TuneRoundedIcon />
                </Badge>
              }
              onPointerEnter={FiltersDrawer.preload}
              onFocus={FiltersDrawer.preload}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              aria-expanded={drawerOpen}
            >
              {catalog.filters}
            </Button>
            <Typography
              id={countId}
              component="h2"
              aria-live="polite"
              sx={{ fontWeight: 600, color: 'text.secondary', marginInlineEnd: 'auto' }}
            >
              {data ? countText : '\u00a0'}
            </Typography>
            {filterCount > 0 && (
              <Button variant="text" onClick={clear}>
                {catalog.clearAll}
              </Button>
            )}
            <SortSelect value={state.sort} onChange={(sort) => change({ sort })} />
          </Box>
          {!loading && products.length === 0 ? (
            <Box sx={{ paddingBlock: 8, textAlign: 'center' }}>
              <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>{empty}</Typography>
              {data?.didYouMean && <DidYouMean searches={data.didYouMean} linkTo={linkToKeyword} />}
            </Box>
          ) : (
            <ProductGrid products={products} loading={loading && (products.length || RES_PER_PAGE)} />
          )}
          {data && count > data.resPerPage && (
            <ListingPagination page={state.page} pageCount={pageCount} searchForPage={searchForPage} />
          )}
        </Box>
      </Box>
      {drawerUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer
            {...panelProps}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onClear={clear}
            resultLabel={language.plural(catalog.showResults, count)}
          />
        </Suspense>
      )}
    </PageSection>
  );
}
