import {
  format,
  formatLbp,
  isoToShopWallTime,
  messages,
  type PromoKind,
  type PromoTerms,
} from '@shop/shared';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { BadRequest, Conflict } from '../../lib/errors.js';

/**
 * A promo code in the checkout (issue 48, decision 097): read with the products, judged when the order
 * is priced (the quote and the order alike), and one use of it taken in the order's own statement. A
 * code with a limit has a row per use allowed (`promo_code_slots`, 0037); a checkout takes a free one
 * that no concurrent checkout holds (SKIP LOCKED), so N uses left are carried by exactly N orders and
 * checkouts with the code never queue on one row. A code with a limit per customer counts each
 * account's and each phone's uses, by an upsert judged on the row as committed. A code without either
 * limit costs its checkouts no write of its own. Cancelling or returning the order gives its use back.
 */

/** A code as the checkout's read finds it, with what its rules need about this shopper. */
export interface CheckoutPromo {
  id: string;
  code: string;
  kind: PromoKind;
  value: number | null;
  min_order: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  active: boolean;
  /** The row's version (xmin) as read: the order's statement goes on only if no admin changed it since. */
  version: string;
  /** Whether a use is left (null: no limit). */
  has_free_slot: boolean | null;
  /** The shopper's uses so far, by account and by the order's phone number. */
  account_uses: number;
  phone_uses: number;
  /** The order's phone number as uses are counted by it (`phone_key`, 0019); '' when it has no digits, or uses are not counted per customer. */
  phone_key: string;
}

/**
 * Where a checkout starts looking for a free use: at random among the code's slots, so that concurrent
 * checkouts take different ones, and none walks over the index entries of every use taken before it
 * (the claimed slots' entries stay in the free slots' index until vacuum; a search from the first slot
 * would pass all of them, a little more at every order).
 */
const slotStart = (maxUses: number) => 1 + Math.floor(Math.random() * maxUses);

/**
 * The code typed (any case), as a column of the checkout's read: null when there is none by that name.
 * `phone`: the order's phone number, whose uses are counted too (read, as the account's, only for a code
 * with a limit per customer). Whether a use is left is looked for
 * from a random slot on, then from the first (only when the first search finds none), each the first
 * entry of an index range (an EXISTS would be planned as a scan of the table).
 */
export function checkoutPromoJson(code: string, userId: string, phone: string) {
  const start = slotStart(2 ** 30);
  return sql<CheckoutPromo | null>`(
    select json_build_object('id', c.id, 'code', c.code, 'kind', c.kind, 'value', c.value,
      'min_order', c.min_order, 'starts_at', c.starts_at, 'ends_at', c.ends_at, 'max_uses', c.max_uses,
      'max_uses_per_customer', c.max_uses_per_customer, 'active', c.active, 'version', c.xmin::text,
      'has_free_slot', case when c.max_uses is null then null else coalesce(
        (select s.slot from promo_code_slots s
          where s.code_id = c.id and s.order_id is null and s.slot >= 1 + ${start}::int % c.max_uses
          order by s.slot limit 1),
        (select s.slot from promo_code_slots s
          where s.code_id = c.id and s.order_id is null order by s.slot limit 1)) is not null end,
      'account_uses', case when c.max_uses_per_customer is null then 0 else coalesce((
        select u.uses from promo_code_customers u
        where u.code_id = c.id and u.customer = ${`u:${userId}`}), 0) end,
      'phone_uses', case when c.max_uses_per_customer is null or p.key = '' then 0 else coalesce((
        select u.uses from promo_code_customers u where u.code_id = c.id and u.customer = 'p:' || p.key), 0) end,
      'phone_key', p.key)
    from promo_codes c
    cross join lateral (select case when c.max_uses_per_customer is null then ''
      else phone_key(${phone}) end as key) p
    where lower(c.code) = lower(${code}))`;
}

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

/** A use of a code to take with an order. */
export interface PromoClaim {
  codeId: string;
  /** The code's row version the order was priced with. */
  version: string;
  /** Whether the code has a limit in all (a slot to take). */
  limited: boolean;
  /** The slot from which the unlocked statement looks for a free one (see `slotStart`). */
  start: number;
  maxPerCustomer: number | null;
  /** With a limit per customer: `u:<user id>`, and `p:<phone key>` when the phone has digits; else none. */
  customers: string[];
}

