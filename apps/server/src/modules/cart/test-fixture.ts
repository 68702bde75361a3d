import { type Cart, type Endpoint, endpoints, endpointUrl } from '@shop/shared';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import type { TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';
import { insertProduct } from './testing.js';

/** Test-only: the cart route suites' shop and the requests they send. */

interface CartShop {
  t: TestApp;
  /** A robe on sale at 10 % with three options: S by the product's price, M by dollars, L by its own LBP price. */
  robe: { id: string; code: string };
}

/** The cart suites' shop: an app, the Satin Robe and the dollar at 90,000. */
export async function openCartShop(): Promise<CartShop> {
  const t = await createTestApp();
  const robe = await insertProduct(t.db, {
    name: 'Satin Robe',
    price: 2_000_000,
    discountRate: 10,
    isChecked: true,
    options: [
      { size: 'S', color: 'Pink', quantity: 3 },
      { size: 'M', color: 'White', quantity: 5, dollarPrice: 12.5 },
      { size: 'L', color: '', quantity: 2, price: 2_500_000 },
    ],
  });
  await setRate(t.db, 'dollarRate', 90_000);
  return { t, robe };
}

/** The requests of the cart suites, on the shop `shop()` returns once it is open. */
export function cartRequests(shop: () => CartShop) {
  const line = (size: string, color: string, quantity: number, product = shop().robe.id) => ({
    product,
    size,
    color,
    quantity,
  });

  async function add(user: TestUser, cartItems: object[], userId = user.user._id) {
    return shop().t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.cart.add),
      headers: user.headers,
      payload: { user: userId, cartItems },
    });
  }

  async function cartOf(user: TestUser): Promise<Cart> {
    const res = await shop().t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.cart.get, { params: { userId: user.user._id } }),
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().cart;
  }

  /** Every stored line, to prove that a refused request changed nothing. */
  const allLines = () => shop().t.db.selectFrom('cart_items').selectAll().orderBy('id').execute();

  const patch = (user: TestUser, endpoint: Endpoint, payload: object) =>
    shop().t.app.inject({ method: 'PATCH', url: endpointUrl(endpoint), headers: user.headers, payload });

  return { line, add, cartOf, allLines, patch };
}
