import type { Database } from '../../db/database.js';
import type { User } from '../../db/schema.js';

export function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Database, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the access check needs of a token's user: its current token version and role. */
export function findUserAccess(
  db: Database,
  id: string,
): Promise<Pick<User, 'token_version' | 'role'> | undefined> {
  return db.selectFrom('users').select(['token_version', 'role']).where('id', '=', id).executeTakeFirst();
}

/** Undefined when the e-mail is taken (one statement, so two racing sign-ups cannot both win). */
export function insertUser(
  db: Database,
  user: { name: string; email: string; password_hash: string; role?: User['role'] },
): Promise<User | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateUserName(db: Database, id: string, name: string): Promise<User | undefined> {
  return db.updateTable('users').set({ name }).where('id', '=', id).returningAll().executeTakeFirst();
}

export function setUserRole(db: Database, id: string, role: User['role']): Promise<User | undefined> {
  return db.updateTable('users').set({ role }).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Stores a new password hash and bumps the token version, so every token issued before stops
 * working; pending reset links die with the old password too.
 */
export async function setUserPassword(db: Database, id: string, passwordHash: string): Promise<User> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', id)
    .where('used_at', 'is', null)
    .execute();
  return db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listUsers(db: Database): Promise<User[]> {
  return db.selectFrom('users').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
}

/** True when a user was deleted. */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertResetToken(
  db: Database,
  token: { user_id: string; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('password_reset_tokens').values(token).execute();
}

/**
 * Marks a live reset token used and returns its user id, in one conditional update: of two requests
 * racing with the same token, only one gets the id. Undefined for unknown, used or expired tokens.
 */
export async function consumeResetToken(db: Database, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
