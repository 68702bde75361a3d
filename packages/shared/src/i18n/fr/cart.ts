import type { Plural, Translated } from '../catalogue.js';
import type { cart as english } from '../en/cart.js';

export const cart: Translated<typeof english, Plural> = {
  title: 'Votre panier',
  lines: 'Articles de votre panier',
  size: 'Taille\u00a0: {size}',
  color: 'Couleur\u00a0: {color}',
  remove: 'Retirer {name} du panier',
  subtotal: 'Sous-total',
  deliveryCost: 'Frais de livraison',
  total: 'Total',
  summary: 'Récapitulatif de la commande',
  login: 'Se connecter',
  continueShopping: 'Continuer mes achats',
  quantityOf: 'Quantité de {name}',
  freeDeliveryLeft: 'Plus que {amount} pour la livraison gratuite',
  freeDeliveryReached: 'Votre commande est livrée gratuitement',
  deliveryTo: 'Livraison\u00a0: {area}',
  promoCode: 'Code promo',
  applyCode: 'Appliquer',
  removeCode: 'Retirer le code {code}',
  codeSaves: 'Code {code}\u00a0: vous économisez {amount}',
  codeFreeDelivery: 'Code {code}\u00a0: livraison gratuite',
  discount: 'Remise ({code})',
  rateLine: '1\u00a0$ = {rate}\u00a0LBP',
  codeNeedsLogin: 'Connectez-vous pour utiliser un code promo',
};
