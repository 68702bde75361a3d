import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { setUserRole } from './queries.js';

/** Test helpers for any feature that needs signed-in users: real sign-ups through the API. */

/** Changes a user's role in the database alone: the tokens already issued keep the old one. */
export { setUserRole };

export interface TestUser extends AuthResponse {
  password: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  headers: { authorization: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(
  app: FastifyInstance,
  url: string,
  payload: object,
  password: string,
): Promise<TestUser> {
  const res = await app.inject({ method: 'POST', url, payload });
  if (res.statusCode >= 300) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return { ...body, password, headers: bearer(body.token) };
}

/** Registers a new user with a unique e-mail and returns the signed-in session. */
export function signUp(
  app: FastifyInstance,
  fields: { name?: string; email?: string; password?: string } = {},
) {
  const password = fields.password ?? 'secret-password';
  const payload = {
    name: fields.name ?? 'Test User',
    email: fields.email ?? `user-${randomUUID()}@example.com`,
    password,
  };
  return signIn(app, '/api/v1/register', payload, password);
}

export function logIn(app: FastifyInstance, email: string, password: string) {
  return signIn(app, '/api/v1/login', { email, password }, password);
}

/** A signed-in admin: signs up, is promoted in the database, and signs in again for an admin token. */
export async function signUpAdmin(app: FastifyInstance, db: Database): Promise<TestUser> {
  const user = await signUp(app, { name: 'Test Admin' });
  await setUserRole(db, user.user._id, 'admin');
  return logIn(app, user.user.email, user.password);
}
