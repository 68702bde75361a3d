import { sql } from 'kysely';
import type { Database } from './database.js';

/** How often the embedded database is looked at (and vacuumed if its data changed meanwhile). */
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** How often the WAL written since the last checkpoint is measured, and how much of it is let through. */
const WAL_CHECK_INTERVAL_MS = 30_000;
const WAL_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * PGlite runs no autovacuum and no checkpointer, so the server does their work, through the same
 * connection as requests (each waits for the transaction in progress and holds the next ones for its
 * duration):
 * - `VACUUM` whenever the version `readVersion` answers moved since the last one, and `ANALYZE` of
 *   the tables that changed enough (`vacuumIfChanged`, decisions 065 and 033). The server passes the
 *   catalogue version: orders move it too (stock), and they are most of a shop's writes.
 * - `CHECKPOINT` once the WAL grew past `walLimitBytes` since the last (`checkpointIfWalGrew`,
 *   decision 032).
 */
export function maintainEmbeddedDatabase(
  db: Database,
  {
    readVersion,
    intervalMs = MAINTENANCE_INTERVAL_MS,
    walCheckIntervalMs = WAL_CHECK_INTERVAL_MS,
    walLimitBytes = WAL_LIMIT_BYTES,
    onError,
  }: {
    /** A number that moves with every write worth a vacuum. */
    readVersion: (db: Database) => Promise<number>;
    intervalMs?: number;
    walCheckIntervalMs?: number;
    walLimitBytes?: number;
    onError: (err: unknown) => void;
  },
): { stop(): void } {
  let maintainedAt: number | undefined;
  const timers = [
    repeat(intervalMs, onError, async () => {
      maintainedAt = await vacuumIfChanged(db, readVersion, maintainedAt);
    }),
    repeat(walCheckIntervalMs, onError, () => checkpointIfWalGrew(db, walLimitBytes)),
  ];
  return { stop: () => timers.forEach(clearInterval) };
}

/** Runs `task` every `intervalMs`, skipping a beat while the last run is still going. */
function repeat(intervalMs: number, onError: (err: unknown) => void, task: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return timer;
}

/**
 * Vacuums the database unless `readVersion` still answers `since`, and analyzes the tables that
 * changed enough since their last analysis; answers the version it found (read before the vacuum, so
 * that a change made during it is caught next time). Without it nothing would ever mark pages
 * all-visible (listing counts, index-only scans, would read the table for every entry) or refresh the
 * planner's statistics (a catalogue that grew from the demo's 40 products to thousands would be
 * planned as if it had none).
 */
export async function vacuumIfChanged(
  db: Database,
  readVersion: (db: Database) => Promise<number>,
  since: number | undefined,
): Promise<number> {
  const version = await readVersion(db);
  if (version === since) return since;
  const tables = await shopTables(db);
  // The shop's tables only: PostgreSQL's own catalogues would take seconds more, with requests held.
  await sql`vacuum ${sql.join(tables.map((table) => sql.table(table.name)))}`.execute(db);
  const stale = tables.filter((table) => table.changed > ANALYZE_BASE + ANALYZE_SHARE * table.rows);
  if (stale.length > 0)
    await sql`analyze ${sql.join(stale.map((table) => sql.table(table.name)))}`.execute(db);
  return version;
}

/**
 * Autovacuum's rule for analyzing a table (`autovacuum_analyze_threshold` and `_scale_factor`): more
 * rows inserted, updated or deleted since its last analysis than 50 plus a tenth of its rows. Analyzing
 * every table held requests for seconds on a large catalogue, far longer than vacuuming them; orders
 * rewrite a few rows of the large tables (stock), far from a tenth.
 */
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;

/** The shop's tables, their rows (as last counted; 0 if never) and the rows changed since analyzed. */
async function shopTables(db: Database) {
  // Table statistics reach pg_stat_user_tables at most once a second; this sends the pending ones.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{ name: string; rows: number; changed: number }>`
    select s.relname as name, greatest(c.reltuples, 0)::float8 as rows, s.n_mod_since_analyze as changed
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()`.execute(db);
  return rows.map((row) => ({ name: row.name, rows: Number(row.rows), changed: Number(row.changed) }));
}

/**
 * PGlite is PostgreSQL's single-user mode, which never checkpoints on its own (neither `max_wal_size`
 * nor `checkpoint_timeout` applies without a checkpointer): until the shop stops, the WAL grows without
 * bound, on disk and in what a restart after a crash replays (decision 032).
 * Checkpoints when more than `limitBytes` were written since the last one; answers whether it did.
 */
export async function checkpointIfWalGrew(db: Database, limitBytes: number): Promise<boolean> {
  if ((await walSinceCheckpoint(db)) <= limitBytes) return false;
  await sql`checkpoint`.execute(db);
  return true;
}

/** Bytes of WAL written since the last checkpoint's redo point: what a crash would replay. */
export async function walSinceCheckpoint(db: Database): Promise<number> {
  const { rows } = await sql<{ bytes: number }>`
    select (pg_current_wal_insert_lsn() - redo_lsn)::bigint as bytes from pg_control_checkpoint()`.execute(
    db,
  );
  return Number(rows[0]?.bytes);
}
