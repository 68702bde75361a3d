import type { PostedForm } from './page-forms.js';

/**
 * The web app's routes (docs/product.md §3), in one place for the router, every link and the server
 * (sitemap, link previews, e-mails). `ROUTES` holds the router's patterns; `paths` builds real paths,
 * encoding each dynamic segment ('Bed Linen' → 'Bed%20Linen').
 */
export const ROUTES = {
  home: '/',
  products: '/products',
  productCat: '/productCat/:category',
  productSubCat: '/productSubCat/:category/:subCategory',
  productSubCats: '/productSubCats/:subCategory',
  search: '/search/:keyword',
  product: '/product/:id',
  productAlias: '/products/:id',
  login: '/login',
  register: '/register',
  forgotPassword: '/password/forgot',
  resetPassword: '/password/reset/:token',
  confirmEmail: '/confirm-email/:token',
  profile: '/me/update',
  passwordUpdate: '/password/update',
  myOrders: '/orders/me',
  order: '/order/:id',
  cart: '/cart',
  /** '/cart{shortName}': React Router matches whole segments, so the router serves it with a catch-all. */
  cartBrand: '/:cartBrand',
  favorites: '/Favorites',
  contact: '/contactus',
  success: '/success',
  adminDashboard: '/admin/dashboard',
  adminNewProduct: '/admin/product',
  adminProduct: '/admin/product/:id',
  adminUsers: '/admin/users',
  adminOrderSlips: '/admin/orders/print',
} as const;

const segment = encodeURIComponent;

/** '?a=1&b=2' from the defined entries, or '' when there are none. */
function queryString(query: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string | number] => {
    return entry[1] !== undefined && entry[1] !== '';
  });
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]))}`;
}

/** The 'redirect' query of the login screen keeps its historic encoding (encodeURIComponent). */
const withRedirect = (path: string, redirectTo?: string) =>
  redirectTo === undefined ? path : `${path}?redirect=${segment(redirectTo)}`;

export const paths = {
  home: ROUTES.home,
  products: ROUTES.products,
  /** A main category's listing, optionally with listing query keys (subcategory, color, size …). */
  productCat: (category: string, query: Record<string, string | number | undefined> = {}) =>
    `/productCat/${segment(category)}${queryString(query)}`,
  productSubCat: (category: string, subCategory: string) =>
    `/productSubCat/${segment(category)}/${segment(subCategory)}`,
  productSubCats: (subCategory: string, keyword?: string) =>
    `/productSubCats/${segment(subCategory)}${queryString({ keyword })}`,
  search: (keyword: string) => `/search/${segment(keyword)}`,
  product: (id: string) => `/product/${segment(id)}`,
  /** The login screen; `redirectTo` is where a successful sign-in returns (a path inside the site). */
  login: (redirectTo?: string) => withRedirect(ROUTES.login, redirectTo),
  register: ROUTES.register,
  forgotPassword: ROUTES.forgotPassword,
  resetPassword: (token: string) => `/password/reset/${segment(token)}`,
  confirmEmail: (token: string) => `/confirm-email/${segment(token)}`,
  profile: ROUTES.profile,
  passwordUpdate: ROUTES.passwordUpdate,
  myOrders: ROUTES.myOrders,
  order: (id: string) => `/order/${segment(id)}`,
  cart: ROUTES.cart,
  /** The brand cart path (docs/product.md §3): 'cart' followed by the shop's short name ('/cartMira'). */
  cartBrand: (shortName: string) => `/cart${segment(shortName)}`,
  favorites: ROUTES.favorites,
  contact: ROUTES.contact,
  success: ROUTES.success,
  /** A tab of the dashboard, with that tab's own query (the Orders tab's filter). */
  adminDashboard: (tab?: string, query: Record<string, string | number | undefined> = {}) =>
    `${ROUTES.adminDashboard}${queryString({ tab, ...query })}`,
  adminNewProduct: ROUTES.adminNewProduct,
  adminProduct: (id: string) => `/admin/product/${segment(id)}`,
  adminUsers: ROUTES.adminUsers,
  /** The delivery slips of the Orders tab's filter (`status`, `from`, `to`, `q`), or of chosen orders. */
  adminOrderSlips: (filter: Record<string, string | undefined> = {}, ids: readonly string[] = []) => {
    const query = new URLSearchParams(queryString(filter));
    for (const id of ids) query.append('id', id);
    const text = query.toString();
    return `${ROUTES.adminOrderSlips}${text ? `?${text}` : ''}`;
  },
} as const;

/** Whether the one segment of `/:cartBrand` names the cart ('/cartMira', any case): otherwise it is Not Found. */
export const isCartSegment = (segment: string) => segment.toLowerCase().startsWith('cart');

export type RouteName = keyof typeof ROUTES;

/** A path's route and its parameters, decoded ('/productCat/Bed%20Linen': category 'Bed Linen'). */
export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/** The router's patterns as React Router matches them: any case, dynamic segments non-empty, trailing /s allowed. */
const ROUTE_PATTERNS = (Object.entries(ROUTES) as [RouteName, string][])
  .filter(([name]) => name !== 'cartBrand')
  .map(([name, route]) => {
    const keys: string[] = [];
    const source = route
      .replace(/\/$/, '')
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        keys.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { name, keys, pattern: new RegExp(`^${source}/*$`, 'i') };
  });

/**
 * The route the web app shows at `pathname`, if it has a page there (not its Not Found page), as React
 * Router matches it: each segment decoded, static routes before the one-segment cart catch-all.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  // A decoded '/' stays inside its segment ('%2F' again), as React Router keeps it.
  const decoded = segments.map((segment) => segment.replaceAll('/', '%2F')).join('/');
  for (const { name, keys, pattern } of ROUTE_PATTERNS) {
    const found = pattern.exec(decoded);
    if (found) {
      const params = Object.fromEntries(
        keys.map((key, i) => [key, (found[i + 1] ?? '').replaceAll('%2F', '/')]),
      );
      return { name, params };
    }
  }
  const single = /^\/([^/]+)\/*$/.exec(decoded)?.[1];
  return single !== undefined && isCartSegment(single)
    ? { name: 'cartBrand', params: { cartBrand: single.replaceAll('%2F', '/') } }
    : undefined;
}

/**
 * Whether the web app has a page at `pathname` (not its Not Found page): the server answers any other
 * path with the app and a 404, so that search engines and monitors see what the shopper sees.
 */
