import { messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { BadRequest } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { createTestDatabase, type TestDatabase } from '../test/helper.js';
import { createOrPromoteAdmin } from './admin.js';

describe('createOrPromoteAdmin', () => {
  let t: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db;
  });
  afterAll(() => t.drop());

  const userByEmail = (email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('creates an admin named Admin, with the e-mail trimmed and lowercased', async () => {
    const result = await createOrPromoteAdmin(db, { email: '  Boss@Shop.Example ', password: 'secret1' });
    expect(result).toEqual({
      action: 'created',
      email: 'boss@shop.example',
      name: 'Admin',
      passwordSet: true,
    });
    const user = await userByEmail('boss@shop.example');
    expect(user).toMatchObject({ name: 'Admin', role: 'admin' });
    expect(await verifyPassword(user.password_hash, 'secret1')).toBe(true);
  });

  it('uses the given name', async () => {
    await createOrPromoteAdmin(db, { email: 'rima@shop.example', password: 'secret1', name: 'Rima' });
    expect(await userByEmail('rima@shop.example')).toMatchObject({ name: 'Rima', role: 'admin' });
  });

  it('promotes an existing user and keeps the password when none is given', async () => {
    const hash = await hashPassword('original');
    await db
      .insertInto('users')
      .values({ name: 'Sami', email: 'sami@shop.example', password_hash: hash })
      .execute();
    const result = await createOrPromoteAdmin(db, { email: 'SAMI@shop.example' });
    expect(result).toEqual({
      action: 'promoted',
      email: 'sami@shop.example',
      name: 'Sami',
      passwordSet: false,
    });
    expect(await userByEmail('sami@shop.example')).toMatchObject({
      name: 'Sami',
      role: 'admin',
      password_hash: hash,
    });
  });

  it('sets the password of a promoted user and revokes the old tokens', async () => {
    const before = await userByEmail('sami@shop.example');
    await createOrPromoteAdmin(db, { email: 'sami@shop.example', password: 'brand-new' });
    const after = await userByEmail('sami@shop.example');
    expect(await verifyPassword(after.password_hash, 'brand-new')).toBe(true);
    expect(after.token_version).toBe(before.token_version + 1);
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, messages.invalidEmail],
    [{ email: 'short@shop.example', password: '12345' }, messages.passwordTooShort],
    [{ email: 'long@shop.example', password: 'secret1', name: 'x'.repeat(31) }, messages.nameTooLong],
    [{ email: 'new@shop.example' }, 'No account uses new@shop.example: give a password to create it'],
  ])('refuses %j', async (input, message) => {
    const attempt = createOrPromoteAdmin(db, input);
    await expect(attempt).rejects.toBeInstanceOf(BadRequest);
    await expect(attempt).rejects.toThrow(message);
    expect(
      await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst(),
    ).toBeUndefined();
  });
});
