import { describe, expect, it } from 'vitest';
import { eachTextWord, normalWord, plainWords, queryWords, singular } from './search-words.js';

const wordsOf = (text: string) => {
  const words: string[] = [];
  eachTextWord(text, (word) => words.push(word));
  return words;
};

describe('singular (issue 46): English -s, -es, -ies and French -s, -x meet their singular', () => {
  it.each([
    ['slippers', 'slipper'],
    ['towels', 'towel'],
    ['dresses', 'dress'],
    ['boxes', 'box'],
    ['watches', 'watch'],
    ['brushes', 'brush'],
    ['robes', 'robe'],
    ['shoes', 'shoe'],
    ['kids', 'kid'],
    ['sets', 'set'],
    ['chapeaux', 'chapeau'],
    ['bijoux', 'bijou'],
    ['oreillers', 'oreiller'],
    ['velours', 'velour'],
  ])('%s → %s', (plural, single) => {
    expect(singular(plural)).toBe(singular(single));
  });

  it('meets -ies and -y, -ies and -ie alike', () => {
    expect(singular('bodies')).toBe(singular('body'));
    expect(singular('hoodies')).toBe(singular('hoodie'));
    expect(singular('babies')).toBe(singular('baby'));
    expect(singular('onesies')).toBe(singular('onesie'));
    expect(singular('ties')).toBe(singular('tie'));
  });

  it('meets French singulars in -che, -sse with their plurals and English ones', () => {
    expect(singular('poches')).toBe(singular('poche'));
    expect(singular('housses')).toBe(singular('housse'));
    expect(singular('couches')).toBe(singular('couch'));
  });

  it('leaves words that only end like a plural', () => {
    for (const word of ['dress', 'glass', 'bus', 'tapis', 'gris', 'bois', 'campus']) {
      expect(singular(word), word).toBe(word);
    }
  });

  it('leaves Arabic and words with digits alone', () => {
    expect(singular('بيجامات')).toBe('بيجامات');
    expect(singular('1042s')).toBe('1042s');
  });
});

describe('normalWord: both spellings meet', () => {
  it.each([
    ['pajama', 'pyjama'],
    ['pajamas', 'pyjamas'],
    ['gray', 'grey'],
    ['color', 'colour'],
    ['tee', 'tshirt'],
  ])('%s → %s', (a, b) => {
    expect(normalWord(a)).toBe(normalWord(b));
  });
});

describe('queryWords', () => {
  it('folds, splits at anything but letters and digits, and marks the last word and the digits', () => {
    expect(queryWords('  Memory-Foam  MAT ')).toEqual([
      { typed: 'memory', word: 'memori', last: false, digits: false, arabic: false },
      { typed: 'foam', word: 'foam', last: false, digits: false, arabic: false },
      { typed: 'mat', word: 'mat', last: true, digits: false, arabic: false },
    ]);
    expect(queryWords('WPJ-1042').map((w) => [w.word, w.digits])).toEqual([
      ['wpj', false],
      ['1042', true],
    ]);
  });

  it('folds Arabic letter forms and tashkeel, and French accents', () => {
    expect(queryWords('بِيجَامَة أطفال').map((w) => [w.word, w.arabic])).toEqual([
      ['بيجامه', true],
      ['اطفال', true],
    ]);
    expect(queryWords('Été ÉCHARPE').map((w) => w.word)).toEqual(['ete', 'echarpe']);
  });

  it('leaves out words that name nothing, unless there is no other', () => {
    expect(queryWords('pack of 3').map((w) => w.typed)).toEqual(['pack', '3']);
    expect(queryWords('pyjama pour enfant').map((w) => w.typed)).toEqual(['pyjama', 'enfant']);
    expect(queryWords('of the').map((w) => w.typed)).toEqual(['of', 'the']);
  });

  it('has no word in text without a letter or a digit', () => {
    expect(queryWords('% _ -')).toEqual([]);
  });
});

describe("a product's words", () => {
  it('are its words, and its hyphenated words joined too', () => {
    expect(wordsOf('Zip-Up Training Jacket')).toEqual(['zip', 'up', 'training', 'jacket', 'zipup']);
    expect(wordsOf('WPJ-1042')).toEqual(['wpj', '1042', 'wpj1042']);
  });
});

describe('plainWords (the database while the index is read again)', () => {
  it('drops a plural s and takes the catalogue spelling, leaving the rest as typed', () => {
    expect(plainWords('Slippers pajama Bébé')).toEqual(['slipper', 'pyjama', 'bebe']);
  });
});
