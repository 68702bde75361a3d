import type { Plural, Translated } from '../catalogue.js';
import type { home as english } from '../en/home.js';

/** The home page's words in French. */
export const home: Translated<typeof english, Plural> = {
  featured: 'Collections à la une',
  carousel: 'carrousel',
  slide: 'diapositive',
  slides: [
    { title: 'Collection été', subtitle: 'Des cotons légers pour les beaux jours' },
    { title: 'Douceur de la maison', subtitle: 'Plaids, oreillers et linge de lit' },
    { title: 'Pour les petits', subtitle: 'Des basiques tout doux pour bébés et enfants' },
  ],
  slideOf: '{index} sur {count}',
  showSlide: 'Afficher la diapositive {index} sur {count}',
  pauseSlides: 'Mettre le diaporama en pause',
  playSlides: 'Relancer le diaporama',
  shopNow: 'DÉCOUVRIR',
  newArrivals: 'Nouveautés',
  newArrivalsIntro: 'Tout juste arrivées en boutique',
  previousProducts: 'Produits précédents',
  nextProducts: 'Produits suivants',
  viewAll: 'Tout voir',
  genderTitle: 'Pour toute la famille',
  genderIntro: 'Des vêtements de tous les jours, du plus grand au plus petit',
  men: 'Espace Homme',
  women: 'Espace Femme',
  kids: 'Espace Enfant',
  babies: 'Espace Bébé',
  newsletterTitle: 'Restez informé',
  newsletterText:
    'Nouveautés, offres de saison et conseils d’entretien de la boutique, directement dans votre boîte mail.',
  subscribe: 'S’ABONNER',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  categoryTitle: 'Par catégorie',
  categoryIntro: 'Des pyjamas douillets aux parures de berceau et aux serviettes',
};