export const isAppPath = (pathname: string): boolean => matchRoute(pathname) !== undefined;

/** Whether a path is one of the admin's screens (every admin route is under /admin/). */
export const isAdminPath = (pathname: string) => pathname.startsWith('/admin/');

/** The product id of a detail page path (/product/{id} or /products/{id}, query or hash allowed). */
export function productIdFromPath(url: string): string | undefined {
  const id = /^\/products?\/([^/?#]+)\/*(?:[?#]|$)/i.exec(url)?.[1];
  if (id === undefined) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/** Where the server mounts the JSON API, and where the web app's client sends its requests. */
export const API_PREFIX = '/api/v1';

/** The element of a first screen's HTML that carries its first API answers (server → web app). */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * The attribute of a server-rendered page's one `<style>` element of emotion rules, listing their names:
 * the browser's emotion cache counts them as inserted and leaves the element where it is.
 */
export const SERVER_CSS_ATTRIBUTE = 'data-server-css';

/** On `<html>` when the server rendered the page (decision 015): the browser hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The element holding a server render's query cache (TanStack Query's dehydrated state, JSON). */
export const SERVER_STATE_ID = 'server-state';

/** The element listing a server-rendered page's scripts (JSON): the entry first, then what it imports. */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The element around each interactive part of a page drawn as islands (decision 098): its content is
 * hydrated on its own, the rest of the page stays the server's HTML. `data-island` is its index in the
 * page's list of islands (ISLANDS_ID).
 */
export const ISLAND_TAG = 'shop-island';

/**
 * A tap on a button of an island before the islands' code has started is held by the page's loader (it
 * would be lost: nothing listens yet): the button gets HELD_TAP_ATTRIBUTE, and the islands' start
 * hydrates its island first and taps it again. ISLANDS_STARTED_ATTRIBUTE on `<html>` ends the holding.
 */
export const HELD_TAP_ATTRIBUTE = 'data-held-tap';
export const ISLANDS_STARTED_ATTRIBUTE = 'data-islands-started';

/** The element listing the islands of a page (JSON, `IslandSpec[]`), by their index. */
export const ISLANDS_ID = 'islands';

/** One island of a page: the web app's module whose default export it is (as Vite's manifest names it), and its props. */
export interface IslandSpec {
  module: string;
  props: Record<string, unknown>;
}

/** An API answer as the server gives it in-process to its renderer: status and JSON body. */
export interface ApiAnswer {
  status: number;
  body: string;
}

/** What the web app's server renderer returns (apps/web/src/entry-server.tsx, decision 015). */
export interface ServerRender {
  /** The page's HTML, for `#root`. */
  html: string;
  /** Its styles, for `<head>`. */
  head: string;
  /** Its query cache (TanStack Query's dehydrated state), for hydration. */
  state: unknown;
  /** Its `<title>` and meta description, when the page set them (`usePageTitle`). */
  title?: string;
  description?: string;
  /**
   * A page drawn as islands (`islands` in its `PAGES` entry): its interactive parts, which the browser
   * hydrates one by one; the page's code is then theirs, not the app's (decision 098).
   */
  islands?: IslandSpec[];
}

/**
 * The renderer's contract: the page at `url`, asking the API through `get`; with `posted`, the page
 * answering that form (decision 085).
 */
export type ServerRenderer = (
  url: string,
  get: (url: string) => Promise<ApiAnswer>,
  posted?: PostedForm,
) => Promise<ServerRender>;
