import { endpoints, endpointUrl, format, messages, type NewOrderResponse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { logIn, signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { changeOrderStatus } from './service.js';
import {
  checkout,
  type FixtureProduct,
  insertProduct,
  optionState,
  orderBody,
  orderCount,
  SHIPPING,
} from './test-fixture.js';

/**
 * Blocked customers (issue 34): the admin blocks an account (it can neither sign in nor order, its
 * tokens are refused at once) or a phone number (checkout refuses it however it is written), cancels
 * every open order of a customer in one action, and sees which orders come from customers with
 * cancelled orders.
 */

let smtp: SmtpReceiver;
let t: TestApp;
let admin: TestUser;
let product: FixtureProduct;
const line = (quantity = 1) => [{ product: product.id, size: 'M', color: 'Red', quantity }];
const stock = async () => (await optionState(t.db, product.options[0] as string))?.quantity;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signUpAdmin(t.app, t.db);
  product = await insertProduct(t.db, {
    name: 'Linen Robe',
    price: 100_000,
    options: [{ size: 'M', color: 'Red', quantity: 100 }],
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const asAdmin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });
const block = (id: string, blocked: boolean) =>
  asAdmin('PUT', endpointUrl(endpoints.accounts.blockUser, { params: { id } }), { blocked });
const me = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: endpointUrl(endpoints.accounts.me), headers: user.headers });
const adminUser = async (id: string) =>
  (await asAdmin('GET', endpointUrl(endpoints.accounts.users)))
    .json<{ users: { _id: string }[] }>()
    .users.find((u) => u._id === id);

describe(`blocked accounts on ${testDatabaseKind}`, () => {
  it('refuses a blocked account everywhere at once, and lets it back in when unblocked', async () => {
    const shopper = await signUp(t.app, { name: 'Fake Orderer' });
    const res = await block(shopper.user._id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: format(messages.userBlocked, { name: 'Fake Orderer' }),
      user: { _id: shopper.user._id, blocked: true, openOrders: 0, cancelledOrders: 0 },
    });

    // Its token, issued before the block, stops working on the next request …
    expect((await me(shopper)).json()).toEqual({ success: false, message: messages.accountBlocked });
    expect((await me(shopper)).statusCode).toBe(403);
    // … at checkout, with nothing reserved …
    const orders = await orderCount(t.db);
    const stockBefore = await stock();
    const refused = await checkout(t.app, shopper.headers, orderBody(line()));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: messages.accountBlocked });
    expect(await orderCount(t.db)).toBe(orders);
    expect(await stock()).toBe(stockBefore);
    // … and signing in again says why, only to whoever knows the password.
    await expect(logIn(t.app, shopper.user.email, shopper.password)).rejects.toThrow(/403.*blocked/);
    await expect(logIn(t.app, shopper.user.email, 'wrong-password')).rejects.toThrow(/401/);
    // No reset link either: the mail would not let the account in.
    const mails = smtp.inbox.length;
    const forgot = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.forgotPassword),
      payload: { email: shopper.user.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(smtp.inbox.length).toBe(mails);

    const unblocked = await block(shopper.user._id, false);
    expect(unblocked.json()).toMatchObject({
      message: format(messages.userUnblocked, { name: 'Fake Orderer' }),
      user: { blocked: false },
    });
    expect((await me(shopper)).statusCode).toBe(200);
    expect((await checkout(t.app, shopper.headers, orderBody(line()))).statusCode).toBe(201);
    await expect(logIn(t.app, shopper.user.email, shopper.password)).resolves.toBeTruthy();
  });

  it('never blocks the admin themself, another admin, or nobody; only an admin may block', async () => {
    const self = await block(admin.user._id, true);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ success: false, message: messages.ownBlock });

    const other = await signUpAdmin(t.app, t.db);
    const res = await block(other.user._id, true);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: messages.adminBlock });
    expect((await me(other)).statusCode).toBe(200);

    // Unblocking an admin, never blocked, changes nothing and says so plainly.
    expect((await block(other.user._id, false)).json()).toMatchObject({ user: { blocked: false } });
    expect((await block('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    const shopper = await signUp(t.app);
    const bad = await asAdmin(
      'PUT',
      endpointUrl(endpoints.accounts.blockUser, { params: { id: shopper.user._id } }),
      { blocked: 'yes' },
    );
    expect(bad.statusCode).toBe(400);
    const byShopper = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.blockUser, { params: { id: shopper.user._id } }),
      headers: shopper.headers,
      payload: { blocked: true },
    });
    expect(byShopper.statusCode).toBe(403);
    expect((await adminUser(shopper.user._id)) as object).toMatchObject({ blocked: false });
  });

  it('unblocks a user who is made an admin: an admin is never blocked', async () => {
    const shopper = await signUp(t.app);
    await block(shopper.user._id, true);
    const promoted = await asAdmin(
      'PUT',
      endpointUrl(endpoints.accounts.setUserRole, { params: { id: shopper.user._id } }),
      { role: 'admin' },
    );
    expect(promoted.statusCode).toBe(200);
    expect((await adminUser(shopper.user._id)) as object).toMatchObject({ role: 'admin', blocked: false });
  });
});

