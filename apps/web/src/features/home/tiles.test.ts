import { describe, expect, it } from 'vitest';
import { CATEGORY_TILES, GENDER_TILES, tileSrcSet } from './tiles';

describe('home page tiles', () => {
  it('link the four gender tiles to their category listings', () => {
    expect(GENDER_TILES.map(({ word, to }) => [word, to])).toEqual([
      ['men', '/productCat/Men'],
      ['women', '/productCat/Women'],
      ['kids', '/productCat/Kids'],
      ['babies', '/productCat/Babies'],
    ]);
  });

  it('link the twelve category tiles to /productSubCats with the seeded picture names', () => {
    expect(CATEGORY_TILES).toHaveLength(12);
    expect(CATEGORY_TILES[1]).toEqual({
      subcategory: 'Sport Wear',
      to: '/productSubCats/Sport%20Wear',
      image: 'sport-wear',
    });
    expect(CATEGORY_TILES.map((tile) => tile.image)).toContain('crib-set');
  });

  it('offer both widths of a tile picture', () => {
    expect(tileSrcSet('crib-set')).toBe(
      '/images/tiles/crib-set-400.webp 400w, /images/tiles/crib-set-800.webp 800w',
    );
  });
});
