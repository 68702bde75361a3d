import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, migrateToLatest, openDatabase } from '@shop/server/bench';
import {
  auditOrders,
  type FixtureProduct,
  type OrderAudit,
  ordersUntilKilled,
  stockShop,
} from '@shop/server/testing';
import { sql } from 'kysely';
import { freePort } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';
import { type DbKind, parseDbKinds } from './lib/targets.js';

/**
 * `npm run durability -w @shop/bench -- [--db pglite|postgres|both] [--rounds 10] [--acks 200] [--min-acks 20]`: the long
 * version of apps/server/src/durability.test.ts. Each round starts the real server on the same data,
 * places orders from 4 clients at full speed, SIGKILLs it after a random number of acknowledged orders
 * (between --min-acks and --acks), and audits the database: acknowledged vs found, and anything half-written.
 * PostgreSQL runs on a scratch database created beside BENCH_DATABASE_URL's (dropped at the end).
 */

const JWT_SECRET = randomBytes(24).toString('base64url');

interface Shop {
  env: Record<string, string>;
  products: FixtureProduct[];
  /**
   * Reads the database with no server running. PGlite: also the WAL on disk that the killed server
   * left, and how long opening it took (the crash recovery its next start would do).
   */
  audit(acknowledged: string[]): Promise<{ audit: OrderAudit; walMb?: number; reopenMs?: number }>;
  close(): Promise<void>;
}

async function folderBytes(folder: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(folder, { withFileTypes: true }))
    if (entry.isFile()) bytes += (await stat(path.join(folder, entry.name))).size;
  return bytes;
}

async function embeddedShop(dataDir: string): Promise<Shop> {
  const withDb = async <T>(read: (db: Database) => Promise<T>) => {
    const db = await openDatabase({ pgliteDir: dataDir });
    try {
      return await read(db);
    } finally {
      await db.destroy();
    }
  };
  const products = await withDb(async (db) => {
    await migrateToLatest(db);
    return stockShop(db);
  });
  return {
    env: { DATA_DIR: dataDir, JWT_SECRET },
    products,
    async audit(acknowledged) {
      const walMb = (await folderBytes(path.join(dataDir, 'pgdata', 'pg_wal'))) / 1e6;
      const opening = performance.now();
      return withDb(async (db) => {
        const reopenMs = performance.now() - opening;
        return { audit: await auditOrders(db, acknowledged), walMb, reopenMs };
      });
    },
    close: async () => undefined,
  };
}

async function postgresShop(dataDir: string): Promise<Shop> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL: a scratch database is made on its server');
  const name = `shop_durability_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  await migrateToLatest(db);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), JWT_SECRET },
    products: await stockShop(db),
    audit: async (acknowledged) => ({ audit: await auditOrders(db, acknowledged) }),
    async close() {
      await db.destroy();
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
      await admin.destroy();
    },
  };
}

async function rounds(kind: DbKind, count: number, minAcks: number, maxAcks: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-durability-'));
  const shop = await (kind === 'pglite' ? embeddedShop(dataDir) : postgresShop(dataDir));
  const tokens: string[] = [];
  const acknowledged: string[] = [];
  const rows: (string | number)[][] = [];
  try {
    for (let round = 1; round <= count; round++) {
      const port = String(await freePort());
      const acks = minAcks + Math.floor(Math.random() * Math.max(1, maxAcks - minAcks));
      const before = acknowledged.length;
      acknowledged.push(
        ...(await ordersUntilKilled({ ...shop.env, PORT: port }, tokens, shop.products, acks)),
      );
      const { audit, walMb, reopenMs } = await shop.audit(acknowledged);
      const halfWritten =
        audit.withoutLines.length +
        audit.orphanLines +
        audit.stockMismatches.length +
        audit.facetMismatches.length;
      rows.push([
        kind,
        round,
        acknowledged.length - before,
        acknowledged.length,
        audit.ordersInDatabase,
        audit.lost.length,
        halfWritten,
        walMb === undefined ? '' : walMb.toFixed(0),
        reopenMs === undefined ? '' : Math.round(reopenMs),
      ]);
      console.log(
        `${kind} round ${round}: ${acknowledged.length} acknowledged in all, ${audit.ordersInDatabase} in the database, ${audit.lost.length} lost`,
      );
    }
  } finally {
    await shop.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'pglite' },
      rounds: { type: 'string', default: '10' },
      acks: { type: 'string', default: '200' },
      'min-acks': { type: 'string', default: '20' },
    },
  });
  warnIfBusy();
  const rows: (string | number)[][] = [];
  for (const kind of parseDbKinds(values.db))
    rows.push(
      ...(await rounds(kind, Number(values.rounds), Number(values['min-acks']), Number(values.acks))),
    );
  const headers = [
    'db',
    'round',
    'acknowledged',
    'acknowledged in all',
    'orders found',
    'lost',
    'half-written',
    'WAL on disk MB',
    'reopened in ms',
  ];
  console.log(`\n${table(headers, rows)}`);
  console.log(`saved ${await saveResult('durability', { headers, rows })}`);
  if (rows.some((row) => row[5] !== 0 || row[6] !== 0)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
