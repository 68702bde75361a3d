import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit counters that every server process shares (modules/rate-limits): one row per limited
 * route and client, counting hits until `resets_at`. UNLOGGED: a counter lost in a crash only gives
 * a client a fresh minute, and every limited request writes a row, so it is not worth the WAL.
 */
const statements = [
  `CREATE UNLOGGED TABLE rate_limit_hits (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    resets_at timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS rate_limit_hits').execute(db);
}
