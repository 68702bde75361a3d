import type { Locale } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { User } from '../../db/schema.js';

export function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Database, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the access check needs of a token's user: its current token version, role, and whether it is blocked. */
export function findUserAccess(
  db: Database,
  id: string,
): Promise<(Pick<User, 'token_version' | 'role'> & { blocked: boolean }) | undefined> {
  return db
    .selectFrom('users')
    .select(['token_version', 'role', sql<boolean>`blocked_at is not null`.as('blocked')])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Undefined when the e-mail is taken (one statement, so two racing sign-ups cannot both win). */
export function insertUser(
  db: Database,
  user: { name: string; email: string; password_hash: string; role?: User['role']; locale?: Locale },
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

/** An admin is never blocked: promoting a blocked user unblocks them. */
export function setUserRole(db: Database, id: string, role: User['role']): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ role, ...(role === 'admin' && { blocked_at: null }) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Blocks a user who is not an admin, or unblocks anyone; undefined when there is no such user to change. */
export function setUserBlocked(db: Database, id: string, blocked: boolean): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ blocked_at: blocked ? sql`coalesce(blocked_at, now())` : null })
    .where('id', '=', id)
    .$if(blocked, (qb) => qb.where('role', '=', 'user'))
    .returningAll()
    .executeTakeFirst();
}

/** Phone numbers orders are refused for, newest first. */
export function listBlockedPhones(db: Database) {
  return db.selectFrom('blocked_phones').selectAll().orderBy('created_at', 'desc').execute();
}

/** The number as every check compares it (migration 0019): '' when it has no digit that counts. */
export async function phoneKeyOf(db: Database, phone: string): Promise<string> {
  const row = await db.selectNoFrom(sql<string>`phone_key(${phone})`.as('key')).executeTakeFirstOrThrow();
  return row.key;
}

/** Undefined when the number is blocked already. */
export function insertBlockedPhone(db: Database, key: string, phone: string) {
  return db
    .insertInto('blocked_phones')
    .values({ phone_key: key, phone })
    .onConflict((oc) => oc.column('phone_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function deleteBlockedPhone(db: Database, key: string) {
  return db.deleteFrom('blocked_phones').where('phone_key', '=', key).returningAll().executeTakeFirst();
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

/** Every account, newest first (the admin's Users tab). */
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

/** Saves the language a user last used (sign-in, order) when it changed: their mails are written in it. */
/**
 * The language of the shop's owner, for the mails only the shop gets (the morning digest): the admin
 * whose address is the shop's, else the first admin; English without one.
 */
export async function ownerLocale(db: Database, shopEmail: string): Promise<Locale> {
  const row = await db
    .selectFrom('users')
    .select('locale')
    .where('role', '=', 'admin')
    .orderBy(sql`email = ${shopEmail.toLowerCase()}`, 'desc')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.locale ?? 'en';
}

export async function saveUserLocale(db: Database, id: string, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', id).where('locale', '<>', locale).execute();
}
