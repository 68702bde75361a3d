import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { logIn, signUp, type TestUser } from './testing.js';

const LIMIT = 3;

// The wait is what is left of the window: '1 minute' when the calls were quick, '59 seconds' and less
// when they took a while (every login verifies an argon2 hash, a known e-mail or not).
const tooMany = expect.stringMatching(/^Too many requests, please try again in (1 minute|\d+ seconds?)$/);

type Call = { method: 'POST' | 'PUT'; url: string; payload: object };
// Wrong credentials: 401 until the limit, which makes a 429 easy to tell apart.
const login: Call = {
  method: 'POST',
  url: endpointUrl(endpoints.accounts.login),
  payload: { email: 'a@b.co', password: 'wrong-one' },
};
const limitedCalls: [string, Call][] = [
  ['login', login],
  [
    'register',
    {
      method: 'POST',
      url: endpointUrl(endpoints.accounts.register),
      payload: { name: '', email: '', password: '' },
    },
  ],
  [
    'forgot',
    {
      method: 'POST',
      url: endpointUrl(endpoints.accounts.forgotPassword),
      payload: { email: 'nobody@example.com' },
    },
  ],
  [
    'reset',
    {
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.resetPassword, { params: { token: 'made-up' } }),
      payload: { password: 'x' },
    },
  ],
];

/** Sends `call` from one client `times` times and returns the status codes. */
async function statuses(
  t: TestApp,
  call: Call,
  times: number,
  client: { ip?: string; forwardedFor?: string },
) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await t.app.inject({
      ...call,
      remoteAddress: client.ip ?? '127.0.0.1',
      headers: client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {},
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('per-IP limits on the public account routes (socket address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  it.each(limitedCalls)(
    '%s: AUTH_RATE_LIMIT requests a minute, then 429 with a message',
    async (_name, call) => {
      const codes = await statuses(t, call, LIMIT, { ip: '10.0.0.1' });
      expect(codes.every((code) => code !== 429)).toBe(true);
      const res = await t.app.inject({ ...call, remoteAddress: '10.0.0.1' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        message: tooMany,
      });
    },
  );

  it('says the wait in the asker’s language too, not in English', async () => {
    const refusedIn = async (language: string, ip: string) => {
      await statuses(t, login, LIMIT, { ip });
      const res = await t.app.inject({
        ...login,
        remoteAddress: ip,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(429);
      return res.json<{ message: string }>().message;
    };
    expect(await refusedIn('ar', '10.0.0.4')).toMatch(
      /^طلبات كثيرة جداً، يرجى المحاولة مجدداً بعد (دقيقة واحدة|ثانية واحدة|ثانيتين|\d+ (ثوانٍ|ثانية))$/,
    );
    expect(await refusedIn('fr', '10.0.0.5')).toMatch(
      /^Trop de requêtes, veuillez réessayer dans (1 minute|1 seconde|\d+ secondes)$/,
    );
  });

  it('counts each client address apart and ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await statuses(t, login, LIMIT + 1, { ip: '10.0.0.2', forwardedFor: '1.1.1.1' })).toContain(429);
    // A forged header does not buy a fresh budget…
    expect(await statuses(t, login, 1, { ip: '10.0.0.2', forwardedFor: '2.2.2.2' })).toEqual([429]);
    // …but another machine has its own.
    expect(await statuses(t, login, 1, { ip: '10.0.0.3' })).toEqual([401]);
  });
});

describe('behind a load balancer (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('limits each client named by X-Forwarded-For, although all come from the proxy', async () => {
    const proxy = '10.0.0.9';
    expect(await statuses(t, login, LIMIT + 1, { ip: proxy, forwardedFor: '203.0.113.5' })).toEqual([
      401, 401, 401, 429,
    ]);
    expect(await statuses(t, login, 1, { ip: proxy, forwardedFor: '203.0.113.6' })).toEqual([401]);
  });
});

describe('per-user limit on password update', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  /** Guesses the current password of `user` from `ip`; a wrong guess is a 400 until the limit. */
  const guess = (user: TestUser, ip: string) =>
    t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.updatePassword, { params: { userId: user.user._id } }),
      headers: user.headers,
      remoteAddress: ip,
      payload: { oldPassword: 'a-wrong-guess', password: 'new-secret', confirmPassword: 'new-secret' },
    });

  it('allows AUTH_RATE_LIMIT guesses a minute per user, whatever the address, then 429', async () => {
    const victim = await signUp(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) codes.push((await guess(victim, `10.1.0.${i}`)).statusCode);
    expect(codes).toEqual([...Array(LIMIT).fill(400), 429]);
    const refused = await guess(victim, '10.1.0.99');
    expect(refused.json()).toEqual({
      success: false,
      message: tooMany,
    });

    // Another user keeps their own budget, and the refused guesses changed nothing.
    expect((await guess(await signUp(t.app), '10.1.0.1')).statusCode).toBe(400);
    expect((await logIn(t.app, victim.user.email, victim.password)).user._id).toBe(victim.user._id);
  });
});
