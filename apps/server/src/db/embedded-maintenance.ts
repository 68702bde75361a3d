import { sql } from 'kysely';
import { catalogVersion } from '../modules/catalog/queries.js';
import type { Database } from './database.js';

/** How often the embedded database is looked at (and vacuumed if the catalogue changed meanwhile). */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite runs no autovacuum: nothing else would ever refresh the planner's statistics (a catalogue
 * that grew from the demo's 40 products to thousands would be planned as if it had none) or mark
 * pages all-visible (listing counts, index-only scans, would read the table for every entry). So the
 * server does it: `VACUUM (ANALYZE)` of the shop's tables, through the same connection as requests
 * (it waits for the transaction in progress and holds the next ones for its duration), whenever the
 * catalogue version moved since the last one. Orders move it too (stock), and they are most of a
 * shop's writes. Decision 024.
 */
export function maintainEmbeddedDatabase(
  db: Database,
  { intervalMs = MAINTENANCE_INTERVAL_MS, onError }: { intervalMs?: number; onError: (err: unknown) => void },
): { stop(): void } {
  let maintainedAt: number | undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    vacuumIfChanged(db, maintainedAt)
      .then((version) => {
        maintainedAt = version;
      })
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Vacuums and analyzes the database unless the catalogue version is still `since`; answers the
 * version it found (read before the vacuum, so that a change made during it is caught next time).
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
