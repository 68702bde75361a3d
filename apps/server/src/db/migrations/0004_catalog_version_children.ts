import { type Kysely, sql } from 'kysely';

/**
 * Listing pages are remembered per catalogue version (catalog/listing.ts), and a page shows options
 * and images too: writing either now bumps the version like writing a product does (migration 0002).
 */
const tables = ['product_options', 'product_images'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await sql
      .raw(`CREATE CONSTRAINT TRIGGER ${table}_catalog_version
        AFTER INSERT OR UPDATE OR DELETE ON ${table}
        DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION bump_catalog_version()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalog_version ON ${table}`).execute(db);
  }
}
