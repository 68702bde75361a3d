import type { Plural, Translated } from '../catalogue.js';
import type { mail as english } from '../en/mail.js';

export const mail: Translated<typeof english, Plural> = {
  hello: 'Bonjour {name},',
  orderSubject: '{shop} : commande {number} reçue',
  orderThanks: 'Merci pour votre commande {number} de {total}, payable en espèces à la livraison.',
  orderFollow: 'Nous vous appellerons pour organiser la livraison. Vous pouvez la suivre ici :',
  shopOrderSubject: 'Nouvelle commande {number} : {total}',
  resetSubject: '{shop} : réinitialiser votre mot de passe',
  resetAsked: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {shop}.',
  resetOpen: 'Ouvrez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe :',
  resetNotYou: 'Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.',
  confirmSubject: '{shop} : confirmez votre adresse e-mail',
  confirmOpen:
    'Ouvrez ce lien pour confirmer l’adresse e-mail de votre compte {shop}, puis passez votre commande :',
  confirmLifetime:
    'Le lien est valable {hours} heures. Si vous ne vous êtes pas inscrit, ignorez ce message.',
};
