import { randomUUID } from 'node:crypto';
import { API_PREFIX, type Endpoint, endpoints, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, ApiRoute } from '../../plugins/access.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from './testing.js';

/**
 * The rule every /api/v1 route must have. A route missing here, or declaring another rule, fails the
 * test: adding a route means deciding, in review, who may call it.
 */
const rules: readonly (readonly [Endpoint, Access])[] = [
  [endpoints.health.check, 'public'],
  // accounts
  [endpoints.accounts.login, 'public'],
  [endpoints.accounts.register, 'public'],
  [endpoints.accounts.me, 'user'],
  [endpoints.accounts.updateProfile, { owner: 'userId' }],
  [endpoints.accounts.updatePassword, { owner: 'userId' }],
  [endpoints.accounts.forgotPassword, 'public'],
  [endpoints.accounts.resetPassword, 'public'],
  [endpoints.accounts.confirmEmail, 'public'],
  [endpoints.accounts.sendEmailConfirmation, 'user'],
  [endpoints.accounts.users, 'admin'],
  [endpoints.accounts.deleteUser, 'admin'],
  // catalogue
  [endpoints.catalog.products, 'public'],
  [endpoints.catalog.suggest, 'public'],
  [endpoints.catalog.product, 'public'],
  [endpoints.catalog.homePageProducts, 'public'],
  [endpoints.catalog.allProductLinks, 'public'],
  [endpoints.catalog.categories, 'public'],
  [endpoints.catalog.colors, 'public'],
  // back in stock (issue 49): guests and signed-in shoppers alike; a token sent is checked
  [endpoints.stockAlerts.subscribe, 'public'],
  // settings
  [endpoints.settings.dollarRate.get, 'public'],
  [endpoints.settings.dollarRate.set, 'admin'],
  [endpoints.settings.deliveryRate.get, 'public'],
  [endpoints.settings.deliveryRate.set, 'admin'],
  [endpoints.settings.shop, 'public'],
  [endpoints.settings.priceDisplay, 'admin'],
  // promo codes and sales (issue 48)
  [endpoints.promotions.codes.list, 'admin'],
  [endpoints.promotions.codes.add, 'admin'],
  [endpoints.promotions.codes.change, 'admin'],
  [endpoints.promotions.codes.delete, 'admin'],
  [endpoints.promotions.sales.list, 'admin'],
  [endpoints.promotions.sales.add, 'admin'],
  [endpoints.promotions.sales.delete, 'admin'],
  // delivery areas (issue 47)
  [endpoints.delivery.areas, 'public'],
  [endpoints.delivery.adminAreas, 'admin'],
  [endpoints.delivery.addArea, 'admin'],
  [endpoints.delivery.changeArea, 'admin'],
  [endpoints.delivery.freeFrom, 'admin'],
  // reviews
  [endpoints.reviews.list, 'public'],
  [endpoints.reviews.post, 'user'],
  [endpoints.reviews.delete, 'user'],
  // cart: paths without a user id check the cart's owner in the route (cart/add.test.ts, cart/lines.test.ts)
  [endpoints.cart.get, { owner: 'userId' }],
  [endpoints.cart.add, 'user'],
  [endpoints.cart.setQuantity, 'user'],
  [endpoints.cart.removeLine, 'user'],
  [endpoints.cart.clear, 'user'],
  // favourites
  [endpoints.favorites.list, { owner: 'userId' }],
  [endpoints.favorites.add, { owner: 'userId' }],
  [endpoints.favorites.remove, { owner: 'userId' }],
  // admin catalogue, repricing, review search (issue 10)
  [endpoints.admin.products, 'admin'],
  [endpoints.admin.product, 'admin'],
  [endpoints.admin.createProduct, 'admin'],
  [endpoints.admin.updateProduct, 'admin'],
  [endpoints.admin.deleteProduct, 'admin'],
  [endpoints.admin.toggleProductStatus, 'admin'],
  [endpoints.admin.addSubcategory, 'admin'],
  [endpoints.admin.repriceAll, 'admin'],
  [endpoints.admin.reviews, 'admin'],
  [endpoints.accounts.setUserRole, 'admin'],
  [endpoints.accounts.blockUser, 'admin'],
  [endpoints.orders.cancelUserOrders, 'admin'],
  [endpoints.accounts.blockedPhones, 'admin'],
  [endpoints.accounts.blockPhone, 'admin'],
  [endpoints.accounts.unblockPhone, 'admin'],
  // contact (issue 10)
  [endpoints.contact.send, 'public'],
  [endpoints.contact.messages, 'admin'],
  [endpoints.contact.setHandled, 'admin'],
  // orders (GET /order/:id checks its owner in the handler: see orders.test.ts)
  [endpoints.orders.place, 'user'],
  [endpoints.orders.quote, 'user'],
  [endpoints.orders.mine, { owner: 'userId' }],
  [endpoints.orders.get, 'user'],
  [endpoints.orders.all, 'admin'],
  [endpoints.orders.setStatus, 'admin'],
  [endpoints.orders.delete, 'admin'],
  [endpoints.orders.whatsApp, 'admin'],
  [endpoints.orders.csv, 'admin'],
  [endpoints.orders.slips, 'admin'],
  // the admin's home
  [endpoints.dashboard.summary, 'admin'],
  [endpoints.dashboard.openOrders, 'admin'],
  [endpoints.dashboard.lowStockThreshold, 'admin'],
  [endpoints.dashboard.digest, 'admin'],
];

