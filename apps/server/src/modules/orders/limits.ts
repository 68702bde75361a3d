import { format, messages } from '@shop/shared';
import type { OrderLimits } from '../../config.js';
import type { Database } from '../../db/database.js';
import { Conflict, Forbidden, HttpError, Unauthorized } from '../../lib/errors.js';
import { countHits, type Hits, uncountHits } from '../rate-limits/index.js';
import { openOrders } from './limit-queries.js';

/**
 * Cash on delivery costs nothing to order, so fake orders are the classic attack on such a shop: they
 * reserve the stock and send drivers to nobody. Before a checkout reserves anything, it must be under
 * every limit of `OrderLimits` (defaults no honest shopper meets: docs/operations.md), neither its
 * account nor its phone number may be blocked by the admin (403), and with `requireConfirmedEmail` the
 * account's e-mail address must be confirmed (403, EmailNotConfirmed):
 * - orders per account and per client address, per 10 minutes and per day, counted in the shared
 *   rate-limit store so that every server process enforces one limit (429); only orders placed count;
 * - open (Processing) orders per account and per phone number (409).
 * The pieces-per-line limit needs the product's name for its message: the checkout checks it
 * (`refuseTooManyPieces`).
 */

const TEN_MINUTES = 10 * 60_000;
const DAY = 24 * 60 * 60_000;

export interface OrderAttempt {
  userId: string;
  /** The version the shopper's token claims: a token revoked meanwhile is refused here first (401). */
  tokenVersion: number;
  /** The checkout's Idempotency-Key: a retry of an order already placed is not refused, it replays. */
  idempotencyKey: string | undefined;
  /** The client's address as the server sees it (request.ip: TRUST_PROXY decides). */
  address: string;
  phone: string;
}

/** What `enforceOrderLimits` let through: an order counted against the limits until it is given back. */
export interface OrderAllowance {
  /** Uncounts the attempt: the checkout created no order (refused, failed or replayed). */
  giveBack(): Promise<void>;
}

/**
 * Counts the attempt against every limit and refuses it (throws) when one is reached. Only orders count:
 * a refused attempt (a blocked account or number, a limit reached) is uncounted before it is answered,
 * and the caller gives back one that placed no order. So a client address shared by an office or a
 * mobile carrier is never refused because of someone else's refused attempts.
 */
export async function enforceOrderLimits(
  db: Database,
  limits: OrderLimits,
  attempt: OrderAttempt,
): Promise<OrderAllowance> {
  const windows = [
    { key: `order 10min account ${attempt.userId}`, windowMs: TEN_MINUTES, max: limits.perAccount10Min },
    { key: `order day account ${attempt.userId}`, windowMs: DAY, max: limits.perAccountDay },
    { key: `order 10min address ${attempt.address}`, windowMs: TEN_MINUTES, max: limits.perAddress10Min },
    { key: `order day address ${attempt.address}`, windowMs: DAY, max: limits.perAddressDay },
  ];
  // Counted in the statement that reads the rest (one round trip for the usual, accepted order).
  const [hits, open] = await Promise.all([countHits(db, windows), openOrders(db, attempt)]);
  const giveBack = () => uncountHits(db, windows);
  try {
    refuseOverLimits(limits, attempt, open, windows, hits);
  } catch (error) {
    await giveBack();
    throw error;
  }
  return { giveBack };
}

function refuseOverLimits(
  limits: OrderLimits,
  attempt: OrderAttempt,
  open: Awaited<ReturnType<typeof openOrders>>,
  windows: readonly { max: number }[],
  hits: readonly Hits[],
): void {
  if (open.tokenVersion !== attempt.tokenVersion) throw new Unauthorized(messages.loginRequired);
  if (open.accountBlocked) throw new Forbidden(messages.accountBlocked);
  if (open.phoneBlocked) throw new Forbidden(messages.phoneBlocked);
  if (open.replay) return;
  if (limits.requireConfirmedEmail && !open.emailConfirmed) throw new EmailNotConfirmed();
  const over = hits.filter((hit, i) => hit.current > (windows[i]?.max ?? 0));
  if (over.length > 0) {
    const wait = Math.ceil(Math.max(...over.map((hit) => hit.ttl)) / 1000);
    throw new OrderRateLimited(wait);
  }
  if (open.byAccount >= limits.openPerAccount) {
    throw new Conflict(format(messages.orderTooManyOpen, { count: open.byAccount }));
  }
  if (open.byPhone >= limits.openPerPhone) {
    throw new Conflict(format(messages.orderPhoneTooManyOpen, { count: open.byPhone }));
  }
}

/** 403: the checkout mails a confirmation link with it (ORDERS_REQUIRE_CONFIRMED_EMAIL). */
export class EmailNotConfirmed extends Forbidden {
  constructor() {
    super(messages.emailNotConfirmed);
  }
}

/** 429 with the seconds until the fullest window ends (the `retry-after` header). */
export class OrderRateLimited extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, messages.orderRateLimited);
  }
}
