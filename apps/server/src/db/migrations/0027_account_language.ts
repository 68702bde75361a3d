import { type Kysely, sql } from 'kysely';

/**
 * A signed-in user's language (issue 36): the page's, saved when they sign up, sign in or order; the
 * password mails are written in it (a confirmation mail in the asking page's, the one saved then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar', 'fr'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN locale`.execute(db);
}
