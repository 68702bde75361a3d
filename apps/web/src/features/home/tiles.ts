import { paths, SHOP_BY_CATEGORY, slugify } from '@shop/shared';

export interface Tile {
  to: string;
  /** File name stem under /images/tiles/ ('men', 'crib-set'); the seed writes -400 and -800 widths. */
  image: string;
}

/** The widths every tile picture exists in (seeded under /images/tiles/). */
const TILE_WIDTHS = [400, 800] as const;

export const tileSrcSet = (image: string) =>
  TILE_WIDTHS.map((width) => `/images/tiles/${image}-${width}.webp ${width}w`).join(', ');
export const tileSrc = (image: string) => `/images/tiles/${image}-${TILE_WIDTHS[0]}.webp`;

/** Shop by Gender and Age (docs/product.md §3.2); `word` is the tile's label in the home page's words. */
export const GENDER_TILES: readonly (Tile & { word: 'men' | 'women' | 'kids' | 'babies' })[] = [
  { word: 'men', to: paths.productCat('Men'), image: 'men' },
  { word: 'women', to: paths.productCat('Women'), image: 'women' },
  { word: 'kids', to: paths.productCat('Kids'), image: 'kids' },
  { word: 'babies', to: paths.productCat('Babies'), image: 'babies' },
];

/**
 * Shop by Category: each sub-category's listing across all categories (/productSubCats/{name});
 * `subcategory` is the canonical value, shown in the page's language.
 */
export const CATEGORY_TILES: readonly (Tile & { subcategory: string })[] = SHOP_BY_CATEGORY.map((name) => ({
  subcategory: name,
  to: paths.productSubCats(name),
  image: slugify(name),
}));
