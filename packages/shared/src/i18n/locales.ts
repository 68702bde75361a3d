/**
 * The shop's languages (issue 36, docs/product.md §2). English is the default and unprefixed: every
 * route stays as it is. Arabic and French carry the same routes under a prefix (`/ar/products`,
 * `/fr/productCat/Women`), with the canonical English route parameters, so links and filters are the
 * same in every language.
 */
export const LOCALES = ['en', 'ar', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each language's name in itself: the same on every page, never translated, so that a visitor finds
 * their own language whatever the page's is (the language menus, the product form's tabs).
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
};

/** The cookie that remembers a visitor's choice, so that `/` can offer it (a URL always wins). */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The URL prefix of a language: '' for English, '/ar', '/fr'. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** `/ar/products` → { locale: 'ar', path: '/products' }; `/products` → { locale: 'en', path: '/products' }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ar|fr)(?=\/|$|\?)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The path of a page in a language: ('ar', '/products') → '/ar/products'; ('ar', '/') → '/ar'. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The value of the language cookie in a `Cookie` header. */
export function localeCookieOf(cookieHeader: string | undefined): Locale | undefined {
  const match =
    cookieHeader && new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader);
  return match && isLocale(match[1]) ? match[1] : undefined;
}
