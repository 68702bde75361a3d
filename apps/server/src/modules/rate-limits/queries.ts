import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

export interface Hits {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit for `key` in one statement, atomic across processes: a new key, or one whose
 * window has ended, starts a window of `windowMs` at 1; otherwise the count goes up. The database's
 * clock decides, so servers whose clocks differ still agree.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hits> {
  const ended = sql<boolean>`rate_limit_hits.resets_at <= now()`;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, resets_at: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: sql`case when ${ended} then 1 else ${eb.ref('rate_limit_hits.hits')} + 1 end`,
        resets_at: sql`case when ${ended} then ${eb.ref('excluded.resets_at')} else rate_limit_hits.resets_at end`,
      })),
    )
    .returning([
      'hits',
      sql<number>`ceil(extract(epoch from rate_limit_hits.resets_at - now()) * 1000)::int`.as('ttl'),
    ])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, row.ttl) };
}

/** Forgets windows that have ended (their keys would start afresh anyway). */
export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('resets_at', '<=', sql<Date>`now()`).execute();
}

/** One rate-limit window `countHits` counts in: its key and length. */
export interface RateWindow {
  key: string;
  windowMs: number;
}

/**
 * Counts one hit in each window, in one statement (as `countHit` does for one); the hits come back in
 * the windows' order. Rows are taken in key order, as `uncountHits` takes them: two requests counting
 * and uncounting the same windows (an order's account and address) then queue, never deadlock.
 */
export async function countHits(db: Database, windows: readonly RateWindow[]): Promise<Hits[]> {
  const rows = sql<{ key: string; window_ms: number }>`(values ${sql.join(
    windows.map(({ key, windowMs }) => sql`(${key}::text, ${windowMs}::int)`),
  )}) as windows (key, window_ms)`;
  const ended = sql<boolean>`rate_limit_hits.resets_at <= now()`;
  const { rows: counted } = await sql<{ key: string; hits: number; ttl: number }>`
    insert into rate_limit_hits (key, hits, resets_at)
    select key, 1, now() + window_ms * interval '1 millisecond' from ${rows} order by key
    on conflict (key) do update set
      hits = case when ${ended} then 1 else rate_limit_hits.hits + 1 end,
      resets_at = case when ${ended} then excluded.resets_at else rate_limit_hits.resets_at end
    returning key, hits, ceil(extract(epoch from rate_limit_hits.resets_at - now()) * 1000)::int as ttl`.execute(
    db,
  );
  const byKey = new Map(counted.map((row) => [row.key, row]));
  return windows.map(({ key }) => {
    const row = byKey.get(key);
    if (!row) throw new Error(`No count came back for ${key}`);
    return { current: row.hits, ttl: Math.max(0, row.ttl) };
  });
}

/**
 * Takes back one hit from each window `countHits` counted it in, for an attempt that was refused or did
 * nothing: a limit counts what it let through, so that nobody uses up another's allowance by being
 * refused. A window that ended meanwhile is left alone (its hits are forgotten anyway).
 */
export async function uncountHits(db: Database, windows: readonly RateWindow[]): Promise<void> {
  const keys = windows.map(({ key }) => key);
  // Locked in key order first (see countHits): an UPDATE alone takes its rows in whatever order its plan reads them.
  await sql`
    update rate_limit_hits set hits = hits - 1
    where key in (
      select key from rate_limit_hits
      where key = any(${keys}::text[]) and hits > 0 and resets_at > now()
      order by key for update)`.execute(db);
}
