import { endpoints, endpointUrl, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCases } from '../../../../../packages/shared/src/schemas/accounts.cases.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { bearer, logIn, signUp } from './testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

describe('POST /register', () => {
  describe.each([
    ['JSON', (fields: Record<string, string>) => fields],
    ['multipart', formOf],
  ])('as %s, every sign-up message of docs/product.md §15', (_kind, encode) => {
    it.each(signUpCases)('$input → $message', async ({ input, message }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.accounts.register),
        payload: encode(input),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });
  });

  it('signs the new user in, with a trimmed name and a trimmed, lowercased e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.register),
      payload: formOf({ name: '  Rana Haddad ', email: ' Rana.Haddad@Example.COM ', password: 'cedar-tree' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      user: {
        _id: expect.any(String),
        name: 'Rana Haddad',
        email: 'rana.haddad@example.com',
        role: 'user',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.accounts.me),
      headers: bearer(body.token),
    });
    expect(me.json()).toEqual({ success: true, user: body.user });
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const first = await signUp(t.app, { email: 'taken@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.register),
      payload: { name: 'Someone Else', email: ' TAKEN@example.com', password: 'another-one' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Email already exist' });
    // The first account is untouched.
    expect((await logIn(t.app, 'taken@example.com', first.password)).user._id).toBe(first.user._id);
  });
});

describe('POST /login', () => {
  it('signs in with the e-mail in any case and surrounding spaces', async () => {
    const user = await signUp(t.app, { email: 'maya@example.com', password: 'olive-oil' });
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.login),
      payload: { email: '  MAYA@Example.com ', password: 'olive-oil' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user: user.user, token: expect.any(String) });
  });

  it.each([
    ['a wrong password', 'maya@example.com', 'olive-oi'],
    ['an unknown e-mail', 'nobody@example.com', 'olive-oil'],
  ])('answers %s with 401 Invalid Email or Password', async (_case, email, password) => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.login),
      payload: { email, password },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.invalidCredentials });
  });

  it('asks for both fields when one is blank', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.login),
      payload: { email: ' ', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Please enter email & password' });
  });
});

describe('profile and password', () => {
  it('updates the name only: the e-mail is read-only', async () => {
    const user = await signUp(t.app, { name: 'Old Name' });
    const res = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.updateProfile, { params: { userId: user.user._id } }),
      headers: user.headers,
      payload: formOf({ name: ' New Name ', email: 'hijack@example.com' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user: { ...user.user, name: 'New Name' } });
  });

  it('shows the profile rules on a bad name', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.updateProfile, { params: { userId: user.user._id } }),
      headers: user.headers,
      payload: { name: 'x'.repeat(31) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.nameTooLong);
  });

  it('refuses a wrong old password with a message and keeps the password', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.updatePassword, { params: { userId: user.user._id } }),
      headers: user.headers,
      payload: { oldPassword: 'not-my-password', password: 'brand-new' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.wrongOldPassword });
    await expect(logIn(t.app, user.user.email, user.password)).resolves.toBeTruthy();
  });

  it('changes the password, hands over a new token and retires every older one', async () => {
    const user = await signUp(t.app);
    const otherDevice = await logIn(t.app, user.user.email, user.password);
    const res = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.updatePassword, { params: { userId: user.user._id } }),
      headers: user.headers,
      payload: formOf({ oldPassword: user.password, password: 'brand-new' }),
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh.user).toEqual(user.user);

    for (const old of [user, otherDevice]) {
      const me = await t.app.inject({
        method: 'GET',
        url: endpointUrl(endpoints.accounts.me),
        headers: old.headers,
      });
      expect(me.statusCode).toBe(401);
    }
    const me = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.accounts.me),
      headers: bearer(fresh.token),
    });
    expect(me.statusCode).toBe(200);
    await expect(logIn(t.app, user.user.email, user.password)).rejects.toThrow(/401/);
    await expect(logIn(t.app, user.user.email, 'brand-new')).resolves.toBeTruthy();
  });
});
