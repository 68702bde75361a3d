import { randomUUID } from 'node:crypto';
import { endpoints, endpointUrl, messages, type NewOrderResponse, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { checkout, insertProduct, orderBody } from './test-fixture.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let orders: Order[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.db);
  const product = await insertProduct(t.db, {
    price: 100_000,
    options: [{ size: 'M', color: 'Red', quantity: 9 }],
  });
  orders = [];
  for (const quantity of [1, 2]) {
    const res = await checkout(
      t.app,
      owner.headers,
      orderBody([{ product: product.id, size: 'M', color: 'Red', quantity }]),
    );
    orders.push(res.json<NewOrderResponse>().order);
  }
  await checkout(
    t.app,
    other.headers,
    orderBody([{ product: product.id, size: 'M', color: 'Red', quantity: 1 }]),
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /orders/me/:userId', () => {
  it("lists the owner's orders, newest first, with their lines", async () => {
    const res = await get(
      endpointUrl(endpoints.orders.mine, { params: { userId: owner.user._id } }),
      owner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, orders: [...orders].reverse() });
  });

  it.each([
    ['another user', () => other.headers, 403],
    ['an admin', () => admin.headers, 403],
    ['a guest', () => ({}), 401],
  ])('keeps the list from %s', async (_who, headers, status) => {
    expect(
      (await get(endpointUrl(endpoints.orders.mine, { params: { userId: owner.user._id } }), headers()))
        .statusCode,
    ).toBe(status);
  });

  it('is empty for a user without orders', async () => {
    expect(
      (
        await get(endpointUrl(endpoints.orders.mine, { params: { userId: admin.user._id } }), admin.headers)
      ).json(),
    ).toEqual({
      success: true,
      orders: [],
    });
  });
});

describe('GET /order/:id (ownership checked on the loaded order)', () => {
  it('shows the order to its owner and to an admin, exactly as placed', async () => {
    const [first] = orders;
    for (const headers of [owner.headers, admin.headers]) {
      const res = await get(
        endpointUrl(endpoints.orders.get, { params: { id: String(first?._id) } }),
        headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, order: first });
    }
  });

  it('refuses another user with 403 and a guest with 401', async () => {
    const res = await get(
      endpointUrl(endpoints.orders.get, { params: { id: String(orders[0]?._id) } }),
      other.headers,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'You are not allowed to access this resource' });
    expect(
      (await get(endpointUrl(endpoints.orders.get, { params: { id: String(orders[0]?._id) } }))).statusCode,
    ).toBe(401);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect(
      (await get(endpointUrl(endpoints.orders.get, { params: { id: randomUUID() } }), owner.headers)).json(),
    ).toEqual({
      success: false,
      message: messages.orderNotFound,
    });
    const bad = await get(endpointUrl(endpoints.orders.get, { params: { id: 'not-an-id' } }), owner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.invalidId);
  });
});
