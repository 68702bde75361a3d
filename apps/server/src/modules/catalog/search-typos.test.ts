import { describe, expect, it } from 'vitest';
import { editDistance, typoBudget } from './search-typos.js';
import { queryWords } from './search-words.js';

/** A word as a search compares it (folded, singular). */
const compared = (text: string) => queryWords(text)[0]?.word ?? '';

describe('typos forgiven (issue 46)', () => {
  it.each([
    // 4/5 letters: none, then one
    ['robe', 0],
    ['towel', 1],
    // 8/9 letters: one, then two
    ['blankets', 1],
    ['tracksuit', 2],
    ['bedspread', 2],
  ])('a word of %s forgives %i', (word, typos) => {
    expect(typoBudget(compared(word))).toBe(typos);
  });

  it('counts letters in the word as compared: a plural is forgiven as its singular', () => {
    // "robes" has 5 letters but is compared as "robe".
    expect(typoBudget(compared('robes'))).toBe(0);
    expect(typoBudget(compared('slippers'))).toBe(1);
  });

  it('counts Arabic letters without their tashkeel, and forgives them the same', () => {
    expect(typoBudget(compared('بيجاما'))).toBe(1);
    expect(typoBudget(compared('بِيجَامَا'))).toBe(typoBudget(compared('بيجاما')));
    expect(typoBudget(compared('روب'))).toBe(0);
  });

  it('forgives no typo in a word with a digit (codes, sizes)', () => {
    expect(typoBudget('wpj1042', true)).toBe(0);
  });
});

describe('editDistance', () => {
  it.each([
    ['slipper', 'sliper', 1, 1],
    ['sliper', 'slipper', 1, 1],
    ['pyjamma', 'pyjama', 1, 1],
    ['tracksiut', 'tracksuit', 2, 1],
    ['tarcksiut', 'tracksuit', 2, 2],
    ['pijamma', 'pyjama', 1, 2],
    ['towel', 'vowel', 1, 1],
    ['towel', 'towel', 1, 0],
    ['bedsprad', 'bedspread', 1, 1],
    ['منشفه', 'منشفة', 1, 1],
  ])('%s → %s within %i: %i', (a, b, max, distance) => {
    expect(editDistance(a, b, max)).toBe(distance);
  });

  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('sitrped', 'striped', 2)).toBe(2);
    expect(editDistance('stirped', 'striped', 1)).toBe(1);
    expect(editDistance('abcd', 'badc', 2)).toBe(2);
  });

  it('answers max + 1 beyond max, whatever the real distance', () => {
    expect(editDistance('towel', 'blanket', 1)).toBe(2);
    expect(editDistance('towel', 'to', 2)).toBe(3);
  });

  it('compares a word still being typed with the start of another', () => {
    expect(editDistance('slipr', 'slipper', 1, true)).toBe(1);
    expect(editDistance('slipp', 'slipper', 1, true)).toBe(0);
    expect(editDistance('pyjma', 'pyjamas', 1, true)).toBe(1);
    expect(editDistance('xlipp', 'slipper', 1, true)).toBe(1);
    expect(editDistance('xyipp', 'slipper', 1, true)).toBe(2);
    // As a whole word the same text is further.
    expect(editDistance('slipr', 'slipper', 1)).toBe(2);
  });
});
