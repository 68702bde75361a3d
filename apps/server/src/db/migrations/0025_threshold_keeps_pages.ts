import { type Kysely, sql } from 'kysely';

/**
 * The low-stock threshold (0023) is a `settings` row that no page shows: writing it leaves the catalogue
 * version, and so the pages the server remembers (decision 082), as they are. The rates still move it
 * (0022). A DELETE trigger cannot name NEW, so it is a trigger of its own.
 */
const statements = [
  'DROP TRIGGER settings_catalog_version ON settings',
  `CREATE CONSTRAINT TRIGGER settings_catalog_version
    AFTER INSERT OR UPDATE ON settings
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.key <> 'lowStockThreshold') EXECUTE FUNCTION bump_catalog_version()`,
  `CREATE CONSTRAINT TRIGGER settings_catalog_version_delete
    AFTER DELETE ON settings
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (OLD.key <> 'lowStockThreshold') EXECUTE FUNCTION bump_catalog_version()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS settings_catalog_version_delete ON settings',
    'DROP TRIGGER IF EXISTS settings_catalog_version ON settings',
    `CREATE CONSTRAINT TRIGGER settings_catalog_version
      AFTER INSERT OR UPDATE OR DELETE ON settings
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_catalog_version()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
