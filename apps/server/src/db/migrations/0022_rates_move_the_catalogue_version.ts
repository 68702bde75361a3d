import { type Kysely, sql } from 'kysely';

/**
 * The pages the server renders are remembered while the catalogue version stays (decision 082), and a
 * product page and the cart show the rates (the dollar price, the delivery cost): writing a rate now
 * moves the version as writing a product does (0002, 0004).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE CONSTRAINT TRIGGER settings_catalog_version
      AFTER INSERT OR UPDATE OR DELETE ON settings
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION bump_catalog_version()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER IF EXISTS settings_catalog_version ON settings').execute(db);
}
