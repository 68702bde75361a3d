import type { PromoCode, PromoCodeFields } from '@shop/shared';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isoTime } from '../../db/iso-time.js';
import type { DB } from '../../db/schema.js';
import { UNSOLD_STATUSES } from '../../db/unsold-statuses.js';
import { accountCustomerSql, phoneCustomerSql } from './promo-customers.js';

/**
 * The admin's promo codes' statements (issue 48): their terms, and the uses a limited code allows (one
 * slot each, 0037). A code's uses and sales are its orders', cancelled and returned ones left out. What
 * a change of terms does to the slots and counts is decided in promo-codes.ts.
 */

/** A code row (alias `c`) as the API writes it, with its uses and sales (`u`). */
const codeJson = sql<PromoCode>`json_build_object('_id', c.id, 'code', c.code, 'kind', c.kind,
  'value', c.value, 'minOrder', c.min_order, 'startsAt', ${isoTime('c.starts_at')},
  'endsAt', ${isoTime('c.ends_at')}, 'maxUses', c.max_uses, 'maxUsesPerCustomer', c.max_uses_per_customer,
  'active', c.active, 'uses', coalesce(u.uses, 0), 'sales', coalesce(u.sales, 0),
  'createdAt', ${isoTime('c.created_at')})`;

/**
 * The orders holding a use of code `codeId`, as a table to alias: those carrying it but cancelled or
 * returned ones, which gave their use back (decision 091). They are the code's uses in all, and by
 * their `user_id` and `phone_key` its uses per account and per phone.
 */
const usesOf = (codeId: RawBuilder<unknown> | string) => sql`(
  select o.id, o.created_at, o.total_price, o.user_id, o.phone_key from orders o
  where o.promo_code_id = ${codeId} and o.order_status not in ${UNSOLD_STATUSES})`;

const usesAndSales = sql`left join lateral (
    select count(*)::int as uses, sum(o.total_price) as sales from ${usesOf(sql`c.id`)} o) u on true`;

/** Every code, newest first. */
export async function listPromoCodes(db: Database): Promise<PromoCode[]> {
  const { rows } = await sql<{ code: PromoCode }>`
    select ${codeJson} as code from promo_codes c ${usesAndSales}
    order by c.created_at desc, c.id`.execute(db);
  return rows.map((row) => ({ ...row.code, sales: Number(row.code.sales) }));
}

export async function codeById(trx: Transaction<DB>, id: string): Promise<PromoCode> {
  const { rows } = await sql<{ code: PromoCode }>`
    select ${codeJson} as code from promo_codes c ${usesAndSales} where c.id = ${id}`.execute(trx);
  const row = rows[0] as { code: PromoCode };
  return { ...row.code, sales: Number(row.code.sales) };
}

const columns = (code: PromoCodeFields) => ({
  code: code.code,
  kind: code.kind,
  value: code.kind === 'freeDelivery' ? null : (code.value ?? null),
  min_order: code.minOrder ?? null,
  starts_at: code.startsAt ?? null,
  ends_at: code.endsAt ?? null,
  max_uses: code.maxUses ?? null,
  max_uses_per_customer: code.maxUsesPerCustomer ?? null,
  active: code.active,
});

/** Inserts a code's row; its id. */
export async function insertPromoCodeRow(trx: Transaction<DB>, code: PromoCodeFields): Promise<string> {
  const { id } = await trx
    .insertInto('promo_codes')
    .values(columns(code))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A code's limits, its row locked until the transaction ends; undefined when there is none with this id. */
export async function lockPromoCodeLimits(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('promo_codes')
    .select(['max_uses', 'max_uses_per_customer'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updatePromoCodeRow(
  trx: Transaction<DB>,
  id: string,
  code: PromoCodeFields,
): Promise<void> {
  await trx
    .updateTable('promo_codes')
    .set({ ...columns(code), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The uses a code's orders hold. */
export async function countPromoUses(trx: Transaction<DB>, codeId: string): Promise<number> {
  const { rows } = await sql<{ uses: number }>`
          select count(*)::int as uses from ${usesOf(codeId)} o`.execute(trx);
  return rows[0]?.uses ?? 0;
}

/** A code's slots in order, locked until the transaction ends. */
export async function lockSlots(trx: Transaction<DB>, codeId: string) {
  const { rows } = await sql<{ slot: number; order_id: string | null }>`
    select slot, order_id from promo_code_slots where code_id = ${codeId} order by slot for update`.execute(
    trx,
  );
  return rows;
}

export async function deleteSlots(trx: Transaction<DB>, codeId: string): Promise<void> {
  await trx.deleteFrom('promo_code_slots').where('code_id', '=', codeId).execute();
}

/** Gives a code without slots `max` of them, its orders so far holding the first ones. */
export async function insertSlotsForUses(trx: Transaction<DB>, codeId: string, max: number): Promise<void> {
  await sql`
      insert into promo_code_slots (code_id, slot, order_id)
      select ${codeId}::uuid, n, h.id
      from generate_series(1, ${max}::int) n
      left join (
        select o.id, row_number() over (order by o.created_at, o.id) as position from ${usesOf(codeId)} o
      ) h on h.position = n`.execute(trx);
}

/** Adds free slots `from` to `to` to a code. */
export async function insertFreeSlots(
  trx: Transaction<DB>,
  codeId: string,
  from: number,
  to: number,
): Promise<void> {
  await sql`insert into promo_code_slots (code_id, slot)
      select ${codeId}::uuid, n from generate_series(${from}::int, ${to}::int) n`.execute(trx);
}

export async function deleteSlotsNumbered(
  trx: Transaction<DB>,
  codeId: string,
  slots: number[],
): Promise<void> {
  await trx.deleteFrom('promo_code_slots').where('code_id', '=', codeId).where('slot', 'in', slots).execute();
}

/**
 * A code's uses per account and per phone are counted only while it has a limit per customer (a code
 * without one costs its checkouts no write): given one, they are counted from its orders so far;
 * losing it, the counts go.
 */
export async function recountCustomers(
  trx: Transaction<DB>,
  codeId: string,
  counted: boolean,
): Promise<void> {
  await trx.deleteFrom('promo_code_customers').where('code_id', '=', codeId).execute();
  if (!counted) return;
  await sql`
    insert into promo_code_customers (code_id, customer, uses)
    select ${codeId}::uuid, k.customer, count(*)::int from ${usesOf(codeId)} o
    cross join lateral (values (${accountCustomerSql(sql`o.user_id`)}),
      (${phoneCustomerSql(sql`nullif(o.phone_key, '')`)})) k (customer)
    where k.customer is not null group by k.customer`.execute(trx);
}

/** Deletes a code with its slots and counts; its orders keep its text and their discount. */
export async function deletePromoCode(db: Database, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('promo_codes').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return false;
    await trx.deleteFrom('promo_code_slots').where('code_id', '=', id).execute();
    await trx.deleteFrom('promo_code_customers').where('code_id', '=', id).execute();
    return true;
  });
}
