import type { Plural, Translated } from '../catalogue.js';
import type { contact as english } from '../en/contact.js';

/** The contact page's words in French. */
export const contact: Translated<typeof english, Plural> = {
  title: 'Contactez-nous',
  intro:
    'Une question sur un produit, une taille ou une commande\u202f? Envoyez-nous un message et nous vous recontacterons.',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phoneNumber: 'Téléphone',
  message: 'Message',
  submit: 'Envoyer',
  storeImage: 'Notre boutique',
  map: 'Plan d’accès à la boutique',
};
