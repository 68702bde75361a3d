import { type Kysely, sql } from 'kysely';

/**
 * What the admin dashboard adds (issue 10). Product codes are unique since 0001 and sub-categories
 * unique per category, so only the contact messages change:
 * - `handled`, set by the admin in the Messages tab;
 * - the tab lists newest first and counts the unread ones: an index in that order, and a partial
 *   index that holds only unhandled messages, so the count stays small however many are answered.
 */
const statements = [
  `ALTER TABLE contact_messages ADD COLUMN handled boolean NOT NULL DEFAULT false`,
  `CREATE INDEX contact_messages_newest_idx ON contact_messages (created_at DESC, id DESC)`,
  `CREATE INDEX contact_messages_unhandled_idx ON contact_messages (created_at) WHERE NOT handled`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS contact_messages_unhandled_idx',
    'DROP INDEX IF EXISTS contact_messages_newest_idx',
    'ALTER TABLE contact_messages DROP COLUMN IF EXISTS handled',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
