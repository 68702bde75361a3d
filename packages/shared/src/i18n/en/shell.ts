import { messages } from '../../messages.js';
import { card } from './card.js';
import { catalog } from './catalog.js';
import { dates } from './dates.js';
import { forms } from './forms.js';
import { home } from './home.js';
import { layout } from './layout.js';
import { vocab } from './vocab.js';

/**
 * The words every page loads (decision 084): the header, footer, cards, home, listings, vocabularies and
 * dates. The messages of docs/product.md §15 are the `messages` section, word for word.
 */
export const shell = {
  messages,
  layout,
  forms,
  card,
  catalog,
  home,
  vocab,
  dates,
} as const;
