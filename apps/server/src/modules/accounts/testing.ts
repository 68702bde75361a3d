import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AuthResponse } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/database.js';
import { decodeQuotedPrintable } from '../../test/quoted-printable.js';
import { setUserRole } from './queries.js';

/** Test helpers for any feature that needs signed-in users: real sign-ups through the API. */

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

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone, enough to find links. */
  raw: string;
}

export interface SmtpReceiver {
  url: string;
  inbox: ReceivedMail[];
  /** SMTP connections opened and closed so far. */
  connections(): number;
  closed(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps every message it receives (plain SMTP, no auth).
 * `idleTimeoutMs`: it drops a connection idle that long, as providers do.
 */
export async function startSmtpReceiver(options: { idleTimeoutMs?: number } = {}): Promise<SmtpReceiver> {
  const inbox: ReceivedMail[] = [];
  let connections = 0;
  let closed = 0;
  const server = new SMTPServer({
    ...(options.idleTimeoutMs && { socketTimeout: options.idleTimeoutMs }),
    onClose() {
      closed += 1;
    },
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        inbox.push({ to, raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    connections: () => connections,
    closed: () => closed,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
