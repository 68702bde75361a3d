import { endpoints, endpointUrl, messages, type NewOrderResponse, type SummaryResponse } from '@shop/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { catalogVersion } from '../catalog/index.js';
import {
  beirutDay,
  checkout,
  type FixtureProduct,
  insertProduct,
  orderBody,
  placedAt,
} from '../orders/test-fixture.js';
import { setRate } from '../settings/index.js';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
let robe: FixtureProduct;
let towel: FixtureProduct;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.db);
  await setRate(t.db, 'deliveryRate', 100_000);
  await setRate(t.db, 'dollarRate', 100_000);
  robe = await insertProduct(t.db, {
    name: 'Summary Robe',
    price: 1_000_000,
    options: [
      { size: 'M', color: 'Red', quantity: 20 },
      { size: 'L', color: 'Red', quantity: 2 },
    ],
  });
  towel = await insertProduct(t.db, {
    name: 'Summary Towel',
    price: 500_000,
    options: [{ size: 'One Size', color: 'White', quantity: 30 }],
  });
});
afterAll(() => t.close());

async function place(lines: { product: FixtureProduct; size: string; color: string; quantity: number }[]) {
  const res = await checkout(
    t.app,
    shopper.headers,
    orderBody(lines.map(({ product, ...line }) => ({ product: product.id, ...line }))),
  );
  expect(res.statusCode).toBe(201);
  return res.json<NewOrderResponse>().order;
}

const getSummary = (query = '', headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `${endpointUrl(endpoints.dashboard.summary)}${query}`, headers });

