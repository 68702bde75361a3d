import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type KyselyPlugin, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PreparingClient } from './prepared-statements.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

/** The driver under a Database: the pool's gauges (metrics) and the embedded engine (backups) need it. */
export type DatabaseDriver = { kind: 'postgresql'; pool: pg.Pool } | { kind: 'pglite'; pglite: PGlite };

const drivers = new WeakMap<Database, DatabaseDriver>();

/** The driver a database was opened with (openDatabase records it). */
export function databaseDriver(db: Database): DatabaseDriver {
  const driver = drivers.get(db);
  if (!driver) throw new Error('Not a database opened with openDatabase');
  return driver;
}

/**
 * `db` with a Kysely plugin (a statement counter, a recorder), on the same driver: the app reads the
 * pool's figures and the embedded engine through it as through `db`.
 */
export function withDatabasePlugin(db: Database, plugin: KyselyPlugin): Database {
  const wrapped = db.withPlugin(plugin);
  drivers.set(wrapped, databaseDriver(db));
  return wrapped;
}

/** Whether a database is PGlite in this process (false for a transaction, which has no driver of its own). */
export const isEmbedded = (db: Database): boolean => drivers.get(db)?.kind === 'pglite';

/**
 * The planner's cost of a random page read, for a database whose working set is in memory (the
 * catalogue of a shop): PostgreSQL's default of 4 is a spinning disk's, at which a keyword listing's
 * count (one product in ten matching) scans the whole table instead of using the trigram index, several
 * times slower (decision 050).
 */
const RANDOM_PAGE_COST = 1.1;

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Where the data lives: a PostgreSQL server, or PGlite in a folder (or in memory for tests). `load`: a
 * data directory dumped by PGlite (a backup, or the tests' migrated template), unpacked first.
 */
export type DatabaseTarget =
  | { url: string }
  | { pgliteDir: string; load?: Blob }
  | { memory: true; load?: Blob };

/**
 * Opens the database. bigint and numeric come back as JS numbers on both drivers, so the rest of the
 * code never sees strings or BigInts for money.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // A startup setting of each connection (a DATABASE_URL with its own `options` replaces it).
    const options = `-c random_page_cost=${RANDOM_PAGE_COST}`;
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options, Client: PreparingClient });
    // A pooled connection the server ends while it is idle (a restart, an administrator) is dropped by
    // the pool; without a listener its 'error' event would be uncaught and stop the process.
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
    pool.on('connect', (client) => {
      client.setTypeParser(INT8, Number);
      client.setTypeParser(NUMERIC, Number);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    drivers.set(db, { kind: 'postgresql', pool });
    return db;
  }
  let dataDir: string | undefined;
  const loadDataDir = target.load;
  if ('pgliteDir' in target) {
    dataDir = path.join(target.pgliteDir, 'pgdata');
    await mkdir(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm },
    parsers: { [INT8]: Number, [NUMERIC]: Number },
  });
  await pglite.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  // PGlite is a single connection. Kysely serialises it (its PGlite adapter reports no support for
  // multiple connections, so every query or whole transaction holds a connection mutex); the
  // concurrency tests in database.test.ts prove that requests never interleave inside a transaction.
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  drivers.set(db, { kind: 'pglite', pglite });
  return db;
}
