import { createHmac } from 'node:crypto';
import { endpoints, endpointUrl, messages } from '@shop/shared';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setUserRole, signUp, signUpAdmin, type TestUser } from '../modules/accounts/testing.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/helper.js';
import { accessPlugin, confirmToken, unconfirmedUserOf } from './access.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT made by hand, so that tests can forge what the server must refuse. */
function forge(header: object, payload: object, secret?: string, hmac = 'sha256'): string {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  const signature = secret === undefined ? '' : createHmac(hmac, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const now = () => Math.floor(Date.now() / 1000);
const claims = () => ({ id: user.user._id, role: 'user', ver: 0, iat: now(), exp: now() + 3600 });
const HS256 = { alg: 'HS256', typ: 'JWT' };

async function me(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: endpointUrl(endpoints.accounts.me), headers });
}

describe('tokens', () => {
  it('accepts a correctly signed, current token (the forger below is sound)', async () => {
    expect((await me(bearer(forge(HS256, claims(), TEST_JWT_SECRET)))).statusCode).toBe(200);
  });

  it.each([
    ['no token', () => ({})],
    ['a token that is not a JWT', () => bearer('not.a.jwt')],
    ['another scheme', () => ({ authorization: `Basic ${forge(HS256, claims(), TEST_JWT_SECRET)}` })],
    ['a wrong secret', () => bearer(forge(HS256, claims(), 'some-other-secret-of-enough-length'))],
    ['alg: none', () => bearer(forge({ alg: 'none', typ: 'JWT' }, claims()))],
    [
      'another algorithm',
      () => bearer(forge({ alg: 'HS512', typ: 'JWT' }, claims(), TEST_JWT_SECRET, 'sha512')),
    ],
    ['an expired token', () => bearer(forge(HS256, { ...claims(), exp: now() - 10 }, TEST_JWT_SECRET))],
    ['an old token version', () => bearer(forge(HS256, { ...claims(), ver: -1 }, TEST_JWT_SECRET))],
    [
      'a payload without a version',
      () => bearer(forge(HS256, { ...claims(), ver: undefined }, TEST_JWT_SECRET)),
    ],
    ['an id that is not a user', () => bearer(forge(HS256, { ...claims(), id: 'admin' }, TEST_JWT_SECRET))],
    [
      'a payload changed after signing',
      () => {
        const [header, , signature] = user.token.split('.');
        return bearer(`${header}.${b64({ ...claims(), role: 'admin' })}.${signature}`);
      },
    ],
  ])('refuses %s with 401', async (_case, headers) => {
    const res = await me(headers());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.loginRequired });
  });

  it("refuses a deleted user's token", async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const gone = await signUp(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(endpoints.accounts.deleteUser, { params: { id: gone.user._id } }),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(gone.headers)).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('takes the role from the token: a user promoted later needs a new sign-in', async () => {
    const promoted = await signUp(t.app);
    await setUserRole(t.db, promoted.user._id, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.accounts.users),
      headers: promoted.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it("stops a demoted admin's token from granting admin rights", async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const before = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.accounts.users),
      headers: admin.headers,
    });
    expect(before.statusCode).toBe(200);
    await setUserRole(t.db, admin.user._id, 'user');
    const after = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.accounts.users),
      headers: admin.headers,
    });
    expect(after.statusCode).toBe(403);
  });

  it('guards the HEAD twin of a protected GET as well', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: endpointUrl(endpoints.accounts.me) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'HEAD', url: endpointUrl(endpoints.accounts.me), headers: user.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('checks access before the body: a guest gets 401, not a validation message', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.updatePassword, { params: { userId: user.user._id } }),
      payload: { oldPassword: '' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('routes that confirm the token in their own statement (confirmsToken)', () => {
  /** A bare app with the access layer and one such route, whose handler is given. */
  async function appWith(confirm: (request: FastifyRequest) => void) {
    const app = Fastify();
    await app.register(accessPlugin, { secret: TEST_JWT_SECRET, lookupUser: async () => undefined });
    app.post('/api/v1/own-check', { config: { access: 'user', confirmsToken: true } }, async (request) => {
      confirm(request);
      return { ok: true };
    });
    await app.ready();
    return app;
  }
  const signed = (ver: number) => bearer(forge(HS256, { ...claims(), ver }, TEST_JWT_SECRET));

  it('checks the signature before the handler, and the version only through confirmToken', async () => {
    const app = await appWith((request) => {
      expect(request.auth).toBeNull();
      expect(unconfirmedUserOf(request)).toEqual({ id: user.user._id, ver: expect.any(Number) });
      confirmToken(request, 0);
      expect(request.auth).toEqual({ id: user.user._id, role: 'user', ver: 0 });
      // A later statement's reading confirms again (the checkout's locked path after its first try).
      confirmToken(request, 0);
    });
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/v1/own-check', headers });
    expect((await post({})).statusCode).toBe(401);
    expect(
      (await post(bearer(forge(HS256, claims(), 'some-other-secret-of-enough-length')))).statusCode,
    ).toBe(401);
    expect((await post(signed(0))).statusCode).toBe(200);
    // The statement read another version: a revoked token.
    expect((await post(signed(1))).statusCode).toBe(401);
    await app.close();
  });

  it('fails a route that answers without confirming the token, instead of letting it through', async () => {
    const app = await appWith(() => {});
    const res = await app.inject({ method: 'POST', url: '/api/v1/own-check', headers: signed(0) });
    expect(res.statusCode).toBe(500);
    await app.close();
  });

  it('is refused on routes that are not for any signed-in user', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { secret: TEST_JWT_SECRET, lookupUser: async () => undefined });
    expect(() =>
      app.get(
        '/api/v1/admin/own-check',
        { config: { access: 'admin', confirmsToken: true } },
        async () => ({}),
      ),
    ).toThrow("confirmsToken is for 'user' routes only");
    // Outside the API too: the access hook skips the role check on such a route wherever it is.
    expect(() =>
      app.get('/dashboard-data', { config: { access: 'admin', confirmsToken: true } }, async () => ({})),
    ).toThrow("confirmsToken is for 'user' routes only");
    await app.close();
  });
});
