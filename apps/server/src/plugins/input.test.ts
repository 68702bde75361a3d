import { endpoints, endpointUrl, messages } from '@shop/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../modules/accounts/testing.js';
import { snapshotDatabase } from '../test/db-snapshot.js';
import { createTestApp, type TestApp } from '../test/helper.js';

/** The reports of issue 8, each a 500 before the input guard, and the multipart bodies that still work. */

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'multipart/form-data; boundary=b' },
  payload: `${Object.entries(fields)
    .map(([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--b--\r\n`,
});

describe('characters PostgreSQL cannot store', () => {
  const reports: [string, () => InjectOptions][] = [
    [
      'a NUL in the login e-mail',
      () => ({
        method: 'POST',
        url: endpointUrl(endpoints.accounts.login),
        payload: { email: 'a\u0000@b.co', password: 'x' },
      }),
    ],
    [
      'a NUL in the sign-up name',
      () => ({
        method: 'POST',
        url: endpointUrl(endpoints.accounts.register),
        payload: { name: 'a\u0000', email: 'n@b.co', password: 'secret1' },
      }),
    ],
    [
      'a NUL in forgot password',
      () => ({
        method: 'POST',
        url: endpointUrl(endpoints.accounts.forgotPassword),
        payload: { email: 'a\u0000@b.co' },
      }),
    ],
    [
      'a NUL in the profile name',
      () => ({
        method: 'PUT',
        url: endpointUrl(endpoints.accounts.updateProfile, { params: { userId: user.user._id } }),
        headers: user.headers,
        payload: { name: 'a\u0000b' },
      }),
    ],
    ['a NUL in the search keyword', () => ({ method: 'GET', url: '/api/v1/products?keyword=a%00b' })],
    ['a NUL in the live search', () => ({ method: 'GET', url: '/api/v1/products/suggest?q=ab%00' })],
    [
      'a lone surrogate in JSON',
      () => ({
        method: 'POST',
        url: endpointUrl(endpoints.accounts.register),
        headers: { 'content-type': 'application/json' },
        payload: '{"name":"a\\udc00","email":"s@b.co","password":"secret1"}',
      }),
    ],
    [
      'a NUL in a multipart field',
      () => ({
        method: 'POST',
        url: endpointUrl(endpoints.accounts.register),
        ...form({ name: 'a\u0000', email: 'm@b.co', password: 'secret1' }),
      }),
    ],
  ];

  it.each(reports)('refuses %s with a 400 and changes nothing', async (_name, request) => {
    const before = await snapshotDatabase(t.db);
    const res = await t.app.inject(request());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.unstorableCharacters });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('keeps other characters, emoji (surrogate pairs) included; a name is one line', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.updateProfile, { params: { userId: user.user._id } }),
      headers: user.headers,
      payload: { name: 'Zeïna 🌸 \t نور' },
    });
    expect(res.statusCode).toBe(200);
    // A tab is kept as a blank: every run of blanks in a name is one space (it is shown and mailed).
    expect(res.json().user.name).toBe('Zeïna 🌸 نور');
  });
});

describe('multipart bodies', () => {
  it('are validated by the same schema as JSON and reach the handler', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.login),
      ...form({ email: user.user.email, password: user.password }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(user.user._id);
  });

  it('answer a 400 in the API error shape when they cannot be parsed', async () => {
    for (const headers of [
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'multipart/form-data' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.accounts.login),
        headers,
        payload: 'garbage',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.malformedMultipart });
    }
  });
});
