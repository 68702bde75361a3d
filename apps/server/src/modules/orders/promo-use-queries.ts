import type { PromoKind } from '@shop/shared';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { accountCustomer, customersOf, phoneCustomerSql } from './promo-customers.js';

/**
 * A promo code's statements in the checkout (decision 097; how a code is judged and its use claimed is
 * in promo-checkout.ts): the code read with the products, its use taken in the order's own statement or
 * under locks, and given back.
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
export const slotStart = (maxUses: number) => 1 + Math.floor(Math.random() * maxUses);

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
        where u.code_id = c.id and u.customer = ${accountCustomer(userId)}), 0) end,
      'phone_uses', case when c.max_uses_per_customer is null or p.key = '' then 0 else coalesce((
        select u.uses from promo_code_customers u
        where u.code_id = c.id and u.customer = ${phoneCustomerSql(sql`p.key`)}), 0) end,
      'phone_key', p.key)
    from promo_codes c
    cross join lateral (select case when c.max_uses_per_customer is null then ''
      else phone_key(${phone}) end as key) p
    where lower(c.code) = lower(${code}))`;
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
 * and answers how many slots (none when none is left) and per-customer counts it took.
 */
export async function takePromoUseRows(
  trx: Transaction<DB>,
  claim: PromoClaim,
  orderId: string,
): Promise<{ slots: number; customers: number }> {
  const { rows } = await sql<{ slots: number; customers: number }>`
    with ${promoUseCtes(claim, orderId, true)}
    select (select count(*)::int from promo_slot) as slots,
      (select count(*)::int from promo_customers) as customers`.execute(trx);
  return rows[0] ?? { slots: 0, customers: 0 };
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
  const customers = customersOf(order.userId, order.phoneKey);
  await sql`
    with freed as (update promo_code_slots set order_id = null where order_id = ${order.id}::uuid returning 1)
    update promo_code_customers set uses = uses - 1
    where code_id = ${order.promoCodeId}::uuid and customer = any(${customers}::text[]) and uses > 0`.execute(
    trx,
  );
}
