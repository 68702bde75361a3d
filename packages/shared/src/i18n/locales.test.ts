import { describe, expect, it } from 'vitest';
import { localeCookieOf, localizedPath, negotiateLocale, splitLocale } from './locales.js';

describe('a page URL and its language', () => {
  it('reads the prefix, leaving the app path the routes know', () => {
    expect(splitLocale('/ar/products')).toEqual({ locale: 'ar', path: '/products' });
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/ar?x=1')).toEqual({ locale: 'ar', path: '/?x=1' });
    expect(splitLocale('/products')).toEqual({ locale: 'en', path: '/products' });
    // Only a whole segment is a language: /area is an English path.
    expect(splitLocale('/area')).toEqual({ locale: 'en', path: '/area' });
  });

  it('writes an app path in a language, English unprefixed', () => {
    expect(localizedPath('ar', '/productCat/Women')).toBe('/ar/productCat/Women');
    expect(localizedPath('fr', '/')).toBe('/fr');
    expect(localizedPath('ar', '/?color=Pink')).toBe('/ar?color=Pink');
    expect(localizedPath('en', '/cart')).toBe('/cart');
  });
});

describe("an API request's language", () => {
  it('takes the first supported language of Accept-Language by quality, else the cookie, else English', () => {
    expect(negotiateLocale('ar-LB,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(negotiateLocale('de-DE, fr;q=0.7, en;q=0.5')).toBe('fr');
    expect(negotiateLocale('en;q=0.5, fr')).toBe('fr');
    expect(negotiateLocale('de, ar;q=0')).toBe('en');
    expect(negotiateLocale('de', 'ar')).toBe('ar');
    expect(negotiateLocale(undefined, 'fr')).toBe('fr');
    expect(negotiateLocale(undefined, 'xx')).toBe('en');
  });

  it('reads the remembered choice from a Cookie header', () => {
    expect(localeCookieOf('theme=dark; lang=ar; other=1')).toBe('ar');
    expect(localeCookieOf('lang=de')).toBeUndefined();
    expect(localeCookieOf('slang=fr')).toBeUndefined();
    expect(localeCookieOf(undefined)).toBeUndefined();
  });
});
