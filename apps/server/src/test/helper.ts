import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { localMediaStorage } from '../modules/media/index.js';
import { NO_ORDER_LIMITS } from './order-limits.js';
import { handBack, takeDatabase } from './pglite-pool.js';
import { onServer } from './template-database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** Which database the integration suite runs on: PGlite in memory, or a server when TEST_DATABASE_URL is set. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

export interface TestDatabase {
  db: Database;
  /** The database's URL on PostgreSQL, for a server process started on it; undefined on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated data folder the global setup dumped (template-database.ts), read once per worker. */
function loadPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A migrated, empty PGlite database, copied from the run's template: in memory, or in the folder `dir`
 * as a shop's DATA_DIR holds it (for a server process or a command-line tool to open once it is closed).
 */
export async function createEmbeddedDatabase(dir?: string): Promise<Database> {
  const load = await loadPgliteTemplate();
  return openDatabase(dir ? { pgliteDir: dir, load } : { memory: true, load });
}

/**
 * `dataDir` as a stopped shop leaves it: a migrated, empty embedded database, for a server process
 * to open. A process on an empty folder runs initdb and every migration first (about 5 s).
 */
export async function migratedDataDir(dataDir: string): Promise<string> {
  await (await createEmbeddedDatabase(dataDir)).destroy();
  return dataDir;
}

/**
 * A fresh, migrated, empty database: a copy of the run's template (template-database.ts); on PGlite,
 * maybe one a test handed back, reset to that state (pglite-pool.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await takeDatabase(() => createEmbeddedDatabase());
    return { db, drop: () => handBack(db) };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresqlTemplate')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The database's address on a PostgreSQL server; undefined on PGlite. */
  databaseUrl?: string;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, for `app.inject`. `env` adds or overrides environment variables;
 * `clock` sets the shop's clock (discount windows, sales, promo codes) instead of the system's;
 * `logStream` receives the log (with a LOG_LEVEL in `env`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { clock, logStream }: Pick<AppDeps, 'clock' | 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    // Tests sign up many users and place many orders from one address; the limit tests set their own.
    AUTH_RATE_LIMIT: '1000',
    STOCK_ALERT_RATE_LIMIT: '1000',
    ...NO_ORDER_LIMITS,
    // Live search reads the search version per keystroke, so that a test's own writes to the database
    // are seen at once; the tests of decision 109 set a window.
    SEARCH_VERSION_WINDOW_MS: '0',
    ...env,
  });
  const { db, url, drop } = await createTestDatabase();
  const app = await buildApp({
    config: { ...config, jwtSecret: TEST_JWT_SECRET },
    db,
    // S3_* in `env` selects the S3 driver from the config, as in production.
    media: config.s3 ? undefined : localMediaStorage(path.join(dataDir, 'media')),
    clock,
    logStream,
  });
  await app.ready();
  return {
    app,
    db,
    databaseUrl: url,
    config,
    dataDir,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the database of `t`, as another process behind a load balancer would be: its
 * own app (and so its own in-process memories) and, on PostgreSQL, its own connection pool. PGlite
 * is one connection, so there the two apps share it. Close it before `t`.
 */
export async function createSiblingApp(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const db = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.db;
  const app = await buildApp({
    config: { ...t.config, jwtSecret: TEST_JWT_SECRET },
    db,
    media: localMediaStorage(path.join(t.dataDir, 'media')),
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (db !== t.db) await db.destroy();
    },
  };
}

/** A promise and the function that settles it, for tests that hold one step until another has run. */
export function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
