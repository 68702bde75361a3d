import { endpoints, endpointUrl, format, messages, type NewOrderResponse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createSiblingApp, createTestApp, testDatabaseKind } from '../../test/helper.js';
import { NO_ORDER_LIMITS } from '../../test/order-limits.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { checkout, insertProduct, optionState, orderBody, orderCount, SHIPPING } from './test-fixture.js';

/**
 * The order limits (limits.ts): each refuses with its status and message, and reserves nothing. Every
 * other limit is lifted in each test, so that a refusal can only come from the one under test.
 */

async function shopWith(limits: Record<string, string>) {
  const t = await createTestApp({ ...NO_ORDER_LIMITS, ...limits });
  const product = await insertProduct(t.db, {
    name: 'Linen Robe',
    price: 100_000,
    options: [{ size: 'M', color: 'Red', quantity: 100 }],
  });
  const optionId = product.options[0] as string;
  const line = (quantity = 1) => [{ product: product.id, size: 'M', color: 'Red', quantity }];
  return { t, product, optionId, line };
}

type Shop = Awaited<ReturnType<typeof shopWith>>;

/** Refused as `status` with `message`, and neither an order nor a piece of stock moved. */
async function expectRefused(
  shop: Shop,
  send: () => ReturnType<typeof checkout>,
  status: number,
  message: string,
) {
  const orders = await orderCount(shop.t.db);
  const stock = (await optionState(shop.t.db, shop.optionId))?.quantity;
  const res = await send();
  expect(res.json()).toEqual({ success: false, message });
  expect(res.statusCode).toBe(status);
  expect(await orderCount(shop.t.db)).toBe(orders);
  expect((await optionState(shop.t.db, shop.optionId))?.quantity).toBe(stock);
  return res;
}

