import { type Kysely, sql } from 'kysely';

/**
 * What the catalogue listing needs to stay fast on a large catalogue:
 * - `catalog_version`, one row whose number changes in every transaction that writes products. The
 *   listing reads it in the same statement (same snapshot) as its counts, so a count remembered with
 *   a version is exact for as long as the version stays the same. The bump runs at commit (deferred),
 *   after the transaction's other locks, so concurrent writers queue briefly but cannot deadlock on it;
 *   it happens once per transaction whatever the number of rows.
 * - indexes in the listing's order (like those of 0001) for the collection filter and for a
 *   sub-category within its category, the left panel's most common combination.
 */
const statements = [
  `CREATE TABLE catalog_version (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    version bigint NOT NULL DEFAULT 0,
    changed_by xid8
  )`,
  `INSERT INTO catalog_version DEFAULT VALUES`,
  `CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE catalog_version SET version = version + 1, changed_by = pg_current_xact_id()
    WHERE changed_by IS DISTINCT FROM pg_current_xact_id();
    RETURN NULL;
  END $$`,
  `CREATE CONSTRAINT TRIGGER products_catalog_version
    AFTER INSERT OR UPDATE OR DELETE ON products
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION bump_catalog_version()`,
  `CREATE TRIGGER products_truncate_catalog_version
    AFTER TRUNCATE ON products
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`,
  `CREATE INDEX products_collection_idx ON products (collectiontype, created_at DESC, id DESC)`,
  `CREATE INDEX products_category_subcategory_idx
    ON products (category, subcategory, created_at DESC, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS products_category_subcategory_idx',
    'DROP INDEX IF EXISTS products_collection_idx',
    'DROP TRIGGER IF EXISTS products_truncate_catalog_version ON products',
    'DROP TRIGGER IF EXISTS products_catalog_version ON products',
    'DROP FUNCTION IF EXISTS bump_catalog_version()',
    'DROP TABLE IF EXISTS catalog_version',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
