import { MAIN_CATEGORIES, paths } from '@shop/shared';

/** The Products menu of the header and the drawer. */
export const categoryLinks = MAIN_CATEGORIES.map((category) => ({
  label: category,
  to: paths.productCat(category),
}));