describe(`order limits on ${testDatabaseKind}`, () => {
  describe('orders per account', () => {
    let shop: Shop;
    let shopper: TestUser;
    beforeAll(async () => {
      shop = await shopWith({ ORDER_LIMIT_ACCOUNT_10MIN: '2' });
      shopper = await signUp(shop.t.app);
    });
    afterAll(() => shop.t.close());

    it('takes ORDER_LIMIT_ACCOUNT_10MIN orders, then answers 429 with the wait, reserving nothing', async () => {
      for (let i = 0; i < 2; i++) {
        expect((await checkout(shop.t.app, shopper.headers, orderBody(shop.line()))).statusCode).toBe(201);
      }
      const res = await expectRefused(
        shop,
        () => checkout(shop.t.app, shopper.headers, orderBody(shop.line())),
        429,
        messages.orderRateLimited,
      );
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(500);
      expect(wait).toBeLessThanOrEqual(600);
    });

    it('replays a retried order (same Idempotency-Key) instead of refusing it', async () => {
      const other = await signUp(shop.t.app);
      const first = await checkout(shop.t.app, other.headers, orderBody(shop.line()), 'retry-1');
      await checkout(shop.t.app, other.headers, orderBody(shop.line()), 'retry-2');
      const retry = await checkout(shop.t.app, other.headers, orderBody(shop.line()), 'retry-1');
      expect(retry.statusCode).toBe(200);
      expect(retry.json<NewOrderResponse>().order._id).toBe(first.json<NewOrderResponse>().order._id);
    });
  });

  it('counts orders per client address across accounts, and across two servers on one database', async () => {
    const shop = await shopWith({ ORDER_LIMIT_ADDRESS_10MIN: '2' });
    const sibling = await createSiblingApp(shop.t);
    try {
      const from = (address: string) => ({ remoteAddress: address });
      const send = async (app: typeof shop.t.app, address: string) => {
        const shopper = await signUp(app);
        return app.inject({
          method: 'POST',
          url: endpointUrl(endpoints.orders.place),
          headers: shopper.headers,
          payload: orderBody(shop.line()),
          ...from(address),
        });
      };
      expect((await send(shop.t.app, '10.2.0.1')).statusCode).toBe(201);
      expect((await send(sibling.app, '10.2.0.1')).statusCode).toBe(201);
      const third = await send(sibling.app, '10.2.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ success: false, message: messages.orderRateLimited });
      expect((await send(shop.t.app, '10.2.0.2')).statusCode).toBe(201);
    } finally {
      await sibling.close();
      await shop.t.close();
    }
  });

  it("counts only placed orders: refused attempts never use up another customer's allowance on one address", async () => {
    const shop = await shopWith({ ORDER_LIMIT_ADDRESS_10MIN: '3', ORDER_LIMIT_ADDRESS_DAY: '3' });
    try {
      const office = { remoteAddress: '10.4.0.1' };
      const send = (user: TestUser, body: object = orderBody(shop.line()), key?: string) =>
        shop.t.app.inject({
          method: 'POST',
          url: endpointUrl(endpoints.orders.place),
          headers: { ...user.headers, ...(key && { 'idempotency-key': key }) },
          payload: body,
          ...office,
        });
      const admin = await signUpAdmin(shop.t.app, shop.t.db);
      const asAdmin = (method: 'PUT' | 'POST', url: string, payload: object) =>
        shop.t.app.inject({ method, url, headers: admin.headers, payload });
      // A blocked account tries again and again (the probe sent 21 such orders, then a loop of them).
      const blocked = await signUp(shop.t.app);
      await asAdmin('PUT', endpointUrl(endpoints.accounts.blockUser, { params: { id: blocked.user._id } }), {
        blocked: true,
      });
      for (let i = 0; i < 25; i++) expect((await send(blocked)).statusCode).toBe(403);
      // So does someone ordering to a blocked number, and orders the checkout refuses (no such stock).
      await asAdmin('POST', endpointUrl(endpoints.accounts.blockPhone), { phone: '76 000 001' });
      const prankster = await signUp(shop.t.app);
      const toBlocked = orderBody(shop.line(), { shippingInfo: { ...SHIPPING, phoneNumber: '76 000 001' } });
      for (let i = 0; i < 5; i++) expect((await send(prankster, toBlocked)).statusCode).toBe(403);
      for (let i = 0; i < 5; i++)
        expect((await send(prankster, orderBody(shop.line(1000)))).statusCode).toBe(409);

      // An honest colleague on the same address orders as many times as the address may…
      const honest = await signUp(shop.t.app);
      const first = await send(honest, orderBody(shop.line()), 'honest-1');
      expect(first.statusCode).toBe(201);
      // (a retry of the same order replays it, and counts once)
      expect((await send(honest, orderBody(shop.line()), 'honest-1')).statusCode).toBe(200);
      for (let i = 2; i <= 3; i++) expect((await send(honest)).statusCode).toBe(201);
      // …and no more: the limit counts the three orders placed, nothing else.
      await expectRefused(shop, () => send(honest), 429, messages.orderRateLimited);
      // Refused attempts past the limit do not push it further either.
      const rows = await shop.t.db
        .selectFrom('rate_limit_hits')
        .select(['key', 'hits'])
        .where('key', 'like', 'order % address 10.4.0.1')
        .orderBy('key')
        .execute();
      expect(rows).toEqual([
        { key: 'order 10min address 10.4.0.1', hits: 3 },
        { key: 'order day address 10.4.0.1', hits: 3 },
      ]);
    } finally {
      await shop.t.close();
    }
  });

  it('refuses more open orders per account than ORDER_OPEN_LIMIT_ACCOUNT, until one is cancelled', async () => {
    const shop = await shopWith({ ORDER_OPEN_LIMIT_ACCOUNT: '2' });
    try {
      const shopper = await signUp(shop.t.app);
      const admin = await signUpAdmin(shop.t.app, shop.t.db);
      const placed: string[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await checkout(shop.t.app, shopper.headers, orderBody(shop.line()));
        placed.push(res.json<NewOrderResponse>().order._id);
      }
      await expectRefused(
        shop,
        () => checkout(shop.t.app, shopper.headers, orderBody(shop.line())),
        409,
        format(messages.orderTooManyOpen, { count: 2 }),
      );
      const cancel = await shop.t.app.inject({
        method: 'PUT',
        url: endpointUrl(endpoints.orders.setStatus, { params: { id: String(placed[0]) } }),
        headers: admin.headers,
        payload: { status: 'Cancelled' },
      });
      expect(cancel.statusCode).toBe(200);
      expect((await checkout(shop.t.app, shopper.headers, orderBody(shop.line()))).statusCode).toBe(201);
    } finally {
      await shop.t.close();
    }
  });

  it('counts open orders per phone number however it is typed, across accounts', async () => {
    const shop = await shopWith({ ORDER_OPEN_LIMIT_PHONE: '1' });
    try {
      const withPhone = (phoneNumber: string) => ({
        ...orderBody(shop.line()),
        shippingInfo: { ...SHIPPING, phoneNumber },
      });
      const first = await signUp(shop.t.app);
      expect((await checkout(shop.t.app, first.headers, withPhone('71 123 456'))).statusCode).toBe(201);
      const second = await signUp(shop.t.app);
      for (const spelling of ['+961 71 123456', '0096171123456', '071-123-456']) {
        await expectRefused(
          shop,
          () => checkout(shop.t.app, second.headers, withPhone(spelling)),
          409,
          format(messages.orderPhoneTooManyOpen, { count: 1 }),
        );
      }
      expect((await checkout(shop.t.app, second.headers, withPhone('71 123 457'))).statusCode).toBe(201);
    } finally {
      await shop.t.close();
    }
  });

  it('refuses more pieces of one item than ORDER_PIECES_LIMIT, lines of the same item added up', async () => {
    const shop = await shopWith({ ORDER_PIECES_LIMIT: '5' });
    try {
      const shopper = await signUp(shop.t.app);
      const tooMany = format(messages.orderTooManyPieces, {
        max: 5,
        name: 'Linen Robe',
        size: 'M',
        color: 'Red',
      });
      await expectRefused(
        shop,
        () => checkout(shop.t.app, shopper.headers, orderBody(shop.line(6))),
        409,
        tooMany,
      );
      await expectRefused(
        shop,
        () => checkout(shop.t.app, shopper.headers, orderBody([...shop.line(3), ...shop.line(3)])),
        409,
        tooMany,
      );
      expect((await checkout(shop.t.app, shopper.headers, orderBody(shop.line(5)))).statusCode).toBe(201);
    } finally {
      await shop.t.close();
    }
  });

  it('has defaults that an honest shopper does not meet', () => {
    expect(loadConfig({}).orderLimits).toEqual({
      perAccount10Min: 5,
      perAccountDay: 20,
      perAddress10Min: 20,
      perAddressDay: 100,
      openPerAccount: 5,
      openPerPhone: 5,
      piecesPerLine: 20,
      requireConfirmedEmail: false,
    });
  });
});
