import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps paths inside the site', () => {
    expect(safeRedirect('/order/1?x=2')).toBe('/order/1?x=2');
  });

  it('sends anything else home', () => {
    for (const target of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'cart']) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});
