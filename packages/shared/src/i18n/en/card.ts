import { plural } from '../catalogue.js';

/**
 * The product card's own interface words (card, price, rating, favourite, image), keyed so another
 * language can replace them. The messages of docs/product.md §15 come from `messages` in @shop/shared.
 */
export const card = {
  /** Between the items of a list ('Pink, White'). */
  listSeparator: ', ',
  viewDetails: 'View Details',
  /** English writes '(1 Reviews)' too (docs/product.md §3.4); other languages give their forms. */
  reviews: plural({ one: '({count} Reviews)', other: '({count} Reviews)' }),
  ratedOutOf5: 'Rated {rating} out of 5',
  colours: 'Colours: {names}',
  moreColours: plural({ one: '{count} more colour', other: '{count} more colours' }),
  outOfStock: 'Out of stock',
  discountOff: '-{rate}%',
  was: 'Was',
  addToFavorites: 'Add {name} to favorites',
  cancel: 'Cancel',
  logIn: 'Log in',
  imageUnavailable: 'Picture not available',
} as const;
