import type { AdminWords } from './en/admin.js';
import type { Locale } from './locales.js';

/**
 * The admin's catalogue, one module per language like the storefront's (load.ts), loaded by the admin's
 * screens only. A module of its own: beside `loadWords` it would reach every page's first download.
 */
const adminLoaders: Record<Locale, () => Promise<AdminWords>> = {
  en: () => import('./en/admin.js').then((m) => m.adminEn),
  ar: () => import('./ar/admin.js').then((m) => m.adminAr),
  fr: () => import('./fr/admin.js').then((m) => m.adminFr),
};

export function loadAdminWords(locale: Locale): Promise<AdminWords> {
  return adminLoaders[locale]();
}