describe('GET /admin/summary', () => {
  it('counts each Beirut day from its midnight, days without orders as zeros, cancelled orders left out', async () => {
    // 1 robe + 2 towels = 2,000,000 + 100,000 delivery; then one robe = 1,100,000; one towel = 600,000.
    const first = await place([
      { product: robe, size: 'M', color: 'Red', quantity: 1 },
      { product: towel, size: 'One Size', color: 'White', quantity: 2 },
    ]);
    const justAfterMidnight = await place([{ product: robe, size: 'M', color: 'Red', quantity: 1 }]);
    const justBeforeMidnight = await place([
      { product: towel, size: 'One Size', color: 'White', quantity: 1 },
    ]);
    const cancelled = await place([{ product: robe, size: 'M', color: 'Red', quantity: 3 }]);
    await placedAt(t.db, first._id, '1 minute');
    await placedAt(t.db, justAfterMidnight._id, '0 seconds');
    await placedAt(t.db, justBeforeMidnight._id, '-1 second');
    const cancel = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.orders.setStatus, { params: { id: cancelled._id } }),
      headers: admin.headers,
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);

    const res = await getSummary('?days=3');
    expect(res.statusCode).toBe(200);
    const body = res.json<SummaryResponse>();
    expect(body.sales).toEqual([
      { date: await beirutDay(t.db, 2), orders: 0, itemsPrice: 0, totalPrice: 0, dollarTotalPrice: 0 },
      {
        date: await beirutDay(t.db, 1),
        orders: 1,
        itemsPrice: 500_000,
        totalPrice: 600_000,
        dollarTotalPrice: 6,
      },
      {
        date: await beirutDay(t.db, 0),
        orders: 2,
        itemsPrice: 3_000_000,
        totalPrice: 3_200_000,
        dollarTotalPrice: 32,
      },
    ]);
    // The period's orders by status; the open ones whenever placed.
    expect(body.byStatus).toEqual({ Processing: 3, Shipped: 0, Delivered: 0, Cancelled: 1, Returned: 0 });
    expect(body.open).toEqual({ Processing: 3, Shipped: 0 });
    // Pieces first: 3 towels (1,500,000) then 2 robes (2,000,000); the cancelled 3 robes count for nothing.
    expect(body.topProducts).toEqual([
      { product: towel.id, code: towel.code, name: 'Summary Towel', pieces: 3, amount: 1_500_000 },
      { product: robe.id, code: robe.code, name: 'Summary Robe', pieces: 2, amount: 2_000_000 },
    ]);

    // Yesterday's order is outside a one-day period; the default period is 30 days.
    const today = (await getSummary('?days=1')).json<SummaryResponse>();
    expect(today.sales).toEqual([expect.objectContaining({ date: await beirutDay(t.db, 0), orders: 2 })]);
    expect(today.topProducts.map((top) => top.pieces)).toEqual([2, 2]);
    expect(today.byStatus).toEqual({ Processing: 2, Shipped: 0, Delivered: 0, Cancelled: 1, Returned: 0 });
    expect(today.open).toEqual({ Processing: 3, Shipped: 0 });
    const month = (await getSummary()).json<SummaryResponse>();
    expect(month.sales).toHaveLength(30);
    expect(month.sales[0]?.date).toBe(await beirutDay(t.db, 29));
  });

  it('lists the options at or under the threshold, lowest first, and the admin moves the threshold', async () => {
    const low = (await getSummary()).json<SummaryResponse>();
    expect(low.lowStockThreshold).toBe(3);
    expect(low.lowStock).toEqual([
      {
        product: robe.id,
        code: `${robe.code}-1`,
        name: 'Summary Robe',
        size: 'L',
        color: 'Red',
        quantity: 2,
      },
    ]);
    expect(low.lowStockCount).toBe(1);

    const put = (threshold: unknown, headers = admin.headers) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(endpoints.dashboard.lowStockThreshold),
        headers,
        payload: { threshold },
      });
    // No page shows the threshold: the pages the server remembers stay (the catalogue version stays).
    const version = await catalogVersion(t.db);
    const raised = await put(30);
    expect(await catalogVersion(t.db)).toBe(version);
    expect(raised.json()).toEqual({
      success: true,
      message: messages.lowStockThresholdUpdated,
      threshold: 30,
    });
    const after = (await getSummary()).json<SummaryResponse>();
    expect(after.lowStockThreshold).toBe(30);
    // Fewest first: the robe's L 2, its M 18 (the cancelled order's robes are back), the towel's 27.
    expect(after.lowStock.map((option) => [option.size, option.quantity])).toEqual([
      ['L', 2],
      ['M', 18],
      ['One Size', 27],
    ]);

    for (const bad of [-1, 1001, 2.5, 'many', null]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.lowStockThresholdInvalid });
    }
    expect((await put(3, shopper.headers)).statusCode).toBe(403);
    expect((await getSummary()).json<SummaryResponse>().lowStockThreshold).toBe(30);
    await put(3);
  });

  it.each(['?days=0', '?days=367', '?days=7.5', '?days=week'])('refuses %s with 400', async (query) => {
    const res = await getSummary(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.daysOutOfRange });
  });

  it('answers admins only', async () => {
    expect((await getSummary('', {})).statusCode).toBe(401);
    expect((await getSummary('', shopper.headers)).statusCode).toBe(403);
  });
});

describe('GET /admin/orders/open', () => {
  it('counts the orders to ship and on their way, however old', async () => {
    const open = () =>
      t.app.inject({
        method: 'GET',
        url: endpointUrl(endpoints.dashboard.openOrders),
        headers: admin.headers,
      });
    const before = (await open()).json();
    const order = await place([{ product: towel, size: 'One Size', color: 'White', quantity: 1 }]);
    await placedAt(t.db, order._id, '-400 days');
    const ship = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.orders.setStatus, { params: { id: order._id } }),
      headers: admin.headers,
      payload: { status: 'Shipped' },
    });
    expect(ship.statusCode).toBe(200);
    const after = await open();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      success: true,
      open: { Processing: before.open.Processing, Shipped: before.open.Shipped + 1 },
    });
  });
});

describe("order lines carry their order's time", () => {
  it('is set from the order, and moves with it', async () => {
    const order = await place([{ product: towel, size: 'One Size', color: 'White', quantity: 1 }]);
    const times = () =>
      sql<{ same: boolean }>`select bool_and(i.created_at = o.created_at) as same
        from orders o join order_items i on i.order_id = o.id where o.id = ${order._id}`.execute(t.db);
    expect((await times()).rows[0]?.same).toBe(true);
    await placedAt(t.db, order._id, '-3 days');
    expect((await times()).rows[0]?.same).toBe(true);
  });
});
