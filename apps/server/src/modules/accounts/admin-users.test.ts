import { endpoints, endpointUrl, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { logIn, signUp, signUpAdmin, type TestUser } from './testing.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(() => t.close());

const deleteUser = (id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: endpointUrl(endpoints.accounts.deleteUser, { params: { id } }),
    headers: admin.headers,
  });

describe('admin users tab', () => {
  it('lists every user, newest first, without passwords', async () => {
    const first = await signUp(t.app, { name: 'First' });
    const second = await signUp(t.app, { name: 'Second' });
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.accounts.users),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const { success, users } = res.json();
    expect(success).toBe(true);
    const counts = { blocked: false, openOrders: 0, cancelledOrders: 0 };
    expect(users.slice(0, 2)).toEqual([
      { ...second.user, ...counts },
      { ...first.user, ...counts },
    ]);
    expect(users.map((u: { _id: string }) => u._id)).toContain(admin.user._id);
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('deletes a user, whose token then stops working', async () => {
    const doomed = await signUp(t.app);
    const res = await deleteUser(doomed.user._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: endpointUrl(endpoints.accounts.me),
          headers: doomed.headers,
        })
      ).statusCode,
    ).toBe(401);
    expect((await deleteUser(doomed.user._id)).statusCode).toBe(404);
  });

  it('does not let an admin delete themself', async () => {
    const res = await deleteUser(admin.user._id);
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.accounts.me),
      headers: admin.headers,
    });
    expect(me.json().user.role).toBe('admin');
  });

  it('refuses an id that is not a uuid with a 400', async () => {
    const res = await deleteUser('42');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.invalidId });
  });

  const setRole = (id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.setUserRole, { params: { id } }),
      headers: admin.headers,
      payload,
    });

  it('promotes a user to admin and demotes them again; the role reaches their token', async () => {
    const user = await signUp(t.app);
    const promoted = await setRole(user.user._id, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({
      success: true,
      message: messages.roleUpdated,
      user: { ...user.user, role: 'admin' },
    });
    const asAdmin = await logIn(t.app, user.user.email, user.password);
    const adminList = () =>
      t.app.inject({ url: endpointUrl(endpoints.accounts.users), headers: asAdmin.headers });
    expect((await adminList()).statusCode).toBe(200);

    expect((await setRole(user.user._id, { role: 'user' })).json().user.role).toBe('user');
    // The admin token issued before the demotion no longer grants admin rights.
    expect((await adminList()).statusCode).toBe(403);
  });

  it('does not let an admin change their own role', async () => {
    const res = await setRole(admin.user._id, { role: 'user' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: messages.ownRole });
  });

  it.each([
    [{ role: 'owner' }, 400],
    [{}, 400],
  ])('refuses %j', async (payload, status) => {
    const user = await signUp(t.app);
    const res = await setRole(user.user._id, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message: 'role must be user or admin' });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await setRole('00000000-0000-4000-8000-000000000000', { role: 'admin' })).statusCode).toBe(404);
  });
});
