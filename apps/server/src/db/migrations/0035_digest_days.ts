import { type Kysely, sql } from 'kysely';

/**
 * The owner's morning digest (issue 49): the shop day (Beirut) whose digest went out. Every process
 * ticks; the one whose insert of today's row succeeds sends it, the others find the row there (a lock in
 * the database: decision 093).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE digest_days (day date PRIMARY KEY, sent_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS digest_days`.execute(db);
}
