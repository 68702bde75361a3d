import { type Kysely, sql } from 'kysely';

/**
 * A sub-category's Arabic and French names, `{ "ar": …, "fr": … }`, typed by the admin who adds it
 * (issue 36). The shop's own sub-categories are named by the web catalogues; these are for the ones
 * the catalogues cannot know.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE subcategories ADD COLUMN labels jsonb NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE subcategories DROP COLUMN labels`.execute(db);
}
