/**
 * The catalogue screens' own interface words (listing, filters). The spec's messages (empty results)
 * come from `messages` in @shop/shared; these are labels, keyed so another language can replace them.
 * The product card's words are in components/product/labels.
 */
export const catalog = {
  allProducts: 'All products',
  browseAll: 'Browse all products',
  searchTitle: 'Results for “{keyword}”',
  productCount: '{count} products',
  productCountOne: '1 product',
  /** A listing's meta description (search results, link previews). */
  listingDescription: '{title}: {count}. Prices in LBP, cash on delivery across Lebanon.',
  filters: 'Filters',
  showResults: 'Show {count} results',
  showOneResult: 'Show 1 result',
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
  stars: '{count} stars',
  starsRange: '{from} to {to} stars',
  pagination: 'Pages',
  first: 'First',
  prev: 'Prev',
  next: 'Next',
  last: 'Last',
  page: 'Page {page}',
} as const;
