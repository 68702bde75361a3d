import type { Plural, Translation } from '../catalogue.js';
import type { pages as source } from '../en/pages.js';
import { accounts } from './accounts.js';
import { cart } from './cart.js';
import { checkout } from './checkout.js';
import { contact } from './contact.js';
import { favorites } from './favorites.js';
import { orders } from './orders.js';
import { productPage } from './productPage.js';

/** The words of the pages that are chunks of their own, in French. */
export const pages: Translation<typeof source, Plural> = {
  productPage,
  cart,
  checkout,
  accounts,
  orders,
  contact,
  favorites,
};
