import { sql } from 'kysely';
import { catalogVersion } from '../modules/catalog/queries.js';
import type { Database } from './database.js';

/** How often the embedded database is looked at (and vacuumed if the catalogue changed meanwhile). */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** How often the WAL written since the last checkpoint is measured, and how much of it is let through. */
export const WAL_CHECK_INTERVAL_MS = 30_000;
export const WAL_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * PGlite runs no autovacuum and no checkpointer, so the server does their work, through the same
 * connection as requests (each waits for the transaction in progress and holds the next ones for its
 * duration):
 * - `VACUUM (ANALYZE)` whenever the catalogue version moved since the last one (`vacuumIfChanged`,
 *   decision 024). Orders move it too (stock), and they are most of a shop's writes.
 * - `CHECKPOINT` once the WAL grew past `walLimitBytes` since the last (`checkpointIfWalGrew`,
 *   decision 032).
 */
export function maintainEmbeddedDatabase(
  db: Database,
  {
    intervalMs = MAINTENANCE_INTERVAL_MS,
    walCheckIntervalMs = WAL_CHECK_INTERVAL_MS,
    walLimitBytes = WAL_LIMIT_BYTES,
    onError,
  }: {
    intervalMs?: number;
    walCheckIntervalMs?: number;
    walLimitBytes?: number;
    onError: (err: unknown) => void;
  },
): { stop(): void } {
  let maintainedAt: number | undefined;
  const timers = [
    repeat(intervalMs, onError, async () => {
      maintainedAt = await vacuumIfChanged(db, maintainedAt);
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
 * Vacuums and analyzes the database unless the catalogue version is still `since`; answers the
 * version it found (read before the vacuum, so that a change made during it is caught next time).
 * Without it nothing would ever refresh the planner's statistics (a catalogue that grew from the
 * demo's 40 products to thousands would be planned as if it had none) or mark pages all-visible
 * (listing counts, index-only scans, would read the table for every entry).
 */
export async function vacuumIfChanged(db: Database, since: number | undefined): Promise<number> {
  const version = await catalogVersion(db);
  if (version === since) return since;
  // The shop's tables only: PostgreSQL's own catalogues would take seconds more, with requests held.
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  await sql`vacuum (analyze) ${sql.join(rows.map((row) => sql.table(row.name)))}`.execute(db);
  return version;
}

/**
 * PGlite is PostgreSQL's single-user mode, which never checkpoints on its own (neither `max_wal_size`
 * nor `checkpoint_timeout` applies without a checkpointer): until the shop stops, the WAL grows without
 * bound, on disk and in what a restart after a crash replays (600 MB of it: 15 s instead of 0.8).
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
