import type { Plural, Translated } from '../catalogue.js';
import type { card as english } from '../en/card.js';

/** The product card's words in French (card, price, rating, favourite, picture). */
export const card: Translated<typeof english, Plural> = {
  listSeparator: ', ',
  viewDetails: 'Voir le détail',
  reviews: { one: '({count} avis)', other: '({count} avis)' },
  ratedOutOf5: 'Noté {rating} sur 5',
  colours: 'Couleurs\u00a0: {names}',
  moreColours: { one: '{count} autre couleur', other: '{count} autres couleurs' },
  outOfStock: 'Épuisé',
  discountOff: '-{rate} %',
  was: 'Au lieu de',
  addToFavorites: 'Ajouter {name} aux favoris',
  cancel: 'Annuler',
  logIn: 'Se connecter',
  imageUnavailable: 'Image non disponible',
};
