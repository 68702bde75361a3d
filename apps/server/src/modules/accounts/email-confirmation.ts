import { createHmac, timingSafeEqual } from 'node:crypto';
import { format, type Locale, localizedPath, mailWords, messages, paths } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { BadRequest, HttpError, NotFound } from '../../lib/errors.js';
import type { Mail } from '../../lib/mailer.js';
import { countHits } from '../rate-limits/index.js';
import { findUserById } from './queries.js';

/**
 * With ORDERS_REQUIRE_CONFIRMED_EMAIL, an account orders once its e-mail address is confirmed: sign-up
 * gives a token for any address, and cash-on-delivery orders from addresses nobody reads cost the shop
 * drivers. The link carries the account and its address, signed with the app's secret, so nothing is
 * stored until it is opened; it works for LINK_LIFETIME_HOURS. At most one mail a minute per account.
 */
const LINK_LIFETIME_HOURS = 48;
const MAILS_PER_MINUTE = 1;

type App = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

/** The app's secret (buildApp is always given one: config.ts resolves it). */
export function secretOf(app: Pick<FastifyInstance, 'config'>): string {
  if (!app.config.jwtSecret) throw new Error('The app has no secret to sign links with');
  return app.config.jwtSecret;
}

/**
 * The link's token, 50 characters (a path parameter holds 100): the account id and the expiry time, and
 * a MAC of them with the address, so that a link for an address the account no longer has is refused.
 */
function mac(secret: string, userId: string, email: string, expires: number): Buffer {
  return createHmac('sha256', `confirm-email:${secret}`)
    .update(`${userId}\n${email}\n${expires}`)
    .digest()
    .subarray(0, 16);
}

export function confirmationToken(secret: string, user: { id: string; email: string }, now = Date.now()) {
  const expires = Math.floor(now / 1000) + LINK_LIFETIME_HOURS * 3600;
  const body = Buffer.alloc(20);
  Buffer.from(user.id.replaceAll('-', ''), 'hex').copy(body);
  body.writeUInt32BE(expires, 16);
  return `${body.toString('base64url')}.${mac(secret, user.id, user.email, expires).toString('base64url')}`;
}

/** The account a token names and when it expires, if it is shaped like one (not yet verified). */
function parseToken(token: string): { userId: string; expires: number; given: Buffer } | undefined {
  const [body, given, ...rest] = token.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!body || !given || rest.length > 0 || body.length !== 20 || given.length !== 16) return undefined;
  const hex = body.subarray(0, 16).toString('hex');
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { userId, expires: body.readUInt32BE(16), given };
}

/** Confirms the address a link was mailed to; a forged, expired or outdated link is refused. */
export async function confirmEmail(db: Database, secret: string, token: string): Promise<void> {
  const claim = parseToken(token);
  const user = claim && (await findUserById(db, claim.userId));
  const valid =
    claim &&
    user &&
    claim.expires * 1000 > Date.now() &&
    timingSafeEqual(claim.given, mac(secret, user.id, user.email, claim.expires));
  if (!valid) throw new BadRequest(messages.confirmEmailInvalid);
  await db
    .updateTable('users')
    .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())` })
    .where('id', '=', user.id)
    .execute();
}

/**
 * Mails the account a confirmation link, unless its address is confirmed already or a link went out
 * less than a minute ago (429). Returns the message for the shopper. A failing mail server is logged,
 * as for password resets.
 */
export async function sendEmailConfirmation(app: App, userId: string, locale: Locale): Promise<string> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new NotFound();
  if (user.email_confirmed_at) return messages.emailAlreadyConfirmed;
  const [sent] = await countHits(app.db, [{ key: `confirm mail ${user.id}`, windowMs: 60_000 }]);
  if ((sent?.current ?? 0) > MAILS_PER_MINUTE) throw new HttpError(429, messages.confirmEmailWait);
  const link = `${app.config.publicUrl}${localizedPath(locale, paths.confirmEmail(confirmationToken(secretOf(app), user)))}`;
  try {
    await app.mailer.send(
      confirmationMail({ to: user.email, name: user.name, link, shopName: app.config.shop.name, locale }),
    );
  } catch (err) {
    app.log.error({ err, userId: user.id }, 'e-mail confirmation could not be sent');
  }
  return format(messages.confirmEmailSent, { email: user.email });
}

function confirmationMail(opts: {
  to: string;
  name: string;
  link: string;
  shopName: string;
  locale: Locale;
}): Mail {
  const words = mailWords[opts.locale];
  const shop = opts.shopName;
  return {
    to: opts.to,
    subject: format(words.confirmSubject, { shop }),
    text: [
      format(words.hello, { name: opts.name }),
      '',
      format(words.confirmOpen, { shop }),
      '',
      opts.link,
      '',
      format(words.confirmLifetime, { hours: LINK_LIFETIME_HOURS }),
      '',
    ].join('\n'),
  };
}
