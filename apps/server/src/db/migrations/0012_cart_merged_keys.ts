import { type Kysely, sql } from 'kysely';

/**
 * The merge keys of the lines most recently added to a cart (POST /cart/new), newest first. A browser
 * names each line it has not stored yet with a key; a line sent again under a remembered key (by a
 * second tab, or after an answer that was lost) is not added a second time (decision 020).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE carts ADD COLUMN merged_keys text[] NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE carts DROP COLUMN merged_keys`.execute(db);
}
