import { randomUUID } from 'node:crypto';
import {
  endpoints,
  endpointUrl,
  messages,
  type NewOrderResponse,
  type Order,
  type OrderStatus,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import {
  checkout,
  type FixtureProduct,
  insertProduct,
  optionState,
  orderBody,
  productState,
} from './test-fixture.js';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(() => t.close());

/** A product whose only option has `quantity` pieces, and an order of `take` of them. */
async function orderOf(quantity: number, take: number): Promise<{ product: FixtureProduct; order: Order }> {
  const product = await insertProduct(t.db, {
    price: 250_000,
    options: [{ size: 'M', color: 'Red', quantity }],
  });
  const res = await checkout(
    t.app,
    shopper.headers,
    orderBody([{ product: product.id, size: 'M', color: 'Red', quantity: take }]),
  );
  expect(res.statusCode).toBe(201);
  return { product, order: res.json<NewOrderResponse>().order };
}

const setStatus = (id: string, status: string, headers = admin.headers) =>
  t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.orders.setStatus, { params: { id } }),
    headers,
    payload: { status },
  });

const remove = (id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: endpointUrl(endpoints.orders.delete, { params: { id } }),
    headers: admin.headers,
  });

const walk = async (id: string, statuses: OrderStatus[]) => {
  for (const status of statuses) expect((await setStatus(id, status)).statusCode).toBe(200);
};

describe('PUT /admin/order/:id', () => {
  it('moves an order Processing → Shipped → Delivered, and delivery marks it paid', async () => {
    const { order } = await orderOf(5, 1);
    const shipped = await setStatus(order._id, 'Shipped');
    expect(shipped.json().order).toMatchObject({
      orderStatus: 'Shipped',
      paymentInfo: { status: 'pending' },
    });
    const delivered = (await setStatus(order._id, 'Delivered')).json().order as Order;
    expect(delivered).toMatchObject({ orderStatus: 'Delivered', paymentInfo: { status: 'succeeded' } });
    expect(delivered.paidAt).not.toBeNull();
    expect(delivered.deliveredAt).not.toBeNull();
  });

  it.each<[OrderStatus[], OrderStatus]>([
    [[], 'Delivered'],
    [[], 'Processing'],
    [['Shipped'], 'Processing'],
    [['Shipped'], 'Shipped'],
    [['Shipped', 'Delivered'], 'Cancelled'],
    [['Shipped', 'Delivered'], 'Shipped'],
    [['Cancelled'], 'Processing'],
    [['Cancelled'], 'Shipped'],
  ])('refuses, after %j, the move to %s with 409 and changes nothing', async (path, to) => {
    const { order } = await orderOf(5, 1);
    await walk(order._id, path);
    const from = path.at(-1) ?? 'Processing';
    const res = await setStatus(order._id, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: `An order that is ${from} cannot become ${to}` });
    const read = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.orders.get, { params: { id: order._id } }),
      headers: admin.headers,
    });
    expect(read.json().order.orderStatus).toBe(from);
  });

  it.each<[OrderStatus[]]>([[[]], [['Shipped']]])('cancelling after %j returns the stock', async (path) => {
    const { product, order } = await orderOf(2, 2);
    expect(await productState(t.db, product.id)).toEqual({ stock: 0, status: 'OUTOFSTOCK' });
    await walk(order._id, [...path, 'Cancelled']);
    expect(await optionState(t.db, product.options[0] ?? '')).toEqual({ quantity: 2, status: 'INSTOCK' });
    expect(await productState(t.db, product.id)).toEqual({ stock: 2, status: 'INSTOCK' });
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    expect((await setStatus(randomUUID(), 'Shipped')).json()).toEqual({
      success: false,
      message: messages.orderNotFound,
    });
    const { order } = await orderOf(5, 1);
    const res = await setStatus(order._id, 'Lost');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'success']);
  });
});

describe('DELETE /admin/order/:id', () => {
  // Only a Processing order's pieces are still in the shop; a Shipped one's left with the driver.
  it.each<[OrderStatus[], number, string]>([
    [[], 3, messages.orderDeleted],
    [['Shipped'], 1, messages.orderDeletedShipped],
    [['Shipped', 'Delivered'], 1, messages.orderDeleted],
    [['Cancelled'], 3, messages.orderDeleted],
  ])('deletes an order after %j; the option then holds %i pieces', async (path, left, message) => {
    const { product, order } = await orderOf(3, 2);
    await walk(order._id, path);
    const res = await remove(order._id);
    expect(res.json()).toEqual({ success: true, message });
    expect((await optionState(t.db, product.options[0] ?? '')).quantity).toBe(left);
    const read = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.orders.get, { params: { id: order._id } }),
      headers: admin.headers,
    });
    expect(read.statusCode).toBe(404);
    expect((await remove(order._id)).statusCode).toBe(404);
  });
});

describe('GET /admin/orders', () => {
  // Its own database, so that the list holds exactly the orders placed here.
  it('pages newest first, filters by status and totals what the filter matches', async () => {
    const local = await createTestApp();
    try {
      const buyer = await signUp(local.app);
      const boss = await signUpAdmin(local.app, local.db);
      const product = await insertProduct(local.db, {
        price: 100_000,
        options: [{ size: 'M', color: 'Red', quantity: 99 }],
      });
      const ids: string[] = [];
      for (let quantity = 1; quantity <= 12; quantity += 1) {
        const res = await checkout(
          local.app,
          buyer.headers,
          orderBody([{ product: product.id, size: 'M', color: 'Red', quantity }]),
        );
        ids.push(res.json().order._id);
      }
      const put = (id: string | undefined, status: string) =>
        local.app.inject({
          method: 'PUT',
          url: endpointUrl(endpoints.orders.setStatus, { params: { id: String(id) } }),
          headers: boss.headers,
          payload: { status },
        });
      await put(ids[0], 'Cancelled');
      await put(ids[1], 'Shipped');
      const list = (query: string) =>
        local.app.inject({
          method: 'GET',
          url: `${endpointUrl(endpoints.orders.all)}${query}`,
          headers: boss.headers,
        });

      const first = (await list('')).json();
      expect(first.orders.map((o: Order) => o._id)).toEqual(ids.slice(2).reverse());
      expect(first.ordersCount).toBe(12);
      // 1..12 pieces of 100,000 = 7,800,000; the cancelled order of 1 piece does not count.
      expect(first.totalAmount).toBe(7_700_000);
      const second = (await list('?page=2&limit=10')).json();
      expect(second.orders.map((o: Order) => o._id)).toEqual(ids.slice(0, 2).reverse());

      const cancelled = (await list('?status=Cancelled')).json();
      expect(cancelled).toMatchObject({ ordersCount: 1, totalAmount: 100_000 });
      expect(cancelled.orders.map((o: Order) => o._id)).toEqual([ids[0]]);
      expect((await list('?status=Shipped')).json()).toMatchObject({ ordersCount: 1, totalAmount: 200_000 });

      expect((await list('?limit=7')).statusCode).toBe(400);
      expect((await list('?status=Lost')).statusCode).toBe(400);
      expect((await list('?page=0')).statusCode).toBe(400);
    } finally {
      await local.close();
    }
  });
});
