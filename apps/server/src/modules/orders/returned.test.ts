import type { AdminOrdersResponse, NewOrderResponse, Order, SummaryResponse } from '@shop/shared';
import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';
import {
  checkout,
  type FixtureProduct,
  insertProduct,
  optionState,
  orderBody,
  productState,
  SHIPPING,
} from './test-fixture.js';

/**
 * Parcels refused at the door (issue 47): a Shipped order can be marked Returned (and only a Shipped
 * one). Its pieces go back on the shelves, it leaves the sales figures, and it counts like a
 * cancellation against its account and phone number.
 */

let t: TestApp;
let admin: TestUser;
let product: FixtureProduct;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.db);
  await setRate(t.db, 'deliveryRate', 100_000);
  product = await insertProduct(t.db, {
    name: 'Returned Robe',
    price: 1_000_000,
    options: [{ size: 'M', color: 'Red', quantity: 2 }],
  });
});
afterAll(() => t.close());

async function orderFrom(shopper: TestUser, quantity: number, phoneNumber: string = SHIPPING.phoneNumber) {
  const res = await checkout(
    t.app,
    shopper.headers,
    orderBody([{ product: product.id, size: 'M', color: 'Red', quantity }], {
      shippingInfo: { ...SHIPPING, phoneNumber },
    }),
  );
  expect(res.statusCode).toBe(201);
  return res.json<NewOrderResponse>().order;
}

const setStatus = (id: string, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.orders.setStatus, { params: { id } }),
    headers: admin.headers,
    payload: { status },
  });
const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const option = () => optionState(t.db, product.options[0] as string);

describe(`a parcel refused at the door on ${testDatabaseKind}`, () => {
  let shopper: TestUser;
  let returned: Order;
  beforeAll(async () => {
    shopper = await signUp(t.app, { name: 'Door Refuser' });
  });

  it('is refused from Processing with a 409, nothing changed', async () => {
    const order = await orderFrom(shopper, 1);
    const res = await setStatus(order._id, 'Returned');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'An order that is Processing cannot become Returned',
    });
    expect(
      (await get(endpointUrl(endpoints.orders.get, { params: { id: order._id } }))).json().order.orderStatus,
    ).toBe('Processing');
    expect(await option()).toEqual({ quantity: 1, status: 'INSTOCK' });
    expect((await setStatus(order._id, 'Cancelled')).statusCode).toBe(200);
  });

  it('puts a Shipped order’s pieces back in stock, the product on sale again', async () => {
    returned = await orderFrom(shopper, 2, '03 444 555');
    expect(await productState(t.db, product.id)).toEqual({ stock: 0, status: 'OUTOFSTOCK' });
    expect((await setStatus(returned._id, 'Shipped')).statusCode).toBe(200);
    const res = await setStatus(returned._id, 'Returned');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ orderStatus: 'Returned', paymentInfo: { status: 'pending' } });
    expect(await option()).toEqual({ quantity: 2, status: 'INSTOCK' });
    expect(await productState(t.db, product.id)).toEqual({ stock: 2, status: 'INSTOCK' });
  });

  it('is final: a Returned order cannot move again', async () => {
    for (const to of ['Processing', 'Shipped', 'Delivered', 'Cancelled']) {
      const res = await setStatus(returned._id, to);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`An order that is Returned cannot become ${to}`);
    }
    expect(await option()).toEqual({ quantity: 2, status: 'INSTOCK' });
  });

  it('leaves the sales figures: the summary, the best sellers and the Orders tab total', async () => {
    const summary = (
      await get(endpointUrl(endpoints.dashboard.summary, { query: { days: 1 } }))
    ).json<SummaryResponse>();
    expect(summary.byStatus).toMatchObject({ Returned: 1, Cancelled: 1 });
    expect(summary.sales.at(-1)).toMatchObject({ orders: 0, totalPrice: 0 });
    expect(summary.topProducts).toEqual([]);
    expect(summary.byArea).toEqual([]);
    const all = (await get(endpointUrl(endpoints.orders.all))).json<AdminOrdersResponse>();
    expect(all).toMatchObject({ ordersCount: 2, totalAmount: 0 });
    // Asked for by status, the returned orders' amount is shown.
    const only = (
      await get(endpointUrl(endpoints.orders.all, { query: { status: 'Returned' } }))
    ).json<AdminOrdersResponse>();
    expect(only).toMatchObject({ ordersCount: 1, totalAmount: 2_100_000 });
  });

  it('counts like a cancellation in the marks of its account and of its phone number', async () => {
    // The account has one cancelled and one returned order; a stranger uses the returned order's phone.
    const next = await orderFrom(shopper, 1, '70 123 123');
    const stranger = await orderFrom(await signUp(t.app), 1, '+961 3 444 555');
    const { cancelledBefore } = (
      await get(endpointUrl(endpoints.orders.all, { query: { limit: 100 } }))
    ).json<AdminOrdersResponse>();
    expect(cancelledBefore[next._id]).toBe(2);
    expect(cancelledBefore[stranger._id]).toBe(1);
    const users = (await get(endpointUrl(endpoints.accounts.users))).json<{
      users: { _id: string; cancelledOrders: number }[];
    }>();
    expect(users.users.find((u) => u._id === shopper.user._id)?.cancelledOrders).toBe(2);
  });

  it("shows in the shopper's My orders with its status", async () => {
    const mine = (
      await get(endpointUrl(endpoints.orders.mine, { params: { userId: shopper.user._id } }), shopper.headers)
    ).json<{ orders: Order[] }>();
    expect(mine.orders.find((o) => o._id === returned._id)?.orderStatus).toBe('Returned');
  });
});
