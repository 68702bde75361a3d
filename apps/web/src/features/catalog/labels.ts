/**
 * The catalogue screens' own interface words (product card, listing, filters). The spec's messages
 * (empty results, favourites dialog) come from `messages` in @shop/shared; these are labels, keyed so
 * another language can replace them.
 */
export const catalogLabels = {
  viewDetails: 'View Details',
  reviews: '({count} Reviews)',
  ratedOutOf5: 'Rated {rating} out of 5',
  colours: 'Colours: {names}',
  moreColours: '{count} more colours',
  outOfStock: 'Out of stock',
  discountOff: '-{rate}%',
  was: 'Was',
  addToFavorites: 'Add {name} to favorites',
  cancel: 'Cancel',
  imageUnavailable: 'Picture not available',

  allProducts: 'All products',
  searchTitle: 'Results for “{keyword}”',
  productCount: '{count} products',
  productCountOne: '1 product',
  filters: 'Filters',
  showResults: 'Show {count} results',
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
