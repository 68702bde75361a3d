import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locale.js';

describe("an API request's language", () => {
  it('takes the supported language Accept-Language weighs most, else the cookie, else English', () => {
    expect(negotiateLocale('ar-LB,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(negotiateLocale('de-DE, fr;q=0.7, en;q=0.5')).toBe('fr');
    expect(negotiateLocale('en;q=0.5, fr')).toBe('fr');
    expect(negotiateLocale('de, ar;q=0')).toBe('en');
    expect(negotiateLocale('de', 'ar')).toBe('ar');
    expect(negotiateLocale(undefined, 'fr')).toBe('fr');
    expect(negotiateLocale(undefined, 'xx')).toBe('en');
  });

  it('reads a tag with a region or script as its language, in any case', () => {
    expect(negotiateLocale('fr-FR')).toBe('fr');
    expect(negotiateLocale('AR-lb, en;q=0.5')).toBe('ar');
    expect(negotiateLocale('zh-Hant-TW, fr-CA;q=0.8, en-US;q=0.6')).toBe('fr');
    // As browsers send them.
    expect(negotiateLocale('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fr');
    expect(negotiateLocale('ar,en-US;q=0.7,en;q=0.3', 'fr')).toBe('ar');
  });

  it('settles languages weighed the same by the remembered choice, then the shop’s order', () => {
    expect(negotiateLocale('fr, ar', 'ar')).toBe('ar');
    expect(negotiateLocale('fr, ar')).toBe('ar');
    expect(negotiateLocale('fr, en')).toBe('en');
    expect(negotiateLocale('*', 'fr')).toBe('fr');
  });
});
