import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { checkout, insertProduct, optionState, orderBody, orderCount, productState } from './test-fixture.js';

/**
 * Many checkouts at once through the real app. On PostgreSQL they run on separate pooled connections
 * and really overlap; on PGlite (one connection) they queue, which must give the same answers.
 */
let t: TestApp;
let shoppers: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  shoppers = [];
  for (let i = 0; i < 4; i += 1) shoppers.push(await signUp(t.app));
});
afterAll(() => t.close());

function statusCounts(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe(`concurrent checkouts on ${testDatabaseKind}`, () => {
  it('sell exactly the stock: 20 orders for 5 pieces → 5 placed, 15 refused, none lost', async () => {
    const product = await insertProduct(t.db, {
      name: 'Last Pyjamas',
      price: 100_000,
      options: [{ size: 'M', color: 'Pink', quantity: 5 }],
    });
    const body = orderBody([{ product: product.id, size: 'M', color: 'Pink', quantity: 1 }]);
    const before = await orderCount(t.db);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout(t.app, shoppers[i % shoppers.length]?.headers ?? {}, body),
      ),
    );

    expect(statusCounts(responses.map((res) => res.statusCode))).toEqual({ 201: 5, 409: 15 });
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({
        success: false,
        message: 'Last Pyjamas (M, Pink) is no longer available',
      });
    }
    expect(await orderCount(t.db)).toBe(before + 5);
    expect(await optionState(t.db, product.options[0] ?? '')).toEqual({ quantity: 0, status: 'OUTSTOCK' });
    expect(await productState(t.db, product.id)).toEqual({ stock: 0, status: 'OUTOFSTOCK' });
  });

  it('never deadlock when orders name the same products in opposite orders', async () => {
    const a = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Red', quantity: 50 }],
    });
    const b = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Red', quantity: 50 }],
    });
    const lineA = { product: a.id, size: 'M', color: 'Red', quantity: 1 };
    const lineB = { product: b.id, size: 'M', color: 'Red', quantity: 1 };

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout(
          t.app,
          shoppers[i % shoppers.length]?.headers ?? {},
          orderBody(i % 2 ? [lineA, lineB] : [lineB, lineA]),
        ),
      ),
    );

    expect(statusCounts(responses.map((res) => res.statusCode))).toEqual({ 201: 20 });
    expect(await optionState(t.db, a.options[0] ?? '')).toEqual({ quantity: 30, status: 'INSTOCK' });
    expect(await optionState(t.db, b.options[0] ?? '')).toEqual({ quantity: 30, status: 'INSTOCK' });
  });

  it('place one order for a double click: the same Idempotency-Key sent 10 times at once', async () => {
    const product = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Red', quantity: 9 }],
    });
    const body = orderBody([{ product: product.id, size: 'M', color: 'Red', quantity: 2 }]);
    const shopper = shoppers[0] as TestUser;
    const key = randomUUID();
    const before = await orderCount(t.db);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => checkout(t.app, shopper.headers, body, key)),
    );

    expect(statusCounts(responses.map((res) => res.statusCode))).toEqual({ 200: 9, 201: 1 });
    expect(new Set(responses.map((res) => res.json().order._id)).size).toBe(1);
    expect(await orderCount(t.db)).toBe(before + 1);
    expect(await optionState(t.db, product.options[0] ?? '')).toEqual({ quantity: 7, status: 'INSTOCK' });
  });
});
