import type { ArabicPlural, Translation } from '../catalogue.js';
import type { shell as source } from '../en/shell.js';
import { card } from './card.js';
import { catalog } from './catalog.js';
import { dates } from './dates.js';
import { forms } from './forms.js';
import { home } from './home.js';
import { layout } from './layout.js';
import { messages } from './messages.js';
import { vocab } from './vocab.js';

/** The words every page loads, in Arabic (the English shell's keys). */
export const shell: Translation<typeof source, ArabicPlural> = {
  messages,
  layout,
  forms,
  card,
  catalog,
  home,
  vocab,
  dates,
};
