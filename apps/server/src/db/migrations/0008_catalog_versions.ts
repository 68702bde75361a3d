import { type Kysely, sql } from 'kysely';

/**
 * Checkouts write stock, and stock used to count as a catalogue change like any other (0002, 0004):
 * - Every checkout bumped the one catalog_version row at commit and held its lock across the commit's
 *   WAL flush, so commits ran one at a time and could not share a flush. The version is now the sum of
 *   32 counters: a transaction bumps its connection's (backend pid modulo 32), once, as before, and
 *   concurrent writers on other connections do not wait for each other. Still exact: each committed
 *   writer adds exactly 1 to the sum, and a later snapshot sees every transaction an earlier one saw,
 *   so two snapshots with the same sum saw the same writers, hence the same catalogue.
 * - Every checkout also made every process forget every count and suggestion, which do not depend on
 *   stock at all. `catalog_search_version` moves with every change except a stock-only one (an option's
 *   quantity and status, a product's stock, status and updated_at): what counts (filters on name, code,
 *   price, ratings, categories, colours, sizes) and suggestions (name, code, price, image) read.
 *   `catalog_version` still moves with every change, stock included: listing pages show quantities.
 * Readers see two views of one `version` row each.
 */
const SHARDS = 32;

/** A row's fields other than its stock, to tell a stock-only update from any other. */
const STOCK_FIELDS = {
  products: `'{stock,status,updated_at}'::text[]`,
  product_options: `'{quantity,status}'::text[]`,
};

const bumpFunction = (name: string, column: string) => `
  CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE catalog_version_shards SET ${column} = ${column} + 1, ${column}_by = pg_current_xact_id()
    WHERE shard = pg_backend_pid() % ${SHARDS} AND ${column}_by IS DISTINCT FROM pg_current_xact_id();
    RETURN NULL;
  END $$`;

const deferred = (name: string, table: string, events: string, when = '') => `
  CREATE CONSTRAINT TRIGGER ${name} AFTER ${events} ON ${table}
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${when} EXECUTE FUNCTION bump_catalog_search_version()`;

const stockOnlyNot = (table: keyof typeof STOCK_FIELDS) =>
  `WHEN ((to_jsonb(OLD) - ${STOCK_FIELDS[table]}) IS DISTINCT FROM (to_jsonb(NEW) - ${STOCK_FIELDS[table]}))`;

const statements = [
  `CREATE TABLE catalog_version_shards (
    shard smallint PRIMARY KEY CHECK (shard >= 0 AND shard < ${SHARDS}),
    version bigint NOT NULL DEFAULT 0,
    version_by xid8,
    search_version bigint NOT NULL DEFAULT 0,
    search_version_by xid8
  )`,
  // The version so far moves to shard 0: the sums never go back, so no remembered answer can match them.
  `INSERT INTO catalog_version_shards (shard, version, search_version)
    SELECT s, v, v FROM generate_series(0, ${SHARDS - 1}) s,
      LATERAL (SELECT CASE WHEN s = 0 THEN (SELECT version FROM catalog_version) ELSE 0 END AS v) x`,
  bumpFunction('bump_catalog_version', 'version'),
  bumpFunction('bump_catalog_search_version', 'search_version'),
  deferred('products_search_version', 'products', 'INSERT OR DELETE'),
  deferred('products_search_version_update', 'products', 'UPDATE', stockOnlyNot('products')),
  `CREATE TRIGGER products_truncate_search_version AFTER TRUNCATE ON products
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_search_version()`,
  deferred('product_options_search_version', 'product_options', 'INSERT OR DELETE'),
  deferred(
    'product_options_search_version_update',
    'product_options',
    'UPDATE',
    stockOnlyNot('product_options'),
  ),
  deferred('product_images_search_version', 'product_images', 'INSERT OR UPDATE OR DELETE'),
  `DROP TABLE catalog_version`,
  `CREATE VIEW catalog_version AS SELECT sum(version)::bigint AS version FROM catalog_version_shards`,
  `CREATE VIEW catalog_search_version AS
    SELECT sum(search_version)::bigint AS version FROM catalog_version_shards`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP VIEW IF EXISTS catalog_search_version',
    'DROP VIEW IF EXISTS catalog_version',
    `CREATE TABLE catalog_version (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      version bigint NOT NULL DEFAULT 0,
      changed_by xid8
    )`,
    'INSERT INTO catalog_version (version) SELECT sum(version) FROM catalog_version_shards',
    `CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalog_version SET version = version + 1, changed_by = pg_current_xact_id()
      WHERE changed_by IS DISTINCT FROM pg_current_xact_id();
      RETURN NULL;
    END $$`,
    'DROP TRIGGER IF EXISTS product_images_search_version ON product_images',
    'DROP TRIGGER IF EXISTS product_options_search_version_update ON product_options',
    'DROP TRIGGER IF EXISTS product_options_search_version ON product_options',
    'DROP TRIGGER IF EXISTS products_truncate_search_version ON products',
    'DROP TRIGGER IF EXISTS products_search_version_update ON products',
    'DROP TRIGGER IF EXISTS products_search_version ON products',
    'DROP FUNCTION IF EXISTS bump_catalog_search_version()',
    'DROP TABLE IF EXISTS catalog_version_shards',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