const routeKey = (method: string, url: string) => `${method} ${url}`;
const expectedRules: Record<string, Access> = Object.fromEntries(
  rules.map(([endpoint, rule]) => [routeKey(endpoint.method, `${API_PREFIX}${endpoint.path}`), rule]),
);

/**
 * docs/product.md §9: under /admin only these reads are public (the cart needs the rates; §13 lists the
 * colour vocabulary among the catalogue calls, for the filter panel).
 */
const PUBLIC_ADMIN_READS = new Set(
  [endpoints.settings.dollarRate.get, endpoints.settings.deliveryRate.get, endpoints.catalog.colors].map(
    (endpoint) => routeKey(endpoint.method, `${API_PREFIX}${endpoint.path}`),
  ),
);

type Actor = 'guest' | 'owner' | 'otherUser' | 'admin';
type Outcome = 'allowed' | 401 | 403;

/** What the access layer must answer `actor` on a route with `rule`; owner paths name the owner's id. */
function expectedOutcome(rule: Access, actor: Actor): Outcome {
  if (rule === 'public') return 'allowed';
  if (actor === 'guest') return 401;
  if (rule === 'user') return 'allowed';
  if (rule === 'admin') return actor === 'admin' ? 'allowed' : 403;
  if (actor === 'owner') return 'allowed';
  return actor === 'admin' && rule.admin ? 'allowed' : 403;
}

const key = (route: ApiRoute) => routeKey(route.method, route.url);

let t: TestApp;
let sessions: Record<Exclude<Actor, 'guest'>, TestUser>;
beforeAll(async () => {
  t = await createTestApp();
  sessions = {
    owner: await signUp(t.app),
    otherUser: await signUp(t.app),
    admin: await signUpAdmin(t.app, t.db),
  };
});
afterAll(() => t.close());

/** A concrete URL: the owner parameter is the owner's id, any other parameter an unknown id. */
function urlFor(route: ApiRoute): string {
  const ownerParam = typeof route.access === 'object' ? route.access.owner : undefined;
  return route.url
    .replace(/:(\w+)\??/g, (_match, name: string) =>
      name === ownerParam ? sessions.owner.user._id : randomUUID(),
    )
    .replace(/\*$/, 'x');
}

async function outcomeOf(route: ApiRoute, actor: Actor): Promise<Outcome | string> {
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: urlFor(route),
    headers: actor === 'guest' ? {} : sessions[actor].headers,
  });
  if (res.statusCode === 401 || res.statusCode === 403) {
    const denial =
      res.statusCode === 401 ? messages.loginRequired : 'You are not allowed to access this resource';
    const body = res.json();
    return body.message === denial ? res.statusCode : `${res.statusCode} ${body.message}`;
  }
  return 'allowed';
}

describe('access matrix over every /api/v1 route', () => {
  it('has an expected rule for every route, and every expected route exists', () => {
    const declared = Object.fromEntries(t.app.apiRoutes.map((route) => [key(route), route.access]));
    expect(declared).toEqual(expectedRules);
  });

  it('keeps every /admin route for admins, except the public reads of docs/product.md §9', () => {
    const open = t.app.apiRoutes
      .filter((route) => route.url.startsWith(`${API_PREFIX}/admin/`) && route.access !== 'admin')
      .map(key);
    expect(open.sort()).toEqual([...PUBLIC_ADMIN_READS].sort());
  });

  it.each(['guest', 'owner', 'otherUser', 'admin'] as const)(
    'answers the %s as each rule says',
    async (actor) => {
      expect(t.app.apiRoutes.length).toBeGreaterThan(0);
      const mismatches: string[] = [];
      for (const route of t.app.apiRoutes) {
        const expected = expectedOutcome(expectedRules[key(route)] ?? route.access, actor);
        const actual = await outcomeOf(route, actor);
        if (actual !== expected) mismatches.push(`${key(route)}: expected ${expected}, got ${actual}`);
      }
      expect(mismatches).toEqual([]);
    },
  );
});
