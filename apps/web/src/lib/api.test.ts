import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { endpoints, endpointUrl, messages } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUp, signUpAdmin } from '../../../server/src/modules/accounts/testing';
import { insertProduct, SHIPPING } from '../../../server/src/modules/orders/test-fixture';
import { setRate } from '../../../server/src/modules/settings';
import { createTestApp, type TestApp } from '../../../server/src/test/helper';
import { type ApiClientOptions, ApiError, createApiClient } from './api';
import { firstAnswersFrom } from './firstAnswers';

// The client against the real server on a real port: what the browser's fetch does, minus the browser.
let server: TestApp;
let origin: string;

beforeAll(async () => {
  server = await createTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

function clientWith(token: string | null, options: Partial<ApiClientOptions> = {}) {
  const calls = { unauthorized: 0 };
  const client = createApiClient({
    origin,
    getToken: () => token,
    onUnauthorized: () => calls.unauthorized++,
    ...options,
  });
  return { client, calls };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it('returns the JSON body of a success', async () => {
    const { client } = clientWith(null);
    const body = await client.call(endpoints.settings.shop);
    expect(body.shop.name).toBe(server.config.shop.name);
  });

  it('sends bracketed query names the way the server reads them', async () => {
    const { client } = clientWith(null);
    const listing = await client.call(endpoints.catalog.products, { query: { 'price[gte]': 0 } });
    expect(listing.success).toBe(true);

    const error = await failure(client.call(endpoints.catalog.products, { query: { 'price[gte]': -1 } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('price[gte] must be at least 0');
  });

  it("throws the server's message and status", async () => {
    const { client } = clientWith(null);
    const error = await failure(client.call(endpoints.catalog.product, { params: { id: randomUUID() } }));
    expect(error.status).toBe(404);
    expect(error.message).toBe(messages.productNotFound);
  });

  it('posts JSON and sends the bearer token of the session', async () => {
    const { client: guest } = clientWith(null);
    const email = `web-client-${Date.now()}@example.com`;
    const session = await guest.call(endpoints.accounts.register, {
      body: { name: 'Web', email, password: 'secret1' },
    });

    const { client } = clientWith(session.token);
    const me = await client.call(endpoints.accounts.me);
    expect(me.user.email).toBe(email);
  });

  it('fills path parameters', async () => {
    const shopper = await signUp(server.app, { name: 'Hala' });
    const { client } = clientWith(shopper.token);
    const { cart } = await client.call(endpoints.cart.get, { params: { userId: shopper.user._id } });
    expect(cart.cartItems).toEqual([]);
  });

  it("sends the endpoint's headers: a checkout retried under its Idempotency-Key places one order", async () => {
    await setRate(server.db, 'deliveryRate', 150_000);
    await setRate(server.db, 'dollarRate', 90_000);
    const product = await insertProduct(server.db, { options: [{ size: 'M', color: 'Pink', quantity: 5 }] });
    const shopper = await signUp(server.app, { name: 'Rima' });
    const { client } = clientWith(shopper.token);
    const place = () =>
      client.call(endpoints.orders.place, {
        body: {
          orderItems: [{ product: product.id, size: 'M', color: 'Pink', quantity: 1 }],
          shippingInfo: SHIPPING,
        },
        headers: { 'idempotency-key': `web-client-${product.id}` },
      });
    const first = await place();
    expect((await place()).order._id).toBe(first.order._id);
  });

  it('sends FormData as multipart', async () => {
    const { id } = await insertProduct(server.db, { options: [{ size: 'M', color: 'Pink', quantity: 3 }] });
    const shopper = await signUp(server.app, { name: 'Nour' });
    const { client } = clientWith(shopper.token);
    const form = new FormData();
    form.append('productId', id);
    form.append('rating', '4');
    form.append('comment', 'Soft and warm');
    const posted = await client.call(endpoints.reviews.post, { body: form });
    expect(posted).toMatchObject({ ratings: 4, numOfReviews: 1 });
  });

  it('reports a refused token, and only when one was sent', async () => {
    const guest = clientWith(null);
    const guestError = await failure(guest.client.call(endpoints.accounts.me));
    expect(guestError).toMatchObject({ status: 401, message: messages.loginRequired });
    expect(guest.calls.unauthorized).toBe(0);

    const stale = clientWith('not-a-valid-token');
    expect((await failure(stale.client.call(endpoints.accounts.me))).status).toBe(401);
    expect(stale.calls.unauthorized).toBe(1);
  });

  it('signs a blocked account out with the refusal, and not a shopper refused an admin route', async () => {
    const shopper = await signUp(server.app);
    const { client, calls } = clientWith(shopper.token);
    expect((await failure(client.call(endpoints.accounts.users))).status).toBe(403);
    expect(calls.unauthorized).toBe(0);
    await server.db
      .updateTable('users')
      .set({ blocked_at: new Date() })
      .where('id', '=', shopper.user._id)
      .execute();
    const blocked = await failure(client.call(endpoints.accounts.me));
    expect(blocked).toMatchObject({ status: 403, message: messages.accountBlocked });
    expect(calls.unauthorized).toBe(1);
  });

  it('turns an unreachable server into a readable error, in the page language', async () => {
    const english = clientWith(null, {
      origin: 'http://127.0.0.1:1',
      language: () => ({ locale: 'en', words: en }),
    });
    const error = await failure(english.client.call(endpoints.settings.shop));
    expect(error).toMatchObject({ status: 0, message: en.layout.networkError });
    const arabic = clientWith(null, {
      origin: 'http://127.0.0.1:1',
      language: () => ({ locale: 'ar', words: ar }),
    });
    expect(await failure(arabic.client.call(endpoints.settings.shop))).toMatchObject({
      status: 0,
      message: ar.layout.networkError,
    });
  });

  it("asks the server in the page's language: a wrong login is refused in Arabic on an Arabic page", async () => {
    const body = { email: 'nobody@example.com', password: 'wrong-password' };
    const arabic = clientWith(null, { language: () => ({ locale: 'ar', words: ar }) });
    expect(await failure(arabic.client.call(endpoints.accounts.login, { body }))).toMatchObject({
      status: 401,
      message: ar.messages.invalidCredentials,
    });
    const english = clientWith(null, { language: () => ({ locale: 'en', words: en }) });
    expect(await failure(english.client.call(endpoints.accounts.login, { body }))).toMatchObject({
      message: messages.invalidCredentials,
    });
  });

  it('keeps a cancelled request an AbortError, so queries treat it as a cancellation', async () => {
    const { client } = clientWith(null);
    const controller = new AbortController();
    controller.abort();
    await expect(client.call(endpoints.settings.shop, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('answers off the contract (development and tests)', () => {
  // The contract drifts from the server: here the contract changed (a name became a number) and the
  // server did not. The real server answers; the check must refuse its answer, naming the endpoint.
  const drifted = {
    ...endpoints.settings.shop,
    responses: { 200: z.object({ success: z.literal(true), shop: z.object({ name: z.number() }) }) },
  };

  it('fails a call whose answer its endpoint does not describe', async () => {
    const { client } = clientWith(null);
    await expect(client.call(drifted)).rejects.toThrow(
      'GET /shop answered 200 off its contract (shop.name: Invalid input: expected number, received string)',
    );
  });

  it('fails an answer that came with the page the same way', async () => {
    const page = firstAnswersFrom(
      JSON.stringify({ [endpointUrl(endpoints.settings.shop)]: { success: true, shop: { name: 1 } } }),
      () => 1_000,
    );
    const { client } = clientWith(null, { firstAnswers: page });
    await expect(client.call(endpoints.settings.shop)).rejects.toThrow(
      'GET /shop answered 200 off its contract',
    );
  });
});

describe('answers that came with the page', () => {
  /** The server's own answer for the shop, renamed, keyed by its URL as the server embeds it. */
  async function embedded(now: number) {
    const real = await clientWith(null).client.call(endpoints.settings.shop);
    const answer = { ...real, shop: { ...real.shop, name: 'From the page' } };
    return firstAnswersFrom(JSON.stringify({ [endpointUrl(endpoints.settings.shop)]: answer }), () => now);
  }

  it('answers the first GET for an embedded URL without asking, and asks the server after that', async () => {
    const { client } = clientWith(null, { firstAnswers: await embedded(1_000) });
    expect((await client.call(endpoints.settings.shop)).shop.name).toBe('From the page');
    const second = await client.call(endpoints.settings.shop);
    expect(second.shop.name).toBe(server.config.shop.name);
  });

  it('asks the server when the page is no longer fresh, or for a URL with another query', async () => {
    const old = clientWith(null, { firstAnswers: await embedded(31_000) });
    expect((await old.client.call(endpoints.settings.shop)).shop.name).toBe(server.config.shop.name);

    const firstPage = endpointUrl(endpoints.catalog.products, { query: { page: 1 } });
    const page = firstAnswersFrom(JSON.stringify({ [firstPage]: { success: false } }), () => 1_000);
    const other = clientWith(null, { firstAnswers: page });
    const second = await other.client.call(endpoints.catalog.products, { query: { page: 2 } });
    expect(second.success).toBe(true);
  });

  it('never answers a write from the page', async () => {
    const admin = await signUpAdmin(server.app, server.db);
    const rate = endpoints.settings.dollarRate;
    const page = firstAnswersFrom(JSON.stringify({ [endpointUrl(rate.set)]: { dr: [] } }), () => 1_000);
    const { client } = clientWith(admin.token, { firstAnswers: page });
    const written = await client.call(rate.set, { body: { value: '91000' } });
    expect(written.dr).toEqual([{ value: 91000 }]);
  });

  it('ignores a page without answers, or with broken ones', () => {
    const shopUrl = endpointUrl(endpoints.settings.shop);
    expect(firstAnswersFrom(undefined).take(shopUrl)).toBeUndefined();
    expect(firstAnswersFrom('{not json').take(shopUrl)).toBeUndefined();
    expect(firstAnswersFrom('[1]', () => 0).take('0')).toBeUndefined();
  });
});
