import { describe, expect, it } from 'vitest';
import { cutName } from './cutName';

describe('cutName', () => {
  it('keeps a name of up to 15 characters', () => {
    expect(cutName('Hooded Robe')).toBe('Hooded Robe');
    expect(cutName('Fifteen chars!!')).toBe('Fifteen chars!!');
  });

  it('cuts a longer name to 15 characters and marks the cut', () => {
    expect(cutName('Floral Cotton Pyjama Set')).toBe('Floral Cotton P…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(cutName('Plush Fleece Dressing Gown')).toBe('Plush Fleece Dr…');
    expect(cutName('Hotel Style Bath Robe')).toBe('Hotel Style Bat…');
    expect(cutName('Waffle Kitchen  Towel')).toBe('Waffle Kitchen…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cutName('🌸'.repeat(16))).toBe(`${'🌸'.repeat(15)}…`);
  });
});
