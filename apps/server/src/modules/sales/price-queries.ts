import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

type Executor = Database | Transaction<DB>;

/**
 * Where the products' running discounts stand (migration 0036): the instant they were worked out at,
 * and the first start or end of a discount or sale after it (Infinity: none), when they change.
 */
export interface PricingState {
  pricedAt: number;
  nextEdge: number;
}

/** The first start or end of a product's own discount or of a sale after `at` (null: none). */
const edgeAfter = (at: ReturnType<typeof sql>) => sql<Date | null>`least(
  (select min(discount_starts_at) from products where discount_starts_at > ${at}),
  (select min(discount_ends_at) from products where discount_ends_at > ${at}),
  (select min(starts_at) from sales where starts_at > ${at}),
  (select min(ends_at) from sales where ends_at > ${at}))`;

const stateOf = (row: { priced_at: Date; next_edge: Date | null }): PricingState => ({
  pricedAt: new Date(row.priced_at).getTime(),
  nextEdge: row.next_edge === null ? Number.POSITIVE_INFINITY : new Date(row.next_edge).getTime(),
});

/** The pricing state as committed now (four index probes and one row). */
export async function readPricingState(db: Executor): Promise<PricingState> {
  const { rows } = await sql<{ priced_at: Date; next_edge: Date | null }>`
    select c.priced_at, ${edgeAfter(sql`c.priced_at`)} as next_edge from pricing_clock c`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('pricing_clock has no row');
  return stateOf(row);
}

/**
 * Moves the products' running discounts (and the prices they show) to `at`, when a window started or
 * ended since they were worked out, in one transaction that holds the clock's row: concurrent callers
 * (other processes at the same edge) queue on it and find the work done. Only the products whose
 * discount changes are written, locked in id order as every writer of several products does (decision
 * 009); their writes move both catalogue versions. The clock only moves forward.
 */
export async function refreshPrices(db: Database, at: Date): Promise<PricingState> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ priced_at: Date; next_edge: Date | null }>`
      select c.priced_at, ${edgeAfter(sql`c.priced_at`)} as next_edge
      from pricing_clock c for update`.execute(trx);
    const row = rows[0];
    if (!row) throw new Error('pricing_clock has no row');
    const state = stateOf(row);
    if (at.getTime() < state.nextEdge || at.getTime() <= state.pricedAt) return state;
    await repriceProducts(trx, at);
    const moved = await sql<{ priced_at: Date; next_edge: Date | null }>`
      update pricing_clock set priced_at = ${at}
      returning priced_at, ${edgeAfter(sql`${at}::timestamptz`)} as next_edge`.execute(trx);
    return stateOf(moved.rows[0] as { priced_at: Date; next_edge: Date | null });
  });
}

/** A product's running discount at `at`, by the rule of migration 0036. */
const runningAt = (at: Date) => sql<number>`running_discount(p.discount_rate, p.discount_active,
  p.discount_starts_at, p.discount_ends_at, p.category, p.subcategory, ${at}::timestamptz)`;

/**
 * Writes each product's discount running at `at` and the price it shows, where it changed: the changed
 * rows are locked in id order first; the update works from each row as committed (a write that
 * committed meanwhile is priced again, not overwritten).
 */
export async function repriceProducts(trx: Transaction<DB>, at: Date): Promise<void> {
  await sql`
    with changed as (
      select p.id from products p where p.discount_now <> ${runningAt(at)}
      order by p.id for no key update)
    update products p
    set discount_now = ${runningAt(at)}, shown_price = discounted_price(p.price, ${runningAt(at)})
    from changed where p.id = changed.id`.execute(trx);
}

/**
 * Holds the clock's row (shared) until the transaction ends: a writer of products' prices or discounts
 * takes it first, so that the trigger of migration 0036 prices its rows at the instant a concurrent
 * refresh committed, never at the one before (a refresh waits for it, and it for a refresh).
 */
export async function holdPriceClock(trx: Transaction<DB>): Promise<void> {
  await sql`select 1 from pricing_clock for share`.execute(trx);
}
