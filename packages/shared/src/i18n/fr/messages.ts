import type { MessageKey } from '../../messages.js';

/**
 * The messages of docs/product.md §15 in French, as a Lebanese shop writes them (API answers, form checks,
 * the WhatsApp order summary's labels). Placeholders keep their English names; product codes, amounts,
 * e-mails and phone numbers are filled in as typed.
 */
export const messages: Readonly<Record<MessageKey, string>> = {
  // Sign in / sign up
  invalidCredentials: 'E-mail ou mot de passe incorrect',
  loginBlank: 'Veuillez saisir votre e-mail et votre mot de passe',
  loginSuccess: 'Connexion réussie',
  productNotFound: 'Produit introuvable',
  loginRequired: 'Veuillez vous connecter pour accéder à cette page',
  forbidden: 'Vous n’avez pas accès à cette page',
  resourceNotFound: 'Introuvable',
  notFound: 'Introuvable',
  serverError: 'Erreur interne du serveur',
  emailExists: 'Cet e-mail est déjà utilisé',
  registerSuccess: 'Votre compte a bien été créé',
  registerAllBlank: 'Veuillez saisir vos informations',
  registerNameEmailBlank: 'Veuillez saisir votre nom et votre e-mail',
  registerNamePasswordBlank: 'Veuillez saisir votre nom et votre mot de passe',
  registerEmailPasswordBlank: 'Veuillez saisir votre e-mail et votre mot de passe',
  registerNameBlank: 'Veuillez saisir votre nom',
  registerPasswordBlank: 'Veuillez saisir un mot de passe',
  registerEmailBlank: 'Veuillez saisir votre e-mail',
  passwordTooShort: 'Votre mot de passe doit comporter plus de 6 caractères',
  nameTooLong: 'Votre nom ne peut pas dépasser 30 caractères',
  loggedOut: 'Vous êtes déconnecté',

  // Account maintenance
  userUpdated: 'Utilisateur mis à jour',
  passwordUpdated: 'Mot de passe modifié',
  passwordsDontMatch: 'Les mots de passe ne correspondent pas',
  wrongOldPassword: 'L’ancien mot de passe est incorrect',
  oldPasswordBlank: 'Veuillez saisir votre ancien mot de passe',
  forgotEmpty: 'Veuillez remplir le champ e-mail',
  forgotSent: 'Si un compte existe pour {email}, un lien de réinitialisation lui a été envoyé',
  resetTokenInvalid: 'Le lien de réinitialisation du mot de passe est invalide ou a expiré',

  // Admin results
  productCreated: 'Produit créé',
  productUpdated: 'Produit mis à jour',
  productDeleted: 'Produit supprimé',
  userDeleted: 'Utilisateur supprimé',
  reviewDeleted: 'Avis supprimé',

  // Product form
  selectMainImage: 'Choisir l’image principale',
  emptyFields: 'Champs vides\u202f!',
  optionRequired: 'Au moins 1 option est requise',
  optionsNeedSize: 'Chaque option doit avoir une taille',
  fillSize: 'Veuillez indiquer la taille',

  // Reviews
  reviewPosted: 'Votre avis a été publié',
  noReviews: 'Aucun avis pour le moment.',
  reviewRatingRequired: 'Veuillez choisir une note de 1 à 5 étoiles',
  reviewCommentRequired: 'Veuillez écrire un commentaire',
  reviewCommentTooLong: 'Votre commentaire ne peut pas dépasser 2000 caractères',
  reviewNotFound: 'Avis introuvable',

  // Favourites
  favoriteDialogTitle: 'Ajouter aux favoris\u202f?',
  favoriteDialogText: 'Veuillez vous connecter à votre compte pour ajouter des produits à vos favoris',
  savedProducts: 'Produits enregistrés',
  noSavedProducts: 'Aucun produit enregistré',

  // Cart and checkout
  itemAdded: 'Article ajouté au panier',
  alreadyExist: 'Cet article est déjà dans votre panier',
  outOfStockItem: 'Article en rupture de stock',
  outOfStockSizeColor: 'Cette taille et cette couleur sont en rupture de stock',
  selectSize: 'Veuillez choisir une taille',
  emptyCart: 'Votre panier est vide',
  cartLoginGate: 'Vous devez vous connecter pour continuer',
  stockExceeded: 'Plus que {available} en stock pour {item}',
  cartLineNotFound: 'Article introuvable dans le panier',
  cartNotFound: 'Panier introuvable',
  cartLineGone: 'Cette taille et cette couleur ne sont plus disponibles',
  cartLineFewer: 'Plus que {available} en stock',
  cartQuantityInvalid: 'La quantité doit être un nombre entier, à partir de 1',
  cartFull:
    'Votre panier peut contenir au plus {max} articles différents. Veuillez en retirer avant d’en ajouter d’autres.',
  cardPaymentTooltip:
    'En raison de la situation au Liban, le paiement en ligne n’est pas disponible pour le moment',

  // Listings
  noProductFound: 'Désolé, aucun produit trouvé',
  noProductFoundShort: 'Aucun produit trouvé.',
  noResultFor: 'Aucun résultat pour «\u202f{keyword}\u202f»',

  // Contact page
  contactSuccess: 'Nous vous répondrons dans les plus brefs délais',
  contactFailure: 'Une erreur s’est produite et votre demande n’a pas été envoyée. Veuillez réessayer',
  tooShort: 'Trop court\u202f!',
  tooLong: 'Trop long\u202f!',
  firstNameRequired: 'Prénom obligatoire',
  lastNameRequired: 'Nom obligatoire',
  invalidEmail: 'Format d’e-mail invalide',
  requiredBang: 'Obligatoire\u202f!',
  phoneRequired: 'Téléphone obligatoire',

  // Address form
  required: 'Obligatoire',

  // The order summary sent to the shop by WhatsApp
  orderMessageTitle: 'Nouvelle commande',
  orderMessageName: 'Nom',
  orderMessageCountry: 'Pays',
  orderMessageCity: 'Ville',
  orderMessageArea: 'Zone',
  orderMessageAddress: 'Adresse',
  orderMessageProductId: 'Identifiant',
  orderMessageCode: 'Code',
  orderMessagePrice: 'Prix',
  orderMessageQuantity: 'Quantité',
  orderMessageSize: 'Taille',
  orderMessageColor: 'Couleur',
  orderMessageAmount: 'Montant',
  orderMessageDelivery: 'Frais de livraison',
  orderMessageTotal: 'Montant total',
  orderMessageNumber: 'N° de commande',
  orderMessageDiscount: 'Remise ({code})',
  orderMessageRate: 'Taux du dollar',
  orderMessageRateValue: '1\u00a0$ = {rate}\u00a0LBP',

  // Orders
  orderItemUnavailable: '{name} ({size}, {color}) n’est plus disponible',
  orderNotEnoughStock: 'Plus que {available} en stock pour {name} ({size}, {color})',
  orderNotFound: 'Commande introuvable',
  orderTotalChanged:
    'Les prix ont changé depuis l’affichage de votre panier\u00a0: le total est maintenant de {total}. Veuillez vérifier votre commande, puis cliquer de nouveau sur «\u202fCommander\u202f».',
  orderStatusUpdated: 'La commande n° {number} est maintenant au statut «\u202f{status}\u202f»',
  orderStatusChangeRefused:
    'Une commande au statut «\u202f{from}\u202f» ne peut pas passer au statut «\u202f{to}\u202f»',
  orderDeleted: 'Commande supprimée',
  orderDeletedShipped:
    'Commande supprimée. Comme elle avait été expédiée, ses articles n’ont pas été remis en stock.',
  idempotencyKeyInvalid: 'L’en-tête Idempotency-Key doit comporter de 1 à 200 caractères visibles',
  idempotencyKeyReused:
    'Cette clé Idempotency-Key a déjà servi pour une autre commande. Envoyez une nouvelle clé pour une nouvelle commande.',
  orderTooManyLines: 'Une commande peut compter au plus {max} lignes',
  deliveryAreaUnknown: "Cette zone de livraison n'existe pas. Veuillez choisir à nouveau votre zone.",
  deliveryAreaOff:
    "La livraison dans cette zone n'est pas disponible pour le moment. Veuillez choisir une autre zone.",
  deliveryAreaNotFound: 'Zone de livraison introuvable',
  deliveryAreaNameRequired: 'Veuillez saisir le nom de la zone en anglais',
  deliveryAreaNameExists: 'Une zone nommée {name} existe déjà',
  deliveryFeeInvalid: 'Les frais doivent être un nombre entier de LBP, 0 ou plus',
  deliveryDaysInvalid:
    'Les jours doivent être des nombres entiers de 0 à 30, le premier au plus égal au dernier',
  freeDeliveryAmountInvalid:
    'Le montant doit être un nombre entier de LBP, 0 ou plus, ou vide pour ne pas offrir la livraison',

  // Promo codes and sales
  promoUnknown: "Ce code promo n'existe pas",
  promoExpired: 'Ce code promo a expiré',
  promoNotYet: 'Ce code promo est valable à partir du {date}',
  promoMinimum: 'Ce code promo demande des articles pour {amount} ou plus',
  promoUsedUp: 'Ce code promo a été entièrement utilisé',
  promoAlreadyUsed: 'Vous avez déjà utilisé ce code promo',
  promoCodeInvalid: 'Un code promo compte de 3 à 30 lettres, chiffres, - ou _',
  promoCodeExists: 'Un code promo {code} existe déjà',
  promoCodeNotFound: 'Code promo introuvable',
  promoValueRequired: 'Saisissez un pourcentage de 1 à 100, ou un montant d’au moins 1 LBP',
  promoUsesBelowUsed: 'Ce code a déjà servi {uses} fois\u00a0: il ne peut pas en permettre moins',
  promoDeleted: 'Code promo supprimé',
  windowReversed: 'La fin doit venir après le début',
  invalidDateTime: 'Saisissez une date et une heure',
  saleNameRequired: 'Veuillez saisir le nom de la promotion',
  salePercentInvalid: 'La promotion doit retirer de 1 à 100 %',
  saleNotFound: 'Promotion introuvable',
  saleDeleted: 'Promotion terminée et retirée',
  // Order limits
  orderRateLimited:
    'Vous avez passé beaucoup de commandes en peu de temps. Veuillez patienter un moment, ou appelez-nous pour finaliser votre commande.',
  orderTooManyOpen:
    'Vous avez déjà {count} commandes en attente d’expédition. Veuillez patienter jusqu’à leur livraison, ou appelez-nous pour y ajouter des articles.',
  orderPhoneTooManyOpen:
    'Ce numéro de téléphone a déjà {count} commandes en attente d’expédition. Appelez-nous pour y ajouter des articles.',
  orderTooManyPieces: 'Vous pouvez commander au plus {max} pièces de {name} ({size}, {color}) à la fois',
  // Blocked customers
  accountBlocked: 'Ce compte est bloqué. Veuillez contacter la boutique.',
  phoneBlocked:
    'Les commandes vers ce numéro de téléphone ne sont pas acceptées. Veuillez contacter la boutique.',
  userBlocked: '{name} est bloqué\u00a0: ce compte ne peut plus se connecter ni commander',
  userUnblocked: '{name} peut de nouveau se connecter et commander',
  ownBlock: 'Vous ne pouvez pas bloquer votre propre compte',
  adminBlock: 'Un administrateur ne peut pas être bloqué\u00a0: repassez-le d’abord en utilisateur',
  openOrdersCancelled:
    'Commandes en cours de {name} annulées\u00a0: {count}. Leurs articles sont remis en stock.',
  phoneBlockAdded: 'Les commandes vers le {phone} sont désormais refusées',
  phoneBlockRemoved: 'Les commandes vers le {phone} sont de nouveau acceptées',
  phoneBlockExists: 'Ce numéro de téléphone est déjà bloqué',
  phoneBlockNotFound: 'Ce numéro de téléphone n’est pas bloqué',
  phoneInvalid: 'Saisissez un numéro de téléphone valide (7 à 15 chiffres)',
  phoneWithoutDigits: 'Saisissez un numéro de téléphone',
  // A confirmed e-mail address before the first order
  emailNotConfirmed:
    'Veuillez confirmer votre adresse e-mail pour commander\u00a0: ouvrez le lien que nous vous avons envoyé.',
  confirmEmailSent:
    'Nous avons envoyé un lien de confirmation à {email}. Ouvrez-le, puis cliquez de nouveau sur «\u202fCommander\u202f».',
  confirmEmailWait:
    'Un lien a été envoyé il y a moins d’une minute\u00a0: veuillez vérifier votre boîte mail, y compris le dossier des spams.',
  emailConfirmed: 'Votre adresse e-mail est confirmée. Vous pouvez maintenant passer votre commande.',
  emailAlreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
  confirmEmailInvalid:
    'Ce lien de confirmation est invalide ou a expiré. Demandez-en un nouveau au moment de commander.',
  cartLineKeyInvalid: 'La clé d’une ligne du panier doit comporter de 1 à 100 caractères visibles',

  // Server-side checks
  invalidId: 'Identifiant invalide',
  rateNotNumber: 'Saisissez un nombre',
  rateNotWhole: 'Saisissez un nombre entier',
  rateNegative: 'La valeur doit être supérieure ou égale à 0',
  rateTooLarge: 'La valeur doit être inférieure ou égale à 1 000 000 000',
  amountTooLarge: 'Ce montant est trop élevé pour être traité par la boutique',

  // Requests the server cannot take
  unstorableCharacters: 'La requête contient des caractères impossibles à enregistrer (comme NUL)',
  malformedJson: 'Corps JSON mal formé',
  malformedMultipart: 'Corps multipart mal formé',
  malformedRequest: 'Requête mal formée',
  unsupportedContentType: 'Type de contenu non pris en charge',
  bodyTooLarge: 'Le corps de la requête est trop volumineux',
  fileTooLarge: 'Le fichier est trop volumineux',
  tooManyParts: 'Trop de fichiers ou de champs dans la requête',
  headersTooLarge: 'Les en-têtes ou l’URL de la requête sont trop longs',
  requestTimeout: 'Délai de la requête dépassé',
  serverClosing: 'La boutique redémarre, veuillez réessayer dans un instant',
  tooManyRequests: 'Trop de requêtes, veuillez réessayer dans {after}',
  // Admin catalogue, users and messages
  productCodeTaken: 'Un produit avec ce code existe déjà',
  unknownCategory: 'Catégorie inconnue\u00a0: {name}',
  unknownSubcategory: 'Sous-catégorie inconnue pour cette catégorie\u00a0: {name}',
  unknownSubsubcategory: 'Sous-sous-catégorie inconnue pour cette sous-catégorie\u00a0: {name}',
  unknownSize: 'Taille inconnue\u00a0: {name}',
  duplicateOption: 'Deux options ont la même taille et la même couleur\u00a0: {option}',
  dollarDecimals: 'Les prix en dollars ont au plus 2 décimales',
  imageNotPicture: 'Les images doivent être au format JPEG, PNG, WebP ou AVIF',
  imageTooLarge: 'Chaque image doit peser au plus 10 Mo',
  imageTooManyPixels: 'Chaque image doit faire au plus 40 mégapixels',
  imageUnknownId: 'Image inconnue\u00a0: {name}',
  subcategoryAdded: 'Sous-catégorie ajoutée',
  pricesUpdated: 'Tous les prix ont été mis à jour',
  productStatusUpdated: 'Statut du produit mis à jour',
  roleUpdated: 'Rôle de l’utilisateur mis à jour',
  ownRole: 'Vous ne pouvez pas modifier votre propre rôle',
  productOrCodeRequired: 'Saisissez l’identifiant ou le code d’un produit',
  messageUpdated: 'Message mis à jour',

  // The admin's home
  invalidDay: 'Les dates s’écrivent AAAA-MM-JJ',
  daysOutOfRange: 'La période va de 1 à 366 jours',
  datesReversed: 'La date de début est postérieure à la date de fin',
  lowStockThresholdInvalid: 'Le seuil de stock bas est un nombre entier de 0 à 1000',
  lowStockThresholdUpdated: 'Seuil de stock bas mis à jour',

  // The admin's product form, lists and switches
  isCheckedInvalid: 'L’activation de la remise vaut vrai ou faux',
  dollarPriceNotNumber: 'Le prix en dollars doit être un nombre',
  dollarPriceNegative: 'Le prix en dollars doit être d’au moins 0',
  dollarPriceTooLarge: 'Le prix en dollars est trop élevé',
  optionPriceNotNumber: 'Le prix de l’option doit être un nombre',
  optionPriceNegative: 'Le prix de l’option doit être d’au moins 0',
  optionPriceTooLarge: 'Le prix de l’option est trop élevé',
  sizeNotText: 'La taille doit être du texte',
  colorNotText: 'La couleur doit être du texte',
  colorTooLong: 'Le nom de la couleur est trop long',
  quantityNotWhole: 'La quantité doit être un nombre entier',
  quantityNegative: 'La quantité doit être d’au moins 0',
  quantityTooLarge: 'La quantité ne peut dépasser 1\u202f000\u202f000',
  optionDescriptionTooLong: 'La description de l’option est trop longue',
  optionCodeTooLong: 'Le code de l’option est trop long',
  optionStatusInvalid: 'L’état de l’option doit être «\u202fen stock\u202f» ou «\u202fépuisé\u202f»',
  productCodeTooLong: 'Le code du produit est trop long',
  productNameTooLong: 'Le nom est trop long',
  descriptionTooLong: 'La description est trop longue',
  subcategoryTooLong: 'Le nom de la sous-catégorie est trop long',
  unknownSubsubcategoryValue: 'Sous-sous-catégorie inconnue\u00a0: {name}',
  collectionInvalid: 'La collection doit être «\u202fÉté\u202f» ou «\u202fHiver\u202f»',
  discountNotNumber: 'Le taux de remise doit être un nombre',
  optionsNotList: 'Les options doivent former une liste',
  tooManyOptions: '{max} options au plus',
  nameNotText: 'Le nom doit être du texte',
  descriptionNotText: 'La description doit être du texte',
  translationsInvalid: 'Les traductions doivent être données par langue',
  tooManyImages: '{max} images au plus',
  removedImagesInvalid: 'Les images retirées doivent être une liste d’identifiants',
  imageOrderNotList: 'L’ordre des images doit être une liste',
  imageOrderIncomplete: 'L’ordre des images doit citer une fois chaque image gardée et chaque image ajoutée',
  pageSizeInvalid: 'Le nombre de lignes doit être l’un de {sizes}',
  pageNotWhole: 'Le numéro de page doit être un nombre entier',
  pageTooSmall: 'Le numéro de page commence à 1',
  pageTooLarge: 'Le numéro de page ne peut dépasser 1\u202f000\u202f000',
  keywordRepeated: 'Le mot-clé doit être donné une seule fois',
  keywordTooLong: 'Le mot-clé compte au plus {max} caractères',
  labelsNotText: 'Les noms doivent être du texte',
  labelsInvalid: 'Les noms doivent être donnés par langue',
  roleInvalid: 'Le rôle doit être «\u202futilisateur\u202f» ou «\u202fadministrateur\u202f»',
  blockedInvalid: 'Le blocage vaut vrai ou faux',
  handledInvalid: 'L’état «\u202ftraité\u202f» vaut vrai ou faux',

  // Back in stock
  stockAlertSaved: 'Nous écrirons à {email} dès son retour en stock',
  stockAlertKnown: '{email} est déjà sur la liste\u00a0: nous écrirons dès son retour',
  stockAlertInStock: 'Cette taille et cette couleur sont en stock\u00a0: vous pouvez les ajouter au panier',
  stockAlertEmailRequired: 'Saisissez votre adresse e-mail pour être prévenu de son retour',
  stockAlertUnknownOption: 'Ce produit n’existe pas dans cette taille et cette couleur',
  digestSent: 'Le résumé a été envoyé à {email}',
  digestFailed: 'Le résumé n’a pas pu être envoyé\u00a0: le serveur de mail l’a refusé. Réessayez plus tard.',
};
