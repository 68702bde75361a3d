import type { Plural, Translated } from '../catalogue.js';
import type { checkout as english } from '../en/checkout.js';

export const checkout: Translated<typeof english, Plural> = {
  shipping: 'Livraison',
  resendConfirmation: 'Renvoyer le lien',
  billing: 'Paiement',
  firstName: 'Prénom',
  lastName: 'Nom',
  phoneNumber: 'Numéro de téléphone',
  city: 'Ville',
  street: 'Rue',
  building: 'Immeuble',
  floor: 'Étage',
  next: 'Suivant',
  back: 'Retour à la livraison',
  yourOrder: 'Votre commande',
  name: 'Nom',
  address: 'Adresse',
  subTotal: 'Sous-total',
  deliveryCost: 'Frais de livraison',
  total: 'Total',
  payment: 'Paiement',
  cashOnDelivery: 'Paiement à la livraison',
  card: 'Carte de crédit ou de débit',
  checkout: 'Commander pour {total}',
};
