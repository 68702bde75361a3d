import type { ArabicPlural, Translation } from '../catalogue.js';
import type { en } from '../en/index.js';
import { accounts } from './accounts.js';
import { card } from './card.js';
import { cart } from './cart.js';
import { catalog } from './catalog.js';
import { checkout } from './checkout.js';
import { contact } from './contact.js';
import { dates } from './dates.js';
import { favorites } from './favorites.js';
import { forms } from './forms.js';
import { home } from './home.js';
import { layout } from './layout.js';
import { messages } from './messages.js';
import { orders } from './orders.js';
import { productPage } from './productPage.js';
import { vocab } from './vocab.js';

/** The storefront's words in Arabic: the English catalogue's keys, each written in Arabic. */
export const ar: Translation<typeof en, ArabicPlural> = {
  messages,
  layout,
  forms,
  card,
  catalog,
  productPage,
  cart,
  checkout,
  accounts,
  orders,
  home,
  contact,
  favorites,
  vocab,
  dates,
};
