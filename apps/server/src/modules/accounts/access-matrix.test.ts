import { randomUUID } from 'node:crypto';
import { messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, ApiRoute } from '../../plugins/access.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from './testing.js';

/**
 * The rule every /api/v1 route must have. A route missing here, or declaring another rule, fails the
 * test: adding a route means deciding, in review, who may call it.
 */
const expectedRules: Record<string, Access> = {
  'GET /api/v1/health': 'public',
  // accounts
  'POST /api/v1/login': 'public',
  'POST /api/v1/register': 'public',
  'GET /api/v1/me': 'user',
  'PUT /api/v1/me/update/:userId': { owner: 'userId' },
  'PUT /api/v1/password/update/:userId': { owner: 'userId' },
  'POST /api/v1/password/forgot': 'public',
  'PUT /api/v1/password/reset/:token': 'public',
  'PUT /api/v1/confirm-email/:token': 'public',
  'POST /api/v1/me/confirm-email': 'user',
  'GET /api/v1/admin/users': 'admin',
  'DELETE /api/v1/admin/user/:id': 'admin',
  // catalogue
  'GET /api/v1/products': 'public',
  'GET /api/v1/products/suggest': 'public',
  'GET /api/v1/products/:id': 'public',
  'GET /api/v1/homePageProducts': 'public',
  'GET /api/v1/getAllProduct': 'public',
  'GET /api/v1/categories': 'public',
  'GET /api/v1/admin/allColors': 'public',
  // back in stock (issue 49): guests and signed-in shoppers alike; a token sent is checked
  'POST /api/v1/products/:id/stock-alerts': 'public',
  // settings
  'GET /api/v1/admin/dollarRate': 'public',
  'POST /api/v1/admin/dollarRate': 'admin',
  'GET /api/v1/admin/deliveryRate': 'public',
  'POST /api/v1/admin/deliveryRate': 'admin',
  'GET /api/v1/shop': 'public',
  'PUT /api/v1/admin/price-display': 'admin',
  // promo codes and sales (issue 48)
  'GET /api/v1/admin/promo-codes': 'admin',
  'POST /api/v1/admin/promo-codes': 'admin',
  'PUT /api/v1/admin/promo-codes/:id': 'admin',
  'DELETE /api/v1/admin/promo-codes/:id': 'admin',
  'GET /api/v1/admin/sales': 'admin',
  'POST /api/v1/admin/sales': 'admin',
  'DELETE /api/v1/admin/sales/:id': 'admin',
  // delivery areas (issue 47)
  'GET /api/v1/delivery/areas': 'public',
  'GET /api/v1/admin/delivery/areas': 'admin',
  'POST /api/v1/admin/delivery/areas': 'admin',
  'PUT /api/v1/admin/delivery/areas/:id': 'admin',
  'PUT /api/v1/admin/delivery/free-from': 'admin',
  // reviews
  'GET /api/v1/reviews': 'public',
  'PUT /api/v1/review': 'user',
  'DELETE /api/v1/reviews': 'user',
  // cart: paths without a user id check the cart's owner in the route (cart/routes.test.ts)
  'GET /api/v1/cart/:userId': { owner: 'userId' },
  'POST /api/v1/cart/new': 'user',
  'PATCH /api/v1/updateQuantity': 'user',
  'PATCH /api/v1/RemoveCart': 'user',
  'POST /api/v1/deleteCart': 'user',
  // favourites
  'GET /api/v1/favorite/:userId': { owner: 'userId' },
  'POST /api/v1/favorite/:userId': { owner: 'userId' },
  'DELETE /api/v1/favorite/:userId/:productId': { owner: 'userId' },
  // admin catalogue, repricing, review search (issue 10)
  'GET /api/v1/admin/products': 'admin',
  'GET /api/v1/admin/products/:id': 'admin',
  'POST /api/v1/admin/product/new/:segment?': 'admin',
  'PUT /api/v1/admin/products/:id': 'admin',
  'DELETE /api/v1/admin/products/:id': 'admin',
  'POST /api/v1/admin/updateStatis/:id': 'admin',
  'PUT /api/v1/subcategories': 'admin',
  'POST /api/v1/admin/updateAllPrices': 'admin',
  'GET /api/v1/admin/reviews': 'admin',
  'PUT /api/v1/admin/user/:id': 'admin',
  'PUT /api/v1/admin/user/:id/block': 'admin',
  'POST /api/v1/admin/user/:id/cancel-orders': 'admin',
  'GET /api/v1/admin/blocked-phones': 'admin',
  'POST /api/v1/admin/blocked-phones': 'admin',
  'DELETE /api/v1/admin/blocked-phones/:key': 'admin',
  // contact (issue 10)
  'POST /api/v1/contactUs': 'public',
  'GET /api/v1/admin/messages': 'admin',
  'PUT /api/v1/admin/messages/:id': 'admin',
  // orders (GET /order/:id checks its owner in the handler: see orders.test.ts)
  'POST /api/v1/order/new': 'user',
  'POST /api/v1/order/quote': 'user',
  'GET /api/v1/orders/me/:userId': { owner: 'userId' },
  'GET /api/v1/order/:id': 'user',
  'GET /api/v1/admin/orders': 'admin',
  'PUT /api/v1/admin/order/:id': 'admin',
  'DELETE /api/v1/admin/order/:id': 'admin',
  'GET /api/v1/admin/order/:id/whatsapp': 'admin',
  'GET /api/v1/admin/orders.csv': 'admin',
  'GET /api/v1/admin/orders/slips': 'admin',
  // the admin's home
  'GET /api/v1/admin/summary': 'admin',
  'GET /api/v1/admin/orders/open': 'admin',
  'PUT /api/v1/admin/lowStockThreshold': 'admin',
  'POST /api/v1/admin/digest': 'admin',
};

/**
 * docs/product.md §9: under /admin only these reads are public (the cart needs the rates; §13 lists the
 * colour vocabulary among the catalogue calls, for the filter panel).
 */
const PUBLIC_ADMIN_READS = new Set([
  'GET /api/v1/admin/dollarRate',
  'GET /api/v1/admin/deliveryRate',
  'GET /api/v1/admin/allColors',
]);

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

const key = (route: ApiRoute) => `${route.method} ${route.url}`;

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
      .filter((route) => route.url.startsWith('/api/v1/admin/') && route.access !== 'admin')
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
