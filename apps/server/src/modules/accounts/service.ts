import { createHash, randomBytes } from 'node:crypto';
import { type Locale, localizedPath, messages, type PublicUser, paths } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { User } from '../../db/schema.js';
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from '../../lib/errors.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { countHits } from '../rate-limits/index.js';
import {
  consumeResetToken,
  findUserByEmail,
  findUserById,
  insertResetToken,
  insertUser,
  saveUserLocale,
  setUserPassword,
  setUserRole,
} from './queries.js';
import { resetMail } from './reset-mail.js';

const RESET_TOKEN_LIFETIME_MINUTES = 30;
/**
 * Reset mails one account gets in an hour. The per-address limit (AUTH_RATE_LIMIT) does not stop
 * requests from many addresses filling one person's mailbox; past this, the answer is the same and
 * no mail goes out.
 */
export const RESET_MAILS_PER_HOUR = 5;

export function toPublicUser(user: User): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.created_at.toISOString(),
  };
}

export async function registerUser(
  db: Database,
  input: { name: string; email: string; password: string },
  locale: Locale = 'en',
): Promise<User> {
  const user = await insertUser(db, {
    name: input.name,
    email: input.email,
    password_hash: await hashPassword(input.password),
    locale,
  });
  if (!user) throw new Conflict(messages.emailExists);
  return user;
}

/**
 * The user with these credentials; one message for an unknown e-mail and a wrong password. A blocked
 * account is told so, only once its password proved who is asking.
 */
export async function checkCredentials(
  db: Database,
  input: { email: string; password: string },
  locale?: Locale,
): Promise<User> {
  const user = await findUserByEmail(db, input.email);
  // Verified in both cases (see dummyPasswordHash), and only then is the unknown e-mail refused.
  const passwordHash = user?.password_hash ?? (await dummyPasswordHash());
  if (!(await verifyPassword(passwordHash, input.password)) || !user) {
    throw new Unauthorized(messages.invalidCredentials);
  }
  if (user.blocked_at) throw new Forbidden(messages.accountBlocked);
  if (locale) await saveUserLocale(db, user.id, locale);
  return user;
}

export async function changePassword(
  db: Database,
  userId: string,
  input: { oldPassword: string; password: string },
): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new NotFound();
  if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
    throw new BadRequest(messages.wrongOldPassword);
  }
  const passwordHash = await hashPassword(input.password);
  // Retiring reset links and bumping the token version must happen together.
  return db.transaction().execute((trx) => setUserPassword(trx, userId, passwordHash));
}

/**
 * Mails a single-use reset link when the e-mail belongs to a user. The caller answers the same either
 * way, and a failing mail server is logged rather than reported, which would tell the two cases apart.
 */
export async function requestPasswordReset(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  // A blocked account gets no link: a new password would not let it in.
  if (!user || user.blocked_at) return;
  const [sent] = await countHits(app.db, [{ key: `reset mail ${user.id}`, windowMs: 60 * 60_000 }]);
  if ((sent?.current ?? 0) > RESET_MAILS_PER_HOUR) {
    app.log.warn({ userId: user.id }, 'password reset mail not sent: too many this hour');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(app.db, {
    user_id: user.id,
    token_hash: hashResetToken(token),
    expires_at: new Date(Date.now() + RESET_TOKEN_LIFETIME_MINUTES * 60_000),
  });
  // In the account's language: anyone may ask for the link, so the asking page's does not count.
  const { locale } = user;
  const link = `${app.config.publicUrl}${localizedPath(locale, paths.resetPassword(token))}`;
  try {
    await app.mailer.send(
      resetMail({
        to: user.email,
        name: user.name,
        link,
        shopName: app.config.shop.name,
        validMinutes: RESET_TOKEN_LIFETIME_MINUTES,
        locale,
      }),
    );
  } catch (err) {
    app.log.error({ err, userId: user.id }, 'password reset mail could not be sent');
  }
}

export interface AdminResult {
  action: 'created' | 'promoted';
  email: string;
  name: string;
  passwordSet: boolean;
}

/**
 * Makes `email` an admin: creates the account (named `name`; it then needs a password) or promotes an
 * existing one, setting its password when a hash is given. A new password also signs the account out
 * everywhere.
 */
export async function makeAdmin(
  db: Database,
  { email, name, passwordHash }: { email: string; name: string; passwordHash: string | undefined },
): Promise<AdminResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (!existing) {
      if (!passwordHash) throw new BadRequest(`No account uses ${email}: give a password to create it`);
      const created = await insertUser(trx, { name, email, password_hash: passwordHash, role: 'admin' });
      if (!created) throw new Conflict(`${email} was registered meanwhile: run the command again`);
      return { action: 'created', email, name, passwordSet: true };
    }
    await setUserRole(trx, existing.id, 'admin');
    if (passwordHash) await setUserPassword(trx, existing.id, passwordHash);
    return { action: 'promoted', email, name: existing.name, passwordSet: passwordHash !== undefined };
  });
}

/** Sets a new password through a live reset token, which is used up by it. */
export async function resetPassword(db: Database, token: string, password: string): Promise<User> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const userId = await consumeResetToken(trx, hashResetToken(token));
    if (!userId) throw new BadRequest(messages.resetTokenInvalid);
    const user = await setUserPassword(trx, userId, passwordHash);
    // A link mailed before the block: refused, and the transaction leaves the password as it was.
    if (user.blocked_at) throw new Forbidden(messages.accountBlocked);
    return user;
  });
}

// The token is 256 random bits, so a plain SHA-256 is enough: a leaked table gives no usable link.
function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
