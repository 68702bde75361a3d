import { plural } from '../catalogue.js';

/**
 * Interface labels of the web app (navigation, buttons, landmarks). The messages of docs/product.md §15 live
 * in `messages` of @shop/shared; these are the shell's own words, keyed the same way so an Arabic or French
 * catalogue can replace them.
 */
export const layout = {
  /** A price in LBP (Latin digits in every language); `{amount}` is '1,250,000'. */
  price: '{amount} LBP',
  /** A price in dollars (issue 48): `{amount}` is '12.50' or '12'. */
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before the catalogue's placeholder.
  dollarPrice: '${amount}',
  /** Both, dollars first as Lebanese shops write them (the shop's `both` price display). */
  bothPrices: '{usd} · {lbp}',
  /** The marks of an amount ('1,250,000', '12.50'); digits are Latin in every language. */
  thousands: ',',
  decimal: '.',
  /** A label and its value on one line ('Size: M'; French puts a no-break space before the colon). */
  field: '{label}: {value}',
  /** The shop in one sentence: the pages' meta and link-preview description (the HTML shell's). */
  metaDescription:
    'Clothing, lingerie, kids and babies wear, bed linen and home textiles in Lebanon. Prices in LBP, cash on delivery.',
  /** Shown by a browser that runs no JavaScript. */
  noScript: 'This shop needs JavaScript to run.',
  home: 'Home',
  products: 'Products',
  allProducts: 'All products',
  contactUs: 'Contact us',
  shopContacts: 'Shop contacts',
  quickActions: 'Quick actions',
  search: 'Search',
  searchPlaceholder: 'Search products…',
  cartWithCount: plural({ one: 'Cart, {count} item', other: 'Cart, {count} items' }),
  quantity: 'Quantity',
  decreaseQuantity: 'Fewer pieces',
  increaseQuantity: 'More pieces',
  login: 'Login',
  logout: 'Logout',
  dashboard: 'Dashboard',
  favorites: 'Favorites',
  profile: 'Profile',
  myAccount: 'My account',
  accountMenu: 'Account menu of {name}',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  skipToContent: 'Skip to content',
  callUs: 'Call us at {phone}',
  emailUs: 'E-mail us at {email}',
  facebook: 'Facebook',
  instagram: 'Instagram',
  followUs: 'Follow us',
  shop: 'Shop',
  contact: 'Contact',
  footerTagline: 'Clothing, lingerie, kids and babies wear and home textiles, delivered across Lebanon.',
  designerCredit: 'Designed and developed by the {shop} web team',
  copyright: '© {year} {shop}',
  whatsAppTooltip: 'Questions about a product? Chat with us on WhatsApp',
  whatsAppLabel: 'Ask us about a product on WhatsApp (opens in a new tab)',
  whatsAppText: 'Hello! I would like to ask about a product.',
  backToTop: 'Back to top',
  /** Names the language switcher (header, drawer, footer). */
  language: 'Language',
  /** The header's language button: `{name}` is the page's language, written in that language. */
  languageOf: 'Language: {name}',
  /**
   * The offer of this catalogue's language, written in it, shown on a page in another language to a
   * visitor who chose it before (the English home page offers Arabic or French this way).
   */
  languageOffer: 'View the shop in English?',
  languageOfferAccept: 'Switch to English',
  languageOfferDismiss: 'No, thanks',
  loading: 'Loading…',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
  errorTitle: 'Something went wrong',
  errorText: 'This page could not be shown. Reloading usually fixes it.',
  reload: 'Reload the page',
  networkError: 'Cannot reach the shop right now. Check your connection and try again.',
  unexpectedError: 'Something went wrong. Please try again.',
} as const;
