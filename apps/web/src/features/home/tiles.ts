import { paths, SHOP_BY_CATEGORY, slugify } from '@shop/shared';
import { homeLabels } from './labels';

export interface Tile {
  label: string;
  to: string;
  /** File name stem under /images/tiles/ ('men', 'crib-set'); the seed writes -400 and -800 widths. */
  image: string;
}

/** The widths every tile picture exists in (seeded under /images/tiles/). */
export const TILE_WIDTHS = [400, 800] as const;

export const tileSrcSet = (image: string) =>
  TILE_WIDTHS.map((width) => `/images/tiles/${image}-${width}.webp ${width}w`).join(', ');
export const tileSrc = (image: string) => `/images/tiles/${image}-${TILE_WIDTHS[0]}.webp`;

/** Shop by Gender and Age (spec §2 Home page). */
export const GENDER_TILES: readonly Tile[] = [
  { label: homeLabels.men, to: paths.productCat('Men'), image: 'men' },
  { label: homeLabels.women, to: paths.productCat('Women'), image: 'women' },
  { label: homeLabels.kids, to: paths.productCat('Kids'), image: 'kids' },
  { label: homeLabels.babies, to: paths.productCat('Babies'), image: 'babies' },
];

/** Shop by Category: each sub-category's listing across all categories (/productSubCats/{name}). */
export const CATEGORY_TILES: readonly Tile[] = SHOP_BY_CATEGORY.map((name) => ({
  label: name,
  to: paths.productSubCats(name),
  image: slugify(name),
}));
