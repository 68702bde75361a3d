import type { Cart } from '@shop/shared';
import { endpoints, endpointUrl } from '@shop/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { insertProduct } from './testing.js';

/**
 * The merge rule at sign-in (docs/product.md §7, issue 9), for any carts: after the browser sends its
 * local lines, every (product, size, colour) is in the server cart exactly once, holding the sum of
 * every quantity ever sent for it, capped by what can be sold of its option (a sold-out or vanished
 * option keeps one piece, flagged, rather than losing the line).
 */

interface Key {
  product: string;
  size: string;
  color: string;
  /** What can be sold of the option (0 when it is sold out or gone). */
  sellable: number;
}

let t: TestApp;
let keys: Key[];
beforeAll(async () => {
  t = await createTestApp();
  const stocks = [0, 1, 2, 5];
  const a = await insertProduct(t.db, {
    options: stocks.map((quantity, i) => ({ size: ['S', 'M', 'L', 'XL'][i] ?? 'S', color: 'Red', quantity })),
  });
  const b = await insertProduct(t.db, {
    options: [
      { size: 'M', color: '', quantity: 3 },
      { size: 'M', color: 'Blue', quantity: 4, status: 'OUTSTOCK' },
    ],
  });
  const soldOut = await insertProduct(t.db, {
    status: 'OUTOFSTOCK',
    options: [{ size: 'S', color: 'Red', quantity: 3 }],
  });
  keys = [
    ...stocks.map((sellable, i) => ({
      product: a.id,
      size: ['S', 'M', 'L', 'XL'][i] ?? 'S',
      color: 'Red',
      sellable,
    })),
    { product: b.id, size: 'M', color: '', sellable: 3 },
    { product: b.id, size: 'M', color: 'Blue', sellable: 0 },
    // No option of this size and colour exists: the line is kept, flagged.
    { product: b.id, size: 'XXL', color: 'Green', sellable: 0 },
    { product: soldOut.id, size: 'S', color: 'Red', sellable: 0 },
  ];
});
afterAll(() => t.close());

const keyOf = (line: { product: string; size: string; color: string }) =>
  `${line.product}|${line.size}|${line.color}`;

/** A cart as (index into `keys`, quantity) pairs; repeats of one key are allowed, as in a stale tab. */
const cartArb = fc.array(fc.record({ key: fc.nat(7), quantity: fc.integer({ min: 1, max: 6 }) }), {
  maxLength: 8,
});

async function send(user: TestUser, lines: { key: number; quantity: number }[]): Promise<Cart> {
  const cartItems = lines.map(({ key, quantity }) => {
    const { product, size, color } = keys[key] as Key;
    return { product, size, color, quantity };
  });
  const res = await t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.cart.add),
    headers: user.headers,
    payload: { user: user.user._id, cartItems },
  });
  expect(res.statusCode).toBe(200);
  return res.json().cart;
}

describe('merging a local cart into the server cart', () => {
  it('keeps each (product, size, colour) once with the summed quantity, capped by stock', async () => {
    await fc.assert(
      fc.asyncProperty(
        cartArb,
        cartArb.filter((local) => local.length > 0),
        async (server, local) => {
          const user = await signUp(t.app);
          if (server.length > 0) await send(user, server);
          const cart = await send(user, local);

          const expected = new Map<string, number>();
          for (const { key, quantity } of [...server, ...local]) {
            const id = keyOf(keys[key] as Key);
            expected.set(id, (expected.get(id) ?? 0) + quantity);
          }
          for (const key of keys) {
            const id = keyOf(key);
            const sum = expected.get(id);
            if (sum !== undefined) expected.set(id, Math.min(sum, Math.max(key.sellable, 1)));
          }
          const actual = cart.cartItems.map((line) => [keyOf(line), line.quantity] as const);
          expect(actual.length).toBe(new Set(actual.map(([id]) => id)).size);
          expect(new Map(actual)).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('adds up two merges sent at once (two tabs) without duplicating a line', async () => {
    const user = await signUp(t.app);
    const lines = [
      { key: 3, quantity: 2 },
      { key: 4, quantity: 1 },
    ];
    await Promise.all([send(user, lines), send(user, lines)]);
    // Read once both are done (either answer may have been read before the other merge committed).
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.cart.get, { params: { userId: user.user._id } }),
      headers: user.headers,
    });
    const final: Cart = res.json().cart;
    expect(final.cartItems.map((line) => [line.size, line.color, line.quantity])).toEqual([
      ['XL', 'Red', 4],
      ['M', '', 2],
    ]);
  });
});
