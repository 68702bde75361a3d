import { type Kysely, sql } from 'kysely';

/**
 * An Idempotency-Key keeps a digest of the order it was first sent with, so that the same key with a
 * different order is refused (422) instead of silently answering the first one. Keys claimed before
 * this migration have none, and replay as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_idempotency_keys ADD COLUMN request_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_idempotency_keys DROP COLUMN IF EXISTS request_hash`.execute(db);
}
