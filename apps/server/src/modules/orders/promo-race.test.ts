import { endpoints, endpointUrl, messages } from '@shop/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { checkout, type FixtureProduct, insertProduct, orderBody, SHIPPING } from './test-fixture.js';
import { addPromoCode } from './test-promo-shop.js';

/**
 * "Under concurrency a code with N uses left is carried by exactly N orders" (issue 48, decision 097):
 * shoppers ordering with one code at once, through the real app. On PostgreSQL they run on separate
 * pooled connections and really overlap (the unlocked statements skip the uses others hold and fall
 * back to the locked path, which waits for them); on PGlite they queue, which must answer the same.
 */
let t: TestApp;
let admin: TestUser;
let shoppers: TestUser[];
let robe: FixtureProduct;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.db);
  shoppers = [];
  for (let i = 0; i < 10; i += 1) shoppers.push(await signUp(t.app, { name: `Shopper ${i}` }));
  robe = await insertProduct(t.db, {
    price: 500_000,
    options: [{ size: 'M', color: 'Red', quantity: 1000 }],
  });
});
afterAll(() => t.close());

const addCode = (fields: Record<string, unknown>) => addPromoCode(t, admin, fields);

const orderWith = (shopper: TestUser, code: string, phone: string) =>
  checkout(t.app, shopper.headers, {
    ...orderBody([{ product: robe.id, size: 'M', color: 'Red', quantity: 1 }], { promoCode: code }),
    shippingInfo: { ...SHIPPING, phoneNumber: phone },
  });

function statusCounts(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

/** The orders carrying the code, and the uses its slots say are taken. */
async function carried(codeId: string) {
  const { rows } = await sql<{ orders: number; taken: number }>`
    select (select count(*)::int from orders where promo_code_id = ${codeId}) as orders,
      (select count(*)::int from promo_code_slots where code_id = ${codeId} and order_id is not null) as taken`.execute(
    t.db,
  );
  return rows[0];
}

describe(`one code ordered with at once, on ${testDatabaseKind}`, () => {
  it('10 shoppers, 3 uses: exactly 3 orders carry it, 7 are told it is used up', async () => {
    const code = await addCode({ code: 'RACE3', kind: 'percent', value: 10, maxUses: 3 });
    const responses = await Promise.all(
      shoppers.map((shopper, i) => orderWith(shopper, 'race3', `70 ${String(500_000 + i)}`)),
    );
    expect(statusCounts(responses.map((res) => res.statusCode))).toEqual({ 201: 3, 409: 7 });
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ success: false, message: messages.promoUsedUp });
    }
    for (const res of responses.filter((r) => r.statusCode === 201)) {
      expect(res.json().order).toMatchObject({ promoCode: 'RACE3', discount: 50_000 });
    }
    expect(await carried(code._id)).toEqual({ orders: 3, taken: 3 });
  });

  it('a use given back meanwhile is carried by exactly one more order', async () => {
    const code = await addCode({ code: 'RACE1', kind: 'amount', value: 10_000, maxUses: 1 });
    const first = await orderWith(shoppers[0] as TestUser, 'RACE1', '70 600000');
    expect(first.statusCode).toBe(201);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.orders.setStatus, { params: { id: first.json().order._id } }),
      headers: admin.headers,
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const responses = await Promise.all(
      shoppers.slice(1).map((shopper, i) => orderWith(shopper, 'RACE1', `70 ${String(600_001 + i)}`)),
    );
    expect(statusCounts(responses.map((res) => res.statusCode))).toEqual({ 201: 1, 409: 8 });
    // The cancelled order keeps its code's text; only the placed one holds the use.
    expect(await carried(code._id)).toEqual({ orders: 2, taken: 1 });
  });

  it('one use per customer: six accounts ordering to one phone at once, exactly one is served', async () => {
    await addCode({ code: 'ONEPHONE', kind: 'percent', value: 5, maxUsesPerCustomer: 1 });
    const responses = await Promise.all(
      shoppers
        .slice(0, 6)
        .map((shopper, i) => orderWith(shopper, 'ONEPHONE', i % 2 ? '03 777 888' : '+961 3 777888')),
    );
    expect(statusCounts(responses.map((res) => res.statusCode))).toEqual({ 201: 1, 409: 5 });
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe(messages.promoAlreadyUsed);
    }
  });
});
