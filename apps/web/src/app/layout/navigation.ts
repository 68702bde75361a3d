import { MAIN_CATEGORIES } from '@shop/shared';

/** Listing path of a main category ('/productCat/Bed%20Linen'). */
export const categoryPath = (category: string) => `/productCat/${encodeURIComponent(category)}`;

/** The Products menu of the header and the drawer. */
export const categoryLinks = MAIN_CATEGORIES.map((category) => ({
  label: category,
  to: categoryPath(category),
}));

export const paths = {
  home: '/',
  products: '/products',
  contact: '/contactus',
  login: '/login',
  dashboard: '/admin/dashboard',
  favorites: '/Favorites',
  profile: '/me/update',
} as const;
