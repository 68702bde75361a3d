import { type Endpoint, endpointUrl, type ResponseOf } from './api/endpoint.js';
import { endpoints } from './api/index.js';
import { IMAGE_SIZES } from './images.js';
import { listingQueryOf } from './listing.js';
import type { PageFormName } from './page-forms.js';
import type { RouteMatch, RouteName } from './paths.js';
import type { ProductImage } from './schemas/common.js';

/**
 * How each page of the web app is first drawn (decision 082). A public page is rendered on the server
 * with its data: its entry here says which public GETs it asks first (the server fetches them before
 * rendering and embeds them), which of its pictures is the largest paint (preloaded), and which module of
 * the web app holds its code (preloaded after the page). Signed-in and admin pages are drawn in the
 * browser (`null`). A route added to ROUTES does not compile until it is given an entry here.
 */

/** A page's URL as the server reads it: its route's parameters and its query string. */
export interface PageUrl {
  params: Record<string, string>;
  query: URLSearchParams;
}

/** An answer among a page's first ones, by the endpoint and URL it was asked at. */
export type AnswerOf = <E extends Endpoint>(endpoint: E, url: string) => ResponseOf<E> | undefined;

/** The picture a page shows largest, as its `<img srcset sizes>` asks for it; 'banner': the home carousel's first. */
export type LargestPicture = { image: ProductImage | undefined; sizes: string } | 'banner';

export interface ServerPage {
  /** The page's module in the web app's sources, as Vite's manifest names it. */
  module: string;
  /** The public GETs the page asks first, as the web app's client spells them (`endpointUrl`). */
  answers(url: PageUrl): string[];
  /** Its largest picture, once its answers are known. */
  picture?(answer: AnswerOf, url: PageUrl): LargestPicture | undefined;
  /** The query string is part of the page (a listing's filters): its canonical URL keeps it. */
  readsQuery?: boolean;
  /**
   * The words it reads (decision 084): 'shell', those every page loads (header, cards, filters); 'pages',
   * also the pages' own (product, cart, accounts…), preloaded with its code.
   */
  words: 'shell' | 'pages';
  /** The forms it holds, which the server takes posted too (decision 085). */
  forms?: readonly PageFormName[];
  /**
   * Drawn as islands (decision 098): the server's HTML stays as it is, and the browser takes over only
   * the parts a shopper can touch (`*.island.tsx` in the web app), each on its own, with their code
   * alone. Without it the whole page is hydrated by the app.
   */
  islands?: true;
}

const { catalog, delivery, settings } = endpoints;

/** Every page's header and footer show the shop's identity. */
const SHOP = endpointUrl(settings.shop);

const productsUrl = ({ params, query }: PageUrl) =>
  endpointUrl(catalog.products, {
    query: listingQueryOf(
      { category: params.category, subcategory: params.subCategory, keyword: params.keyword },
      query,
    ),
  });

const LISTING: ServerPage = {
  module: 'src/features/catalog/ListingPage.tsx',
  // The category tree for the filters' rows (2 kB): the filters, drawn after the page, ask nothing then.
  answers: (url) => [SHOP, endpointUrl(catalog.categories), productsUrl(url)],
  picture: (answer, url) => ({
    image: answer(catalog.products, productsUrl(url))?.products[0]?.images[0],
    sizes: IMAGE_SIZES.card,
  }),
  readsQuery: true,
  words: 'shell',
  islands: true,
};

// The product page's route always has its :id.
const productUrl = ({ params }: PageUrl) =>
  endpointUrl(catalog.product, { params: { id: params.id as string } });

const PRODUCT: ServerPage = {
  module: 'src/features/catalog/ProductPage.tsx',
  answers: (url) => [SHOP, productUrl(url), endpointUrl(settings.dollarRate.get)],
  picture: (answer, url) => ({
    image: answer(catalog.product, productUrl(url))?.product.images[0],
    sizes: IMAGE_SIZES.productMain,
  }),
  words: 'pages',
  islands: true,
};

/** A page that needs nothing but the shop's identity to be drawn (and its words, the pages' own). */
const shopOnly = (module: string, forms?: readonly PageFormName[]): ServerPage => ({
  module,
  answers: () => [SHOP],
  words: 'pages',
  forms,
});

/** /login and /register hold both halves of the sign-in panel. */
const AUTH_FORMS = ['signIn', 'signUp'] as const;

// The delivery areas and the free-delivery amount price the cart's summary and the checkout's form.
const CART: ServerPage = {
  module: 'src/features/cart/CartPage.tsx',
  answers: () => [SHOP, endpointUrl(settings.deliveryRate.get), endpointUrl(delivery.areas)],
  words: 'pages',
};

export const PAGES: Record<RouteName, ServerPage | null> = {
  home: {
    module: 'src/features/home/HomePage.tsx',
    answers: () => [SHOP, endpointUrl(catalog.homePageProducts)],
    picture: () => 'banner',
    words: 'shell',
    islands: true,
  },
  products: LISTING,
  productCat: LISTING,
  productSubCat: LISTING,
  productSubCats: LISTING,
  search: LISTING,
  product: PRODUCT,
  productAlias: PRODUCT,
  // A guest's cart and favourites: the browser fills in what this device keeps once it takes over.
  cart: CART,
  cartBrand: CART,
  favorites: shopOnly('src/features/favorites/FavoritesPage.tsx'),
  contact: { ...shopOnly('src/features/contact/ContactPage.tsx', ['contact']), islands: true },
  login: shopOnly('src/features/accounts/LoginPage.tsx', AUTH_FORMS),
  register: shopOnly('src/features/accounts/RegisterPage.tsx', AUTH_FORMS),
  forgotPassword: shopOnly('src/features/accounts/ForgotPasswordPage.tsx', ['forgotPassword']),
  resetPassword: shopOnly('src/features/accounts/ResetPasswordPage.tsx', ['resetPassword']),
  // Acts on its link as it opens (a POST), in the browser.
  confirmEmail: null,
  profile: null,
  passwordUpdate: null,
  myOrders: null,
  order: null,
  success: null,
  adminDashboard: null,
  adminNewProduct: null,
  adminProduct: null,
  adminUsers: null,
  adminOrderSlips: null,
};

/** The server page of a matched route, with its URL as the page reads it; undefined for browser-drawn pages. */
export function serverPageOf(match: RouteMatch | undefined, search: string) {
  const page = match && PAGES[match.name];
  return page ? { page, url: { params: match.params, query: new URLSearchParams(search) } } : undefined;
}
