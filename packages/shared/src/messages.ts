/**
 * The message catalogue: every user-visible string, keyed, with its English (docs/product.md §15) as the
 * value. Arabic and French will later be catalogues with the same keys, so code never hard-codes text.
 */
export const messages = {
  // Sign in / sign up (docs/product.md §15)
  invalidCredentials: 'Invalid Email or Password',
  loginBlank: 'Please enter email & password',
  loginSuccess: 'Logged In Successfully',
  productNotFound: 'Product not found',
  loginRequired: 'Please login to access this resource',
  // Refusals any route may give (lib/errors.ts, plugins/errors.ts)
  forbidden: 'You are not allowed to access this resource',
  resourceNotFound: 'Resource not found',
  notFound: 'Not found',
  serverError: 'Internal server error',
  emailExists: 'Email already exist',
  registerSuccess: 'Successfully registered',
  registerAllBlank: 'Please enter your information',
  registerNameEmailBlank: 'Please enter name & email',
  registerNamePasswordBlank: 'Please enter name & password',
  registerEmailPasswordBlank: 'Please enter email & password',
  registerNameBlank: 'Please enter name',
  registerPasswordBlank: 'Please enter a password',
  registerEmailBlank: 'Please enter email',
  passwordTooShort: 'Your password must be longer than 6 characters',
  nameTooLong: 'Your name cannot exceed 30 characters',
  loggedOut: 'Logged out successfully',

  // Account maintenance
  userUpdated: 'User updated successfully',
  passwordUpdated: 'Password updated successfully',
  passwordsDontMatch: 'Password does not match',
  wrongOldPassword: 'Old password is incorrect',
  oldPasswordBlank: 'Please enter your old password',
  forgotEmpty: 'Fill the email field',
  forgotSent: 'If an account exists for {email}, a reset link has been sent',
  resetTokenInvalid: 'Reset password token is invalid or has expired',

  // Admin results
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  userDeleted: 'User deleted successfully',
  reviewDeleted: 'Review deleted successfully',

  // Product form (docs/product.md §15)
  selectMainImage: 'Select Main Image',
  emptyFields: 'Empty Fields!',
  optionRequired: 'Required 1 option minimum',
  optionsNeedSize: 'All options must have size',
  fillSize: 'Please fill size',

  // Reviews
  reviewPosted: 'Review posted successfully',
  noReviews: 'No Reviews.',
  // The review form and API (issue 9 bounds comments to 1-2000 characters)
  reviewRatingRequired: 'Please choose a rating from 1 to 5 stars',
  reviewCommentRequired: 'Please write a comment',
  reviewCommentTooLong: 'Your comment cannot exceed 2000 characters',
  reviewNotFound: 'Review not found',

  // Favourites
  favoriteDialogTitle: 'Add To Favorites?',
  favoriteDialogText: 'Please Login to your account to enable add to favorites button',
  savedProducts: 'Saved Products',
  noSavedProducts: 'No Saved Products',

  // Cart and checkout
  itemAdded: 'Item Added to Cart',
  alreadyExist: 'already exist',
  outOfStockItem: 'Out of stock item',
  outOfStockSizeColor: 'Out of stock size and color',
  selectSize: 'Please select size',
  emptyCart: 'Your Cart Is Empty',
  cartLoginGate: 'You need to login in order to continue',
  // Server cart answers (issue 9: a refused quantity names the item)
  stockExceeded: 'Only {available} left of {item}',
  cartLineNotFound: 'Cart item not found',
  cartNotFound: 'Cart not found',
  cartLineGone: 'This size and color is no longer available',
  cartLineFewer: 'Only {available} left',
  cartQuantityInvalid: 'Quantity must be a whole number from 1',
  cartFull: 'Your cart holds at most {max} different items. Please remove some before adding more.',
  cardPaymentTooltip: 'Due to the Lebanese circumstance, online payment is not available now',

  // Listings
  noProductFound: 'Sorry, no product was found',
  noProductFoundShort: 'No product found.',
  noResultFor: 'No result found for {keyword}',

  // Contact page (docs/product.md §15)
  contactSuccess: 'we will reach you back as fast as possible',
  contactFailure: 'There is something wrong , your request is lost please try again',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  firstNameRequired: 'First name required',
  lastNameRequired: 'Last name required',
  invalidEmail: 'Invalid email format',
  requiredBang: 'Required!',
  phoneRequired: 'Phone required',

  // Address form
  required: 'Required',

  // The order summary sent to the shop by WhatsApp (docs/product.md §12)
  orderMessageTitle: 'New order',
  orderMessageName: 'Name',
  orderMessageCountry: 'Country',
  orderMessageCity: 'City',
  orderMessageArea: 'Area',
  orderMessageAddress: 'Address',
  orderMessageProductId: 'Id',
  orderMessageCode: 'Code',
  orderMessagePrice: 'Price',
  orderMessageQuantity: 'Quantity',
  orderMessageSize: 'Size',
  orderMessageColor: 'Color',
  orderMessageAmount: 'Amount',
  orderMessageDelivery: 'Delivery Cost',
  orderMessageTotal: 'Total Amount',
  orderMessageNumber: 'Order number',
  orderMessageDiscount: 'Discount ({code})',
  orderMessageRate: 'Dollar rate',
  orderMessageRateValue: '1 $ = {rate} LBP',

  // Orders (the server's answers to a checkout and the admin's orders tab)
  orderItemUnavailable: '{name} ({size}, {color}) is no longer available',
  orderNotEnoughStock: 'Only {available} left of {name} ({size}, {color})',
  orderNotFound: 'Order not found',
  orderTotalChanged:
    'Prices changed since your cart was shown: the total is now {total}. Please check your order and press Checkout again.',
  orderStatusUpdated: 'Order #{number} is now {status}',
  orderStatusChangeRefused: 'An order that is {from} cannot become {to}',
  orderDeleted: 'Order deleted successfully',
  orderDeletedShipped: 'Order deleted. It had been shipped, so its pieces were not put back in stock.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
  orderTooManyLines: 'An order can have at most {max} lines',

  // Delivery areas (issue 47): each area its fee and days; free delivery from an amount
  deliveryAreaUnknown: 'This delivery area does not exist. Please choose your area again.',
  deliveryAreaOff: 'Delivery to this area is not available at the moment. Please choose another area.',
  deliveryAreaNotFound: 'Delivery area not found',
  deliveryAreaNameRequired: "Please enter the area's name in English",
  deliveryAreaNameExists: 'An area named {name} already exists',
  deliveryFeeInvalid: 'The fee must be a whole number of LBP, 0 or more',
  deliveryDaysInvalid: 'Days must be whole numbers from 0 to 30, the first no more than the last',
  freeDeliveryAmountInvalid:
    'The amount must be a whole number of LBP, 0 or more, or empty for no free delivery',

  // Promo codes and sales (issue 48): each refusal says why, in the shopper's language
  promoUnknown: 'This promo code does not exist',
  promoExpired: 'This promo code has expired',
  promoNotYet: 'This promo code can be used from {date}',
  promoMinimum: 'This promo code needs items worth {amount} or more',
  promoUsedUp: 'This promo code has been used up',
  promoAlreadyUsed: 'You have already used this promo code',
  promoCodeInvalid: 'A promo code is 3 to 30 letters, digits, - or _',
  promoCodeExists: 'A promo code {code} already exists',
  promoCodeNotFound: 'Promo code not found',
  promoValueRequired: 'Enter a percentage from 1 to 100, or an amount of at least 1 LBP',
  promoUsesBelowUsed: 'This code was already used {uses} times: it cannot allow fewer uses',
  promoDeleted: 'Promo code deleted',
  windowReversed: 'The end must come after the start',
  invalidDateTime: 'Enter a date and time',
  saleNameRequired: "Please enter the sale's name",
  salePercentInvalid: 'The sale must take 1 to 100 % off',
  saleNotFound: 'Sale not found',
  saleDeleted: 'Sale ended and removed',

  // Order limits (issue 34): fake cash-on-delivery orders must not empty the shop
  orderRateLimited:
    'You have placed many orders in a short time. Please wait a while, or call us to complete your order.',
  orderTooManyOpen:
    'You already have {count} orders waiting to be shipped. Please wait for them, or call us to add to them.',
  orderPhoneTooManyOpen:
    'This phone number already has {count} orders waiting to be shipped. Please call us to add to them.',
  orderTooManyPieces: 'You can order at most {max} pieces of {name} ({size}, {color}) at a time',
  // Blocked customers (issue 34): the admin's answer to fake orders
  accountBlocked: 'This account is blocked. Please contact the shop.',
  phoneBlocked: 'Orders to this phone number are not accepted. Please contact the shop.',
  userBlocked: '{name} is blocked: they cannot sign in or order',
  userUnblocked: '{name} can sign in and order again',
  ownBlock: 'You cannot block your own account',
  adminBlock: 'An admin cannot be blocked: make them a user first',
  openOrdersCancelled: 'Open orders of {name} cancelled: {count}. Their pieces are back in stock.',
  phoneBlockAdded: 'Orders to {phone} are refused from now on',
  phoneBlockRemoved: 'Orders to {phone} are accepted again',
  phoneBlockExists: 'This phone number is already blocked',
  phoneBlockNotFound: 'This phone number is not blocked',
  phoneInvalid: 'Enter a valid phone number (7 to 15 digits)',
  phoneWithoutDigits: 'Enter a phone number',
  // ORDERS_REQUIRE_CONFIRMED_EMAIL: an e-mail address confirmed before the first order
  emailNotConfirmed: 'Please confirm your e-mail address to order: open the link we sent to your mailbox.',
  confirmEmailSent: 'We sent a confirmation link to {email}. Open it, then press Checkout again.',
  confirmEmailWait:
    'A link was sent less than a minute ago: please check your mailbox, spam folder included.',
  emailConfirmed: 'Your e-mail address is confirmed. You can place your order now.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed.',
  confirmEmailInvalid: 'This confirmation link is invalid or has expired. Ask for a new one at checkout.',
  cartLineKeyInvalid: 'A cart line key must be 1 to 100 visible characters',

  // Server-side checks
  invalidId: 'Invalid id',
  rateNotNumber: 'Enter a number',
  rateNotWhole: 'Enter a whole number',
  rateNegative: 'The value must be at least 0',
  rateTooLarge: 'The value must be at most 1,000,000,000',
  amountTooLarge: 'This amount is too large for the shop to handle',

  // Requests the server cannot take (issue 8): one wording per cause, whatever the route
  unstorableCharacters: 'The request contains characters that cannot be stored (such as NUL)',
  malformedJson: 'Malformed JSON body',
  malformedMultipart: 'Malformed multipart body',
  malformedRequest: 'Malformed request',
  unsupportedContentType: 'Unsupported content type',
  bodyTooLarge: 'Request body is too large',
  fileTooLarge: 'File is too large',
  tooManyParts: 'Too many files or fields in the request',
  headersTooLarge: 'Request headers or URL are too large',
  requestTimeout: 'Request timed out',
  serverClosing: 'The shop is restarting, please try again in a moment',
  tooManyRequests: 'Too many requests, please try again in {after}',
  // Admin catalogue, users and messages
  productCodeTaken: 'A product with this code already exists',
  unknownCategory: 'Unknown category: {name}',
  unknownSubcategory: 'Unknown sub-category for this category: {name}',
  unknownSubsubcategory: 'Unknown sub-sub-category for this sub-category: {name}',
  unknownSize: 'Unknown size: {name}',
  duplicateOption: 'Two options have the same size and colour: {option}',
  dollarDecimals: 'Dollar prices have at most 2 decimals',
  imageNotPicture: 'Images must be JPEG, PNG, WebP or AVIF pictures',
  imageTooLarge: 'Each image must be at most 10 MB',
  imageTooManyPixels: 'Each image must be at most 40 megapixels',
  imageUnknownId: 'Unknown image: {name}',
  subcategoryAdded: 'Sub-category added successfully',
  pricesUpdated: 'All prices updated successfully',
  productStatusUpdated: 'Product status updated',
  roleUpdated: 'User role updated successfully',
  ownRole: 'You cannot change your own role',
  productOrCodeRequired: 'Enter a product id or code',
  messageUpdated: 'Message updated',

  // The admin's home (summary, orders filter, CSV, delivery slips)
  invalidDay: 'Dates are written YYYY-MM-DD',
  daysOutOfRange: 'The period is from 1 to 366 days',
  datesReversed: 'The start date is after the end date',
  lowStockThresholdInvalid: 'The low-stock threshold is a whole number from 0 to 1000',
  lowStockThresholdUpdated: 'Low-stock threshold updated',

  // The admin's product form, lists and switches (schemas/product-form.ts, admin-*.ts): each field's refusal
  isCheckedInvalid: 'isChecked must be true or false',
  dollarPriceNotNumber: 'dollarPrice must be a number',
  dollarPriceNegative: 'dollarPrice must be at least 0',
  dollarPriceTooLarge: 'dollarPrice is too large',
  optionPriceNotNumber: 'Option price must be a number',
  optionPriceNegative: 'Option price must be at least 0',
  optionPriceTooLarge: 'Option price is too large',
  sizeNotText: 'size must be text',
  colorNotText: 'color must be text',
  colorTooLong: 'color is too long',
  quantityNotWhole: 'quantity must be a whole number',
  quantityNegative: 'quantity must be at least 0',
  quantityTooLarge: 'quantity must be at most 1,000,000',
  optionDescriptionTooLong: 'optdescription is too long',
  optionCodeTooLong: 'optCode is too long',
  optionStatusInvalid: 'statusOpt must be INSTOCK or OUTSTOCK',
  productCodeTooLong: 'productId is too long',
  productNameTooLong: 'name is too long',
  descriptionTooLong: 'description is too long',
  subcategoryTooLong: 'subcategory is too long',
  unknownSubsubcategoryValue: 'Unknown subsubcategory: {name}',
  collectionInvalid: 'collectiontype must be Summer or Winter',
  discountNotNumber: 'discountRate must be a number',
  optionsNotList: 'options must be a list',
  tooManyOptions: 'At most {max} options',
  nameNotText: 'name must be text',
  descriptionNotText: 'description must be text',
  translationsInvalid: 'translations must be an object of languages',
  tooManyImages: 'At most {max} images',
  removedImagesInvalid: 'idss must be a list of image ids',
  imageOrderNotList: 'imageOrder must be a list',
  imageOrderIncomplete: 'imageOrder must list every kept image and every upload once',
  pageSizeInvalid: 'pageSize must be one of {sizes}',
  pageNotWhole: 'page must be a whole number',
  pageTooSmall: 'page must be at least 1',
  pageTooLarge: 'page must be at most 1,000,000',
  keywordRepeated: 'keyword must be given once',
  keywordTooLong: 'keyword must be at most {max} characters',
  labelsNotText: 'labels must be text',
  labelsInvalid: 'labels must be an object of languages',
  roleInvalid: 'role must be user or admin',
  blockedInvalid: 'blocked must be true or false',
  handledInvalid: 'handled must be true or false',

  // Back in stock: a shopper asks for one e-mail when a sold-out size and colour returns
  stockAlertSaved: 'We will e-mail {email} once it is back in stock',
  stockAlertKnown: '{email} is already on the list: we will write once it is back',
  stockAlertInStock: 'This size and colour is in stock: you can add it to your cart',
  stockAlertEmailRequired: 'Enter your e-mail address to hear when it is back',
  stockAlertUnknownOption: 'This product has no such size and colour',
  // The owner's morning digest, sent now from the dashboard
  digestSent: 'The digest was sent to {email}',
  digestFailed: 'The digest could not be sent: the mail server did not take it. Please try again later.',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders; a placeholder without a value is left as is so the gap is visible. */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** 'No result found for {keyword}' for a search without hits. */
export function noResultFor(keyword: string): string {
  return format(messages.noResultFor, { keyword });
}