describe(`blocked phone numbers on ${testDatabaseKind}`, () => {
  it('refuses an order to a blocked number however it is written, until it is unblocked', async () => {
    const added = await asAdmin('POST', endpointUrl(endpoints.accounts.blockPhone), {
      phone: '+961 70 555 111',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: format(messages.phoneBlockAdded, { phone: '+961 70 555 111' }),
      phone: { key: '70555111', phone: '+961 70 555 111' },
    });
    const again = await asAdmin('POST', endpointUrl(endpoints.accounts.blockPhone), { phone: '070-555111' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: messages.phoneBlockExists });

    const shopper = await signUp(t.app);
    const orders = await orderCount(t.db);
    const stockBefore = await stock();
    const to = (phoneNumber: string) => orderBody(line(), { shippingInfo: { ...SHIPPING, phoneNumber } });
    for (const spelling of ['70 555 111', '00961 70555111', '(070) 555-111', '٠٧٠ ٥٥٥ ١١١']) {
      const res = await checkout(t.app, shopper.headers, to(spelling));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: messages.phoneBlocked });
    }
    expect(await orderCount(t.db)).toBe(orders);
    expect(await stock()).toBe(stockBefore);
    expect((await checkout(t.app, shopper.headers, to('70 555 112'))).statusCode).toBe(201);

    const list = await asAdmin('GET', endpointUrl(endpoints.accounts.blockedPhones));
    expect(list.json().phones).toEqual([
      { key: '70555111', phone: '+961 70 555 111', createdAt: expect.any(String) },
    ]);
    const removed = await asAdmin(
      'DELETE',
      endpointUrl(endpoints.accounts.unblockPhone, { params: { key: '70555111' } }),
    );
    expect(removed.json()).toEqual({
      success: true,
      message: format(messages.phoneBlockRemoved, { phone: '+961 70 555 111' }),
    });
    expect((await checkout(t.app, shopper.headers, to('70 555 111'))).statusCode).toBe(201);
    expect(
      (await asAdmin('DELETE', endpointUrl(endpoints.accounts.unblockPhone, { params: { key: '70555111' } })))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a number without a digit that counts, and a key that is not digits', async () => {
    for (const phone of ['', 'call me', '+961', '000']) {
      const res = await asAdmin('POST', endpointUrl(endpoints.accounts.blockPhone), { phone });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await asAdmin('DELETE', endpointUrl(endpoints.accounts.unblockPhone, { params: { key: 'abc' } })))
        .statusCode,
    ).toBe(400);
    expect((await asAdmin('GET', endpointUrl(endpoints.accounts.blockedPhones))).json().phones).toEqual([]);
  });
});

describe(`cancelling a customer's open orders on ${testDatabaseKind}`, () => {
  it('cancels every Processing order in one action, returns the stock, and marks their next orders', async () => {
    const shopper = await signUp(t.app, { name: 'Prankster' });
    const stockBefore = await stock();
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await checkout(t.app, shopper.headers, orderBody(line(2)));
      placed.push(res.json<NewOrderResponse>().order._id);
    }
    // One of them left with a driver: it stays as it is.
    await asAdmin('PUT', endpointUrl(endpoints.orders.setStatus, { params: { id: String(placed[0]) } }), {
      status: 'Shipped',
    });
    expect(await stock()).toBe((stockBefore ?? 0) - 6);
    expect((await adminUser(shopper.user._id)) as object).toMatchObject({
      openOrders: 2,
      cancelledOrders: 0,
    });

    const res = await asAdmin(
      'POST',
      endpointUrl(endpoints.orders.cancelUserOrders, { params: { id: shopper.user._id } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: format(messages.openOrdersCancelled, { count: 2, name: 'Prankster' }),
      cancelled: 2,
    });
    expect(await stock()).toBe((stockBefore ?? 0) - 2);
    expect((await adminUser(shopper.user._id)) as object).toMatchObject({
      openOrders: 0,
      cancelledOrders: 2,
    });
    expect(
      (
        await asAdmin(
          'POST',
          endpointUrl(endpoints.orders.cancelUserOrders, { params: { id: shopper.user._id } }),
        )
      ).json().cancelled,
    ).toBe(0);
    // An order that left with a driver between the listing and its cancellation is left as it is.
    await expect(changeOrderStatus(t.db, placed[0] as string, 'Cancelled', 'Processing')).rejects.toThrow(
      format(messages.orderStatusChangeRefused, { from: 'Shipped', to: 'Cancelled' }),
    );

    // Their next order, and another account's to the same phone, are marked in the Orders tab.
    const next = await checkout(t.app, shopper.headers, orderBody(line()));
    const samePhone = await checkout(t.app, (await signUp(t.app)).headers, orderBody(line()));
    const stranger = await checkout(
      t.app,
      (await signUp(t.app)).headers,
      orderBody(line(), { shippingInfo: { ...SHIPPING, phoneNumber: '81 999 000' } }),
    );
    const { cancelledBefore } = (
      await asAdmin('GET', endpointUrl(endpoints.orders.all, { query: { limit: 100 } }))
    ).json();
    expect(cancelledBefore[next.json<NewOrderResponse>().order._id]).toBe(2);
    expect(cancelledBefore[samePhone.json<NewOrderResponse>().order._id]).toBe(2);
    expect(cancelledBefore[stranger.json<NewOrderResponse>().order._id]).toBeUndefined();
    // A cancelled order does not count itself.
    expect(cancelledBefore[placed[1] as string]).toBe(1);

    expect(
      (
        await asAdmin(
          'POST',
          endpointUrl(endpoints.orders.cancelUserOrders, {
            params: { id: '00000000-0000-4000-8000-000000000000' },
          }),
        )
      ).statusCode,
    ).toBe(404);
  });
});
