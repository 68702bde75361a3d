import type { AddressInfo } from 'node:net';
import { type AuthResponse, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../../server/src/modules/accounts/testing';
import { createTestApp, type TestApp } from '../../../server/src/test/helper';
import { type ApiClientOptions, ApiError, createApiClient, toQueryString } from './api';
import { firstAnswersFrom } from './firstAnswers';
import { labels } from './labels';
import type { Shop } from './shop';

// The client against the real server on a real port: what the browser's fetch does, minus the browser.
let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  server = await createTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => server.close());

function clientWith(token: string | null, options: Partial<ApiClientOptions> = {}) {
  const calls = { unauthorized: 0 };
  const client = createApiClient({
    baseUrl,
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

describe('toQueryString', () => {
  it.each([
    [{}, ''],
    [{ page: 2, keyword: 'pink robe' }, '?page=2&keyword=pink%20robe'],
    [{ 'price[gte]': 0, 'price[lte]': 5000 }, '?price[gte]=0&price[lte]=5000'],
    [{ 'options[$elemMatch][color]': 'Off White' }, '?options[%24elemMatch][color]=Off%20White'],
    [{ size: ['S', 'M'], color: null, rating: undefined }, '?size=S&size=M'],
    [{ q: 'a&b=c' }, '?q=a%26b%3Dc'],
  ])('%j → %s', (query, expected) => {
    expect(toQueryString(query)).toBe(expected);
  });
});

describe('api client', () => {
  it('returns the JSON body of a success', async () => {
    const { client } = clientWith(null);
    const body = await client.get<{ success: true; shop: Shop }>('/shop');
    expect(body.shop.name).toBe(server.config.shop.name);
  });

  it('sends bracketed query names the way the server reads them', async () => {
    const { client } = clientWith(null);
    const listing = await client.get<{ success: true }>('/products', { query: { 'price[gte]': 0 } });
    expect(listing.success).toBe(true);

    const error = await failure(client.get('/products', { query: { 'price[gte]': -1 } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('price[gte] must be at least 0');
  });

  it("throws the server's message and status", async () => {
    const { client } = clientWith(null);
    const error = await failure(client.get('/no-such-route'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Route GET /api/v1/no-such-route not found');
  });

  it('posts JSON and sends the bearer token of the session', async () => {
    const { client: guest } = clientWith(null);
    const email = `web-client-${Date.now()}@example.com`;
    const session = await guest.post<AuthResponse>('/register', { name: 'Web', email, password: 'secret1' });

    const { client } = clientWith(session.token);
    const me = await client.get<{ user: { email: string } }>('/me');
    expect(me.user.email).toBe(email);
  });

  it('sends FormData as multipart', async () => {
    const admin = await signUpAdmin(server.app, server.db);
    const { client } = clientWith(admin.token);
    const form = new FormData();
    form.append('value', '91000');
    const result = await client.post<{ dr: { value: number }[] }>('/admin/dollarRate', form);
    expect(result.dr).toEqual([{ value: 91000 }]);
  });

  it('reports a refused token, and only when one was sent', async () => {
    const guest = clientWith(null);
    const guestError = await failure(guest.client.get('/me'));
    expect(guestError).toMatchObject({ status: 401, message: messages.loginRequired });
    expect(guest.calls.unauthorized).toBe(0);

    const stale = clientWith('not-a-valid-token');
    expect((await failure(stale.client.get('/me'))).status).toBe(401);
    expect(stale.calls.unauthorized).toBe(1);
  });

  it('turns an unreachable server into a readable error', async () => {
    const { client } = clientWith(null, { baseUrl: 'http://127.0.0.1:1/api/v1' });
    const error = await failure(client.get('/shop'));
    expect(error).toMatchObject({ status: 0, message: labels.networkError });
  });

  it('keeps a cancelled request an AbortError, so queries treat it as a cancellation', async () => {
    const { client } = clientWith(null);
    const controller = new AbortController();
    controller.abort();
    await expect(client.get('/shop', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('answers that came with the page', () => {
  type ShopAnswer = { success: true; shop: Shop };
  const embedded = (now: number) =>
    firstAnswersFrom(
      JSON.stringify({ [`${baseUrl}/shop`]: { success: true, shop: { name: 'From the page' } } }),
      () => now,
    );

  it('answers the first GET for an embedded URL without asking, and asks the server after that', async () => {
    const { client } = clientWith(null, { firstAnswers: embedded(1_000) });
    expect((await client.get<ShopAnswer>('/shop')).shop.name).toBe('From the page');
    const second = await client.get<ShopAnswer>('/shop');
    expect(second.shop.name).not.toBe('From the page');
    expect(second.success).toBe(true);
  });

  it('asks the server when the page is no longer fresh, or for a URL with another query', async () => {
    const old = clientWith(null, { firstAnswers: embedded(31_000) });
    expect((await old.client.get<ShopAnswer>('/shop')).shop.name).not.toBe('From the page');
    const other = clientWith(null, { firstAnswers: embedded(1_000) });
    expect((await other.client.get<ShopAnswer>('/shop', { query: { x: 1 } })).shop.name).not.toBe(
      'From the page',
    );
  });

  it('never answers a write from the page', async () => {
    const { client } = clientWith(null, { firstAnswers: embedded(1_000) });
    expect((await failure(client.post('/shop', {}))).status).toBe(404);
  });

  it('ignores a page without answers, or with broken ones', () => {
    expect(firstAnswersFrom(undefined).take('/api/v1/shop')).toBeUndefined();
    expect(firstAnswersFrom('{not json').take('/api/v1/shop')).toBeUndefined();
    expect(firstAnswersFrom('[1]', () => 0).take('0')).toBeUndefined();
  });
});
