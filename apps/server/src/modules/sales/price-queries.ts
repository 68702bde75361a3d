import { sql, type Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { applyRunningDiscounts, nextDiscountEdge } from '../catalog/index.js';

type Executor = Database | Transaction<DB>;

/**
 * Where the products' running discounts stand (migration 0036): the instant they were worked out at,
 * and the first start or end of a discount or sale after it (Infinity: none), when they change.
 */
export interface PricingState {
  pricedAt: number;
  nextEdge: number;
}

/** The first start or end of a sale after `at` (null: none). */
const saleEdgeAfter = (at: ReturnType<typeof sql>) => sql<Date | null>`least(
  (select min(starts_at) from sales where starts_at > ${at}),
  (select min(ends_at) from sales where ends_at > ${at}))`;

type ClockRow = { priced_at: Date; sale_edge: Date | null };

/** The clock's row with its sales' next edge, compiled once: the price clock reads it before requests. */
const clockRowQuery = (lock: boolean) =>
  compiledOnce((db: Database) =>
    db
      .selectFrom('pricing_clock as c')
      .select(['c.priced_at', saleEdgeAfter(sql.ref('c.priced_at')).as('sale_edge')])
      .$if(lock, (qb) => qb.forUpdate()),
  );
const clockRowQueries = { read: clockRowQuery(false), locked: clockRowQuery(true) };

/**
 * The clock's row (migration 0036 inserts it) with its sales' next edge: read as committed, or `locked`
 * until the transaction ends (a refresh, a sale's write: concurrent ones queue on it).
 */
export async function readClockRow(db: Executor, lock: 'read' | 'locked'): Promise<ClockRow> {
  const row = (await clockRowQueries[lock](db)).rows[0];
  if (!row) throw new Error('pricing_clock has no row');
  return row;
}

/** The state from the clock's row and its sales' next edge, with the products' own (the catalog's). */
async function stateOf(db: Executor, row: ClockRow): Promise<PricingState> {
  const pricedAt = new Date(row.priced_at);
  const edges = [row.sale_edge, await nextDiscountEdge(db, pricedAt)].flatMap((edge) =>
    edge === null ? [] : [new Date(edge).getTime()],
  );
  return { pricedAt: pricedAt.getTime(), nextEdge: Math.min(Number.POSITIVE_INFINITY, ...edges) };
}

/** The pricing state as committed now (one row and four index probes, in two round trips). */
export async function readPricingState(db: Executor): Promise<PricingState> {
  return stateOf(db, await readClockRow(db, 'read'));
}

/**
 * Moves the products' running discounts (and the prices they show) to `at`, when a window started or
 * ended since they were worked out, in one transaction that holds the clock's row: concurrent callers
 * (other processes at the same edge) queue on it and find the work done. The catalog writes only the
 * products whose discount changes (`applyRunningDiscounts`). The clock only moves forward.
 */
export async function refreshPrices(db: Database, at: Date): Promise<PricingState> {
  return db.transaction().execute(async (trx) => {
    const state = await stateOf(trx, await readClockRow(trx, 'locked'));
    if (at.getTime() < state.nextEdge || at.getTime() <= state.pricedAt) return state;
    await applyRunningDiscounts(trx, at);
    const moved = await sql<ClockRow>`
      update pricing_clock set priced_at = ${at}
      returning priced_at, ${saleEdgeAfter(sql`${at}::timestamptz`)} as sale_edge`.execute(trx);
    return stateOf(trx, moved.rows[0] as ClockRow);
  });
}

/**
 * Holds the clock's row (shared) until the transaction ends: a writer of products' prices or discounts
 * takes it first, so that the trigger of migration 0036 prices its rows at the instant a concurrent
 * refresh committed, never at the one before (a refresh waits for it, and it for a refresh).
 */
export async function holdPriceClock(trx: Transaction<DB>): Promise<void> {
  await sql`select 1 from pricing_clock for share`.execute(trx);
}
