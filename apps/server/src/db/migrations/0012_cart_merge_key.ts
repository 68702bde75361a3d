import { type Kysely, sql } from 'kysely';

/**
 * The Idempotency-Key of the last lines merged into a cart (POST /cart/new). A browser names the
 * lines it has not stored yet with one key; when two tabs, or a retry whose first answer was lost,
 * send the same lines again under it, the server recognises them and does not add them twice
 * (decision 020).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE carts ADD COLUMN merge_key text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE carts DROP COLUMN merge_key`.execute(db);
}
