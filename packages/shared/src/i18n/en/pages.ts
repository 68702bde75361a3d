import { accounts } from './accounts.js';
import { cart } from './cart.js';
import { checkout } from './checkout.js';
import { contact } from './contact.js';
import { favorites } from './favorites.js';
import { orders } from './orders.js';
import { productPage } from './productPage.js';

/** The words of the pages that are chunks of their own (product, cart, checkout, accounts, orders…), loaded with them. */
export const pages = {
  productPage,
  cart,
  checkout,
  accounts,
  orders,
  contact,
  favorites,
} as const;
