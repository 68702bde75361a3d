import { messages } from '../../messages.js';
import type { Plural, Translation } from '../catalogue.js';
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
import { orders } from './orders.js';
import { productPage } from './productPage.js';
import { vocab } from './vocab.js';

export {
  accounts,
  card,
  cart,
  catalog,
  checkout,
  contact,
  dates,
  favorites,
  forms,
  home,
  layout,
  orders,
  productPage,
  vocab,
};

/**
 * The storefront's words in English: the source of the Arabic and French catalogues (decision 084). The
 * spec's messages are the `messages` section, word for word.
 */
export const en = {
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
} as const;

/** The storefront's words in any language, as screens read them. */
export type Words = Translation<typeof en, Plural | import('../catalogue.js').ArabicPlural>;
