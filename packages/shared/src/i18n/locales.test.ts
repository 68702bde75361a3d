import { describe, expect, it } from 'vitest';
import { localeCookieOf, localizedPath, splitLocale } from './locales.js';

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

describe('the remembered language', () => {
  it('reads the remembered choice from a Cookie header', () => {
    expect(localeCookieOf('theme=dark; lang=ar; other=1')).toBe('ar');
    expect(localeCookieOf('lang=de')).toBeUndefined();
    expect(localeCookieOf('slang=fr')).toBeUndefined();
    expect(localeCookieOf(undefined)).toBeUndefined();
  });
});
