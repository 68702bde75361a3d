import { format, messages, type PromoCode, type PromoCodeFields } from '@shop/shared';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isoTime } from '../../db/iso-time.js';
import type { DB } from '../../db/schema.js';
import { sqlStateOf } from '../../db/sql-errors.js';
import { UNSOLD_STATUSES } from '../../db/unsold-statuses.js';
import { Conflict } from '../../lib/errors.js';

/**
 * The admin's promo codes (issue 48): their terms, and the uses a limited code allows (one slot each,
 * 0037). A code's uses and sales are its orders', cancelled and returned ones left out.
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

async function codeById(trx: Transaction<DB>, id: string): Promise<PromoCode> {
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

/** A code whose text another holds (any case) is a 409 naming it. */
function refuseTakenCode(code: string) {
  return (error: unknown): never => {
    if (sqlStateOf(error) === '23505') throw new Conflict(format(messages.promoCodeExists, { code }));
    throw error;
  };
}

export async function insertPromoCode(db: Database, code: PromoCodeFields): Promise<PromoCode> {
  return db
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto('promo_codes')
        .values(columns(code))
        .returning('id')
        .executeTakeFirstOrThrow();
      await resizeSlots(trx, id, code.maxUses ?? null, 0);
      return codeById(trx, id);
    })
    .catch(refuseTakenCode(code.code));
}

/** Changes a code's terms; undefined when there is none with this id. */
export async function updatePromoCode(
  db: Database,
  id: string,
  code: PromoCodeFields,
): Promise<PromoCode | undefined> {
  return db
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom('promo_codes')
        .select(['max_uses', 'max_uses_per_customer'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return undefined;
      await trx
        .updateTable('promo_codes')
        .set({ ...columns(code), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      if (current.max_uses !== (code.maxUses ?? null)) {
        const { rows } = await sql<{ uses: number }>`
          select count(*)::int as uses from ${usesOf(id)} o`.execute(trx);
        await resizeSlots(trx, id, code.maxUses ?? null, rows[0]?.uses ?? 0);
      }
      const perCustomer = code.maxUsesPerCustomer ?? null;
      if ((current.max_uses_per_customer === null) !== (perCustomer === null)) {
        await recountCustomers(trx, id, perCustomer !== null);
      }
      return codeById(trx, id);
    })
    .catch(refuseTakenCode(code.code));
}

/**
 * Gives a code `max` slots (none: no limit). The slots are locked first, so that checkouts taking one
 * meanwhile finish before they are counted. A code that had no limit gets its orders so far as the
 * slots' holders; a limit below the uses already made is refused (409).
 */
async function resizeSlots(trx: Transaction<DB>, codeId: string, max: number | null, uses: number) {
  const { rows } = await sql<{ slot: number; order_id: string | null }>`
    select slot, order_id from promo_code_slots where code_id = ${codeId} order by slot for update`.execute(
    trx,
  );
  if (max === null) {
    await trx.deleteFrom('promo_code_slots').where('code_id', '=', codeId).execute();
    return;
  }
  const held = rows.length === 0 ? uses : rows.filter((row) => row.order_id !== null).length;
  if (held > max) throw new Conflict(format(messages.promoUsesBelowUsed, { uses: held }));
  if (rows.length === 0) {
    // The orders that used it while it had no limit hold the first slots.
    await sql`
      insert into promo_code_slots (code_id, slot, order_id)
      select ${codeId}::uuid, n, h.id
      from generate_series(1, ${max}::int) n
      left join (
        select o.id, row_number() over (order by o.created_at, o.id) as position from ${usesOf(codeId)} o
      ) h on h.position = n`.execute(trx);
    return;
  }
  if (rows.length < max) {
    const last = rows.at(-1)?.slot ?? 0;
    await sql`insert into promo_code_slots (code_id, slot)
      select ${codeId}::uuid, n from generate_series(${last + 1}::int, ${last + max - rows.length}::int) n`.execute(
      trx,
    );
    return;
  }
  // Fewer: free slots go, the highest first; the taken ones stay (renumbering is not needed).
  const spare = rows
    .filter((row) => row.order_id === null)
    .slice(-(rows.length - max))
    .map((row) => row.slot);
  if (spare.length > 0) {
    await trx
      .deleteFrom('promo_code_slots')
      .where('code_id', '=', codeId)
      .where('slot', 'in', spare)
      .execute();
  }
}

/**
 * A code's uses per account and per phone are counted only while it has a limit per customer (a code
 * without one costs its checkouts no write): given one, they are counted from its orders so far;
 * losing it, the counts go.
 */
async function recountCustomers(trx: Transaction<DB>, codeId: string, counted: boolean): Promise<void> {
  await trx.deleteFrom('promo_code_customers').where('code_id', '=', codeId).execute();
  if (!counted) return;
  await sql`
    insert into promo_code_customers (code_id, customer, uses)
    select ${codeId}::uuid, k.customer, count(*)::int from ${usesOf(codeId)} o
    cross join lateral (values ('u:' || o.user_id), ('p:' || nullif(o.phone_key, ''))) k (customer)
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
