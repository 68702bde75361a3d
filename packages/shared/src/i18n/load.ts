import type { Words } from './en/index.js';
import type { Locale } from './locales.js';

/**
 * Each language's catalogue is its own module: the browser loads the page's language only (one chunk,
 * cached across pages); the server loads all three.
 */
const loaders: Record<Locale, () => Promise<Words>> = {
  en: () => import('./en/index.js').then((m) => m.en),
  ar: () => import('./ar/index.js').then((m) => m.ar),
  fr: () => import('./fr/index.js').then((m) => m.fr),
};

export function loadWords(locale: Locale): Promise<Words> {
  return loaders[locale]();
}