export function claimOf(promo: CheckoutPromo, userId: string): PromoClaim {
  const counted = promo.max_uses_per_customer !== null;
  return {
    codeId: promo.id,
    version: promo.version,
    limited: promo.max_uses !== null,
    start: slotStart(promo.max_uses ?? 1),
    maxPerCustomer: promo.max_uses_per_customer,
    customers: counted ? [`u:${userId}`, ...(promo.phone_key ? [`p:${promo.phone_key}`] : [])] : [],
  };
}

/**
 * The use's common table expressions, `promo_slot` (the slot taken, when the code has a limit) and
 * `promo_customers` (the counts taken): `wait` false looks from the claim's random start on and skips
 * slots other checkouts hold (the unlocked statement, which falls back to the locked path when none is
 * left to it), true looks from the first slot and waits for them (the locked path, which then decides
 * exactly).
 */
export function promoUseCtes(claim: PromoClaim, orderId: string, wait: boolean): RawBuilder<unknown> {
  const slot = claim.limited
    ? sql`update promo_code_slots s set order_id = ${orderId}::uuid
        where (s.code_id, s.slot) in (
          select f.code_id, f.slot from promo_code_slots f
          where f.code_id = ${claim.codeId}::uuid and f.order_id is null
            ${wait ? sql`` : sql`and f.slot >= ${claim.start}::int`}
          order by f.slot limit 1 for update ${wait ? sql`` : sql`skip locked`})
        returning s.slot`
    : sql`select 1 as slot where false`;
  const customers =
    claim.customers.length > 0
      ? sql`insert into promo_code_customers as c (code_id, customer, uses)
          values ${sql.join(claim.customers.map((customer) => sql`(${claim.codeId}::uuid, ${customer}, 1)`))}
          on conflict (code_id, customer) do update set uses = c.uses + 1
          where c.uses < ${claim.maxPerCustomer}::int
          returning c.customer`
      : sql`select '' as customer where false`;
  return sql`promo_slot as (${slot}), promo_customers as (${customers})`;
}

/** True in a statement holding `promoUseCtes` when the whole use was taken from an unchanged code. */
export function promoUseTaken(claim: PromoClaim): RawBuilder<boolean> {
  return sql<boolean>`((select count(*) from promo_slot) = ${claim.limited ? 1 : 0}
    and (select count(*) from promo_customers) = ${claim.customers.length}
    and (select c.xmin::text from promo_codes c where c.id = ${claim.codeId}::uuid) = ${claim.version})`;
}

/**
 * The locked checkout's use of the code, in its transaction: waits for the slots other checkouts hold,
 * and refuses (409, the transaction rolls back) when none is left or the shopper's uses are taken.
 */
export async function takePromoUse(trx: Transaction<DB>, claim: PromoClaim, orderId: string): Promise<void> {
  const { rows } = await sql<{ slots: number; customers: number }>`
    with ${promoUseCtes(claim, orderId, true)}
    select (select count(*)::int from promo_slot) as slots,
      (select count(*)::int from promo_customers) as customers`.execute(trx);
  const taken = rows[0] ?? { slots: 0, customers: 0 };
  if (claim.limited && taken.slots === 0) throw new Conflict(messages.promoUsedUp);
  if (taken.customers < claim.customers.length) throw new Conflict(messages.promoAlreadyUsed);
}

/**
 * Gives an order's use of its code back (the order was cancelled, returned or deleted): its slot is
 * free again, and its account's and phone's counts go down by one.
 */
export async function givePromoUseBack(
  trx: Transaction<DB>,
  order: { id: string; promoCodeId: string | null; userId: string | null; phoneKey: string },
): Promise<void> {
  if (order.promoCodeId === null) return;
  const customers = [
    ...(order.userId ? [`u:${order.userId}`] : []),
    ...(order.phoneKey ? [`p:${order.phoneKey}`] : []),
  ];
  await sql`
    with freed as (update promo_code_slots set order_id = null where order_id = ${order.id}::uuid returning 1)
    update promo_code_customers set uses = uses - 1
    where code_id = ${order.promoCodeId}::uuid and customer = any(${customers}::text[]) and uses > 0`.execute(
    trx,
  );
}
