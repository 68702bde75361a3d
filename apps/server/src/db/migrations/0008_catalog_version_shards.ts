import { type Kysely, sql } from 'kysely';

/**
 * The catalogue version (migration 0002) as the sum of 32 counters instead of one row. Every checkout
 * writes stock, so every checkout bumped the one row at commit and held its lock across the commit's
 * WAL flush: commits ran one at a time and could not share a flush. A transaction now bumps the counter
 * of its connection (backend pid modulo 32), once, as before; concurrent writers on other connections
 * do not wait for each other. Readers see `catalog_version` as before, a view with one `version` row.
 * Still exact: each committed writer adds exactly 1 to the sum, and on a PostgreSQL server (or PGlite)
 * a later snapshot sees every transaction an earlier one saw, so two snapshots with the same sum saw
 * the same writers, hence the same catalogue.
 */
const SHARDS = 32;

const statements = [
  `CREATE TABLE catalog_version_shards (
    shard smallint PRIMARY KEY CHECK (shard >= 0 AND shard < ${SHARDS}),
    version bigint NOT NULL DEFAULT 0,
    changed_by xid8
  )`,
  // The version so far moves to shard 0: the sum never goes back, so no remembered answer can match it.
  `INSERT INTO catalog_version_shards (shard, version)
    SELECT s, CASE WHEN s = 0 THEN (SELECT version FROM catalog_version) ELSE 0 END
    FROM generate_series(0, ${SHARDS - 1}) s`,
  `CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE catalog_version_shards SET version = version + 1, changed_by = pg_current_xact_id()
    WHERE shard = pg_backend_pid() % ${SHARDS} AND changed_by IS DISTINCT FROM pg_current_xact_id();
    RETURN NULL;
  END $$`,
  `DROP TABLE catalog_version`,
  `CREATE VIEW catalog_version AS SELECT sum(version)::bigint AS version FROM catalog_version_shards`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
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
    'DROP TABLE IF EXISTS catalog_version_shards',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
