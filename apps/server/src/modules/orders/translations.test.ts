import { endpoints, endpointUrl, type Locale, type NewOrderResponse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { insertTranslations } from '../catalog/test-fixture.js';
import { checkout, type FixtureProduct, insertProduct, orderBody } from './test-fixture.js';

/**
 * A shopper's own reads in their language (issue 36): the cart, favourites and orders name products
 * in it, English where a product has no translation; an order line of a deleted product keeps the name
 * stored when it was ordered.
 */

let t: TestApp;
let shopper: TestUser;
let pyjama: FixtureProduct;
let towel: FixtureProduct;
let orderId: string;

const PYJAMA = { ar: 'بيجاما قطن للنساء', fr: 'Pyjama en coton pour femme' } as const;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  pyjama = await insertProduct(t.db, {
    name: 'Cotton Pyjama Set',
    options: [{ size: 'M', color: 'Pink', quantity: 9 }],
  });
  towel = await insertProduct(t.db, {
    name: 'Bath Towel',
    options: [{ size: 'One Size', color: 'White', quantity: 9 }],
  });
  await insertTranslations(t.db, pyjama.id, {
    ar: { name: PYJAMA.ar, description: 'بيجاما ناعمة.' },
    fr: { name: PYJAMA.fr, description: 'Un pyjama doux.' },
  });
  const lines = [
    { product: pyjama.id, size: 'M', color: 'Pink', quantity: 1 },
    { product: towel.id, size: 'One Size', color: 'White', quantity: 1 },
  ];
  const placed = await checkout(t.app, shopper.headers, orderBody(lines));
  orderId = placed.json<NewOrderResponse>().order._id;
  const favorites = endpointUrl(endpoints.favorites.add, { params: { userId: shopper.user._id } });
  for (const [url, payload] of [
    [endpointUrl(endpoints.cart.add), { user: shopper.user._id, cartItems: lines }],
    [favorites, { product: pyjama.id }],
    [favorites, { product: towel.id }],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: shopper.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

async function read(url: string, locale: Locale) {
  const res = await t.app.inject({
    url,
    headers: { ...shopper.headers, 'accept-language': locale },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The names an answer's lines or cards show, sorted. */
const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

describe('a shopper’s reads in their language', () => {
  it.each([
    ['ar', PYJAMA.ar],
    ['fr', PYJAMA.fr],
    ['en', 'Cotton Pyjama Set'],
  ] as const)('%s: the cart, favourites and orders name the products so', async (locale, pyjamaName) => {
    const expected = ['Bath Towel', pyjamaName].sort();
    expect(
      names(
        (await read(endpointUrl(endpoints.cart.get, { params: { userId: shopper.user._id } }), locale)).cart
          .cartItems,
      ),
    ).toEqual(expected);
    expect(
      names(
        (await read(endpointUrl(endpoints.favorites.list, { params: { userId: shopper.user._id } }), locale))
          .favoritesItems,
      ),
    ).toEqual(expected);
    const [mine] = (
      await read(endpointUrl(endpoints.orders.mine, { params: { userId: shopper.user._id } }), locale)
    ).orders;
    expect(names(mine.orderItems)).toEqual(expected);
    expect(
      names(
        (await read(endpointUrl(endpoints.orders.get, { params: { id: orderId } }), locale)).order.orderItems,
      ),
    ).toEqual(expected);
  });

  it('shows the name stored with an order line once its product is gone', async () => {
    await t.db.deleteFrom('products').where('id', '=', pyjama.id).execute();
    const { order } = await read(endpointUrl(endpoints.orders.get, { params: { id: orderId } }), 'ar');
    expect(names(order.orderItems)).toEqual(['Bath Towel', 'Cotton Pyjama Set']);
  });
});
