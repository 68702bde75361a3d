import { format, formatLbp, isoToShopWallTime, messages, type PromoTerms } from '@shop/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { BadRequest, Conflict } from '../../lib/errors.js';
import { customersOf } from './promo-customers.js';
import { type CheckoutPromo, type PromoClaim, slotStart, takePromoUseRows } from './promo-use-queries.js';

/**
 * A promo code in the checkout (issue 48, decision 097): read with the products, judged when the order
 * is priced (the quote and the order alike), and one use of it taken in the order's own statement. A
 * code with a limit has a row per use allowed (`promo_code_slots`, 0037); a checkout takes a free one
 * that no concurrent checkout holds (SKIP LOCKED), so N uses left are carried by exactly N orders and
 * checkouts with the code never queue on one row. A code with a limit per customer counts each
 * account's and each phone's uses, by an upsert judged on the row as committed. A code without either
 * limit costs its checkouts no write of its own. Cancelling or returning the order gives its use back.
 */

/** An instant as the shop's day and time ('2026-12-01 10:00', Beirut), for a refusal. */
const shopTime = (iso: string) => isoToShopWallTime(iso).replace('T', ' ');

/**
 * The code's terms for these items at `now`, or its refusal: 400 when there is no such code (or it is
 * paused: to a shopper that is the same), 409 with the reason otherwise, in this order: not yet valid,
 * expired, used up, already used by this account or phone, minimum not reached.
 */
export function judgePromo(promo: CheckoutPromo | null, items: number, now: Date): PromoTerms {
  if (!promo?.active) throw new BadRequest(messages.promoUnknown);
  const at = now.getTime();
  if (promo.starts_at && at < Date.parse(promo.starts_at)) {
    throw new Conflict(format(messages.promoNotYet, { date: shopTime(promo.starts_at) }));
  }
  if (promo.ends_at && at >= Date.parse(promo.ends_at)) throw new Conflict(messages.promoExpired);
  if (promo.has_free_slot === false) throw new Conflict(messages.promoUsedUp);
  const perCustomer = promo.max_uses_per_customer;
  if (perCustomer !== null && Math.max(promo.account_uses, promo.phone_uses) >= perCustomer) {
    throw new Conflict(messages.promoAlreadyUsed);
  }
  if (promo.min_order !== null && items < promo.min_order) {
    throw new Conflict(format(messages.promoMinimum, { amount: formatLbp(promo.min_order) }));
  }
  return { kind: promo.kind, value: promo.value ?? 0 };
}

export function claimOf(promo: CheckoutPromo, userId: string): PromoClaim {
  const counted = promo.max_uses_per_customer !== null;
  return {
    codeId: promo.id,
    version: promo.version,
    limited: promo.max_uses !== null,
    start: slotStart(promo.max_uses ?? 1),
    maxPerCustomer: promo.max_uses_per_customer,
    customers: counted ? customersOf(userId, promo.phone_key) : [],
  };
}

/**
 * The locked checkout's use of the code, in its transaction: waits for the slots other checkouts hold,
 * and refuses (409, the transaction rolls back) when none is left or the shopper's uses are taken.
 */
export async function takePromoUse(trx: Transaction<DB>, claim: PromoClaim, orderId: string): Promise<void> {
  const taken = await takePromoUseRows(trx, claim, orderId);
  if (claim.limited && taken.slots === 0) throw new Conflict(messages.promoUsedUp);
  if (taken.customers < claim.customers.length) throw new Conflict(messages.promoAlreadyUsed);
}
