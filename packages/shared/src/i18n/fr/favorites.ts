import type { Plural, Translated } from '../catalogue.js';
import type { favorites as english } from '../en/favorites.js';

/** The favourites screen's words in French. */
export const favorites: Translated<typeof english, Plural> = {
  login: 'Se connecter',
  count: { one: '{count} produit enregistré', other: '{count} produits enregistrés' },
};
