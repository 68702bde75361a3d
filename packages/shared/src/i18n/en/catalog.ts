import { plural } from '../catalogue.js';

/**
 * The catalogue screens' own interface words (listing, filters, live search). Messages (empty results,
 * docs/product.md §15) are the `messages` section; vocabulary values (categories, colours, sizes) `vocab`.
 */
export const catalog = {
  allProducts: 'All products',
  browseAll: 'Browse all products',
  searchTitle: 'Results for “{keyword}”',
  productCount: plural({ one: '{count} product', other: '{count} products' }),
  /** A listing's meta description (search results, link previews); `{count}` is `productCount`'s text. */
  listingDescription: '{title}: {count}. Prices in LBP, cash on delivery across Lebanon.',
  filters: 'Filters',
  showResults: plural({ one: 'Show {count} result', other: 'Show {count} results' }),
  clearAll: 'Clear all',
  closeFilters: 'Close filters',
  price: 'Price',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  collection: 'Collection',
  colors: 'Colors',
  size: 'Size',
  category: 'Category',
  subCategory: 'Sub-category',
  ratings: 'Ratings',
  stars: plural({ one: '{count} star', other: '{count} stars' }),
  starsRange: '{from} to {to} stars',
  pagination: 'Pages',
  first: 'First',
  prev: 'Prev',
  next: 'Next',
  last: 'Last',
  page: 'Page {page}',
  /** The listing's order and its "on sale" filter (issue 48). */
  sortBy: 'Sort by',
  sortNewest: 'Newest',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  onSale: 'On sale',
  /** A search without hits, with searches that find something (`{searches}`: links joined by `didYouMeanOr`). */
  didYouMean: 'Did you mean {searches}?',
  didYouMeanOr: ' or ',
} as const;
