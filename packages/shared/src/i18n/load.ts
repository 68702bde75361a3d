import type { PageWords, ShellWords } from './en/index.js';
import type { Locale } from './locales.js';

/**
 * Each language's catalogue is two modules: the browser loads the page's language only, its `shell` (every
 * page's words, one chunk cached across pages) and, with the pages that use them, its `pages` words (the
 * product page, cart, checkout, accounts, orders…). The server's renderer loads both of the page's language;
 * the API needs every page's words only.
 */
const shells: Record<Locale, () => Promise<ShellWords>> = {
  en: () => import('./en/shell.js').then((m) => m.shell),
  ar: () => import('./ar/shell.js').then((m) => m.shell),
  fr: () => import('./fr/shell.js').then((m) => m.shell),
};

const pages: Record<Locale, () => Promise<PageWords>> = {
  en: () => import('./en/pages.js').then((m) => m.pages),
  ar: () => import('./ar/pages.js').then((m) => m.pages),
  fr: () => import('./fr/pages.js').then((m) => m.pages),
};

export function loadWords(locale: Locale): Promise<ShellWords> {
  return shells[locale]();
}

export function loadPageWords(locale: Locale): Promise<PageWords> {
  return pages[locale]();
}
