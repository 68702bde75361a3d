/** The favourites screen's own words (the spec's messages come from `messages` in @shop/shared). */
export const favoritesLabels = {
  login: 'Login',
} as const;
