import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

const INT8 = 20;
const NUMERIC = 1700;

/** Where the data lives: a PostgreSQL server, or PGlite in a folder (or in memory for tests). */
export type DatabaseTarget = { url: string } | { pgliteDir: string } | { memory: true };

/**
 * Opens the database. bigint and numeric come back as JS numbers on both drivers, so the rest of the
 * code never sees strings or BigInts for money.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('connect', (client) => {
      client.setTypeParser(INT8, Number);
      client.setTypeParser(NUMERIC, Number);
    });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  let dataDir: string | undefined;
  if ('pgliteDir' in target) {
    dataDir = path.join(target.pgliteDir, 'pgdata');
    await mkdir(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    parsers: { [INT8]: Number, [NUMERIC]: Number },
  });
  // PGlite is a single connection. Kysely serialises it (its PGlite adapter reports no support for
  // multiple connections, so every query or whole transaction holds a connection mutex); the
  // concurrency tests in database.test.ts prove that requests never interleave inside a transaction.
  return new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
}
