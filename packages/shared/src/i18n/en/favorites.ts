import { plural } from '../catalogue.js';

/**
 * The favourites screen's own words (the messages of docs/product.md §15
 * come from `messages` in @shop/shared).
 */
export const favorites = {
  login: 'Login',
  /** A heading for screen readers between the page's title and the cards' names. */
  count: plural({ one: '{count} saved product', other: '{count} saved products' }),
} as const;
