import { MAIN_CATEGORIES, paths } from '@shop/shared';

/** The Products menu of the header and the drawer: each main category (canonical value) and its listing. */
export const categoryLinks = MAIN_CATEGORIES.map((category) => ({
  category,
  to: paths.productCat(category),
}));
