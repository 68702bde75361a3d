import type { Plural, Translated } from '../catalogue.js';
import type { mail as english } from '../en/mail.js';

// French typography: a no-break space before ':' (U+00A0), a narrow one before '!' and '?' (U+202F).
export const mail: Translated<typeof english, Plural> = {
  hello: 'Bonjour {name},',
  helloGuest: 'Bonjour,',
  orderSubject: '{shop}\u00a0: commande {number} reçue',
  orderThanks: 'Merci pour votre commande {number} de {total}, payable en espèces à la livraison.',
  orderFollow: 'Nous vous appellerons pour organiser la livraison. Vous pouvez la suivre ici\u00a0:',
  shopOrderSubject: 'Nouvelle commande {number}\u00a0: {total}',
  resetSubject: '{shop}\u00a0: réinitialiser votre mot de passe',
  resetAsked: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {shop}.',
  resetOpen: 'Ouvrez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe\u00a0:',
  resetNotYou: 'Si ce n’était pas vous, ignorez ce message\u00a0: votre mot de passe reste inchangé.',
  confirmSubject: '{shop}\u00a0: confirmez votre adresse e-mail',
  confirmOpen:
    'Ouvrez ce lien pour confirmer l’adresse e-mail de votre compte {shop}, puis passez votre commande\u00a0:',
  confirmLifetime:
    'Le lien est valable {hours} heures. Si vous ne vous êtes pas inscrit, ignorez ce message.',

  contactSubject: '{shop}\u00a0: message de {name}',
  contactFrom: 'De',
  contactPhone: 'Téléphone',

  statusSubject: {
    Shipped: '{shop}\u00a0: votre commande {number} est en route',
    Delivered: '{shop}\u00a0: votre commande {number} a été livrée',
    Cancelled: '{shop}\u00a0: votre commande {number} a été annulée',
    Returned: '{shop}\u00a0: votre commande {number} nous est revenue',
  },
  statusNews: {
    Shipped: 'Votre commande {number} a quitté la boutique et elle est en route.',
    Delivered: 'Votre commande {number} a été livrée. Merci pour votre achat\u202f!',
    Cancelled: 'Votre commande {number} a été annulée.',
    Returned: 'Votre commande {number} nous est revenue\u00a0: le colis n’a pas été accepté à la livraison.',
  },
  statusNext: {
    Shipped: 'Merci de préparer {total} en espèces\u00a0: le livreur vous appellera avant de passer.',
    Delivered: 'Une question sur vos articles\u202f? Répondez à ce message ou appelez-nous au {phone}.',
    Cancelled: 'Vous ne devez rien. Si vous ne vous y attendiez pas, appelez-nous au {phone}.',
    Returned:
      'Vous ne devez rien. Si vous voulez toujours vos articles, commandez-les à nouveau ou appelez-nous au {phone}.',
  },
  option: '{size}, {color}',
  orderHeading: 'Commande {number}',
  orderLine: '{name} ({option}), {quantity}\u00a0×\u00a0{price}',
  orderItems: 'Articles',
  orderDelivery: 'Livraison',
  orderTotal: 'Total',
  orderLink: 'Voir votre commande',
  signature: '{shop} · {phone}',

  whatsAppStatus: {
    Processing:
      'Bonjour {name}, c’est {shop}. Nous avons bien reçu votre commande {number} ({total}) et nous la préparons. Nous vous préviendrons dès son départ.',
    Shipped:
      'Bonjour {name}, c’est {shop}. Votre commande {number} est en route\u00a0: merci de préparer {total} en espèces, le livreur vous appellera avant de passer.',
    Delivered:
      'Bonjour {name}, c’est {shop}. Votre commande {number} a été livrée. Merci pour votre achat\u202f!',
    Cancelled:
      'Bonjour {name}, c’est {shop}. Votre commande {number} a été annulée\u00a0: vous ne devez rien. Écrivez-nous ici si vous avez une question.',
    Returned:
      'Bonjour {name}, c’est {shop}. Votre commande {number} nous est revenue\u00a0: vous ne devez rien. Si vous voulez toujours vos articles, répondez ici et nous vous les renverrons.',
  },

  backSubject: '{shop}\u00a0: {product} est de retour en stock',
  backNews: 'Bonne nouvelle\u00a0: {product} ({option}) est de retour en stock.',
  backHurry: 'Les pièces partent vite\u00a0: commandez sans tarder si vous le voulez.',
  backOpen: 'Le voir dans la boutique',
  backOnce: 'Vous nous avez demandé de vous prévenir de son retour\u00a0: c’est le seul message à ce sujet.',

  digestSubject: '{shop}\u00a0: la boutique le {date}',
  digestGreeting: 'Bonjour,',
  digestIntro: 'Voici la boutique hier, {date}, et ce qui vous attend aujourd’hui.',
  digestYesterday: 'Hier',
  digestOrders: 'Commandes passées',
  digestSales: 'Ventes',
  digestCancelled: 'Annulées ou retournées',
  digestToShip: 'À expédier',
  digestProcessing: 'En attente d’expédition',
  digestShipped: 'Chez le livreur',
  digestLowStock: 'Stock bas ({threshold} pièces ou moins)',
  digestLowStockLine: '{name} ({option})',
  digestLeft: { one: '{count} pièce restante', other: '{count} pièces restantes' },
  digestSoldOut: 'épuisé',
  digestNoLowStock: 'Rien ne vient à manquer.',
  digestMore: { one: 'et {count} autre', other: 'et {count} autres' },
  digestMessages: 'Messages en attente de réponse',
  digestNoMessages: 'Aucun message n’attend de réponse.',
  digestOpenAdmin: 'Ouvrir l’administration',
};
