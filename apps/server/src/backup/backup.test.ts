import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDriver, openDatabase } from '../db/database.js';
import type { FixtureProduct } from '../modules/orders/test-fixture.js';
import { runCli } from '../test/cli.js';
import { createEmbeddedDatabase } from '../test/helper.js';
import {
  auditOrders,
  INTACT,
  placeOrders,
  signUpShoppers,
  startShopProcess,
  stockShop,
} from '../test/order-load.js';
import { freePort, type RunningProcess } from '../test/process.js';
import { tarStream } from './tar.js';

/** npm run backup / restore on the embedded shop, with the real server process and real files. */

const MEDIA = {
  'media/products/robe-640.webp': randomBytes(200_000),
  'media/products/robe-320.webp': randomBytes(50_000),
  'media/tiles/babies-400.webp': randomBytes(1_234),
};

/** The products stockShop makes. */
const STOCKED_NAMES = ['Load Robe 0', 'Load Robe 1', 'Load Robe 2', 'Load Robe 3'];

async function stopGracefully(server: RunningProcess): Promise<void> {
  server.child.kill('SIGTERM');
  const [code] = await once(server.child, 'exit');
  expect(code).toBe(0);
}

async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).sort();
}

/** A stopped embedded shop in `dataDir`, migrated and stocked; its products. */
async function stockedShop(dataDir: string): Promise<FixtureProduct[]> {
  const db = await createEmbeddedDatabase(dataDir);
  try {
    return await stockShop(db);
  } finally {
    await db.destroy();
  }
}

async function productNames(dataDir: string): Promise<string[]> {
  const db = await openDatabase({ pgliteDir: dataDir });
  try {
    const products = await db.selectFrom('products').select('name').orderBy('name').execute();
    return products.map((p) => p.name);
  } finally {
    await db.destroy();
  }
}

/** A backup laid out as builds before 2026-11-27 wrote it: the database as PGlite's dumpDataDir. */
async function writeVersion1Backup(dataDir: string, file: string): Promise<void> {
  const db = await openDatabase({ pgliteDir: dataDir });
  const driver = databaseDriver(db);
  if (driver.kind !== 'pglite') throw new Error('embedded only');
  const dump = await driver.pglite.dumpDataDir('none');
  await db.destroy();
  const manifest = Buffer.from(JSON.stringify({ format: 'mira-shop-backup', version: 1 }));
  const entries = [
    { name: 'manifest.json', size: manifest.length, open: () => Readable.from([manifest]) },
    { name: 'pgdata.tar', size: dump.size, open: () => Readable.from(dump.stream()) },
  ];
  await pipeline(Readable.from(tarStream(entries)), createGzip(), createWriteStream(file));
}

describe('backup and restore of the embedded shop', { timeout: 180_000 }, () => {
  let root: string;
  let dataDir: string;
  let products: FixtureProduct[];
  let server: RunningProcess | undefined;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
    dataDir = path.join(root, 'shop');
    products = await stockedShop(dataDir);
    for (const [name, data] of Object.entries(MEDIA)) {
      await mkdir(path.dirname(path.join(dataDir, name)), { recursive: true });
      await writeFile(path.join(dataDir, name), data);
    }
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  });

  it('backs up a running shop under order load; the restore holds every order acknowledged before it', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startShopProcess({ PORT: String(port), DATA_DIR: dataDir });
    const tokens = await signUpShoppers(base, 1);
    const load = placeOrders(base, tokens, products);
    await load.until(30);
    const acknowledgedBefore = [...load.acknowledged];
    const file = path.join(root, 'backups', 'under-load.tar.gz');
    const backup = await runCli('backup', [file], { DATA_DIR: dataDir });
    const acknowledgedDuring = load.acknowledged.length - acknowledgedBefore.length;
    await load.stop();
    expect(backup.output).toContain(`Backup of the running shop written to ${file}`);
    expect(backup.code).toBe(0);
    // The orders kept coming while the backup ran: it was taken under load, not in a pause.
    expect(acknowledgedDuring).toBeGreaterThan(0);
    expect(load.failures).toEqual([]);

    // Refused, with nothing touched: the live shop's folder, then the stopped shop's.
    const live = await readdir(dataDir);
    const onLive = await runCli('restore', [file], { DATA_DIR: dataDir });
    expect(onLive.code).toBe(1);
    expect(onLive.output).toContain(`The shop is running on ${dataDir}`);
    expect(await readdir(dataDir)).toEqual(live);
    await stopGracefully(server);
    const stopped = await listing(dataDir);
    const onStopped = await runCli('restore', [file], { DATA_DIR: dataDir });
    expect(onStopped.code).toBe(1);
    expect(onStopped.output).toContain(`${dataDir} is not empty: nothing was restored`);
    expect(await listing(dataDir)).toEqual(stopped);
    expect(await readdir(root)).toEqual(['backups', 'shop']);

    const restoredDir = path.join(root, 'restored');
    const restore = await runCli('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.output).toContain(`Restored ${file} into ${restoredDir} (database and 3 media files)`);
    expect(restore.code).toBe(0);

    // A server starts on it, and a shopper's session from before the backup still holds (the secret came along).
    const restoredPort = await freePort();
    server = await startShopProcess({ PORT: String(restoredPort), DATA_DIR: restoredDir });
    const me = await fetch(`http://127.0.0.1:${restoredPort}${endpointUrl(endpoints.accounts.me)}`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    expect(me.status).toBe(200);
    await stopGracefully(server);

    const db = await openDatabase({ pgliteDir: restoredDir });
    try {
      const audit = await auditOrders(db, acknowledgedBefore);
      expect(audit).toMatchObject(INTACT);
      expect(audit.ordersInDatabase).toBeGreaterThanOrEqual(acknowledgedBefore.length);
      expect(audit.ordersInDatabase).toBeLessThanOrEqual(load.acknowledged.length + tokens.length);
    } finally {
      await db.destroy();
    }
    for (const [name, data] of Object.entries(MEDIA)) {
      expect((await readFile(path.join(restoredDir, name))).equals(data)).toBe(true);
    }
  });

  it('refuses a file that is not a backup, and leaves no folder behind', async () => {
    const target = path.join(root, 'from-junk');
    const junk = path.join(root, 'junk.tar.gz');
    await writeFile(junk, randomBytes(4096));
    const result = await runCli('restore', [junk], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${junk} is not a backup made by npm run backup`);
    expect((await readdir(root)).filter((name) => name.startsWith('from-junk'))).toEqual([]);
  });

  it('backs up a stopped shop to DATA_DIR/backups/shop-<UTC timestamp>.tar.gz, and restores it', async () => {
    const stoppedDir = path.join(root, 'stopped');
    await stockedShop(stoppedDir);
    // The database copy of a backup whose process was killed half-way: the next backup removes it.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await mkdir(path.join(stoppedDir, `.backup-${deadPid}-0badc0de`, 'base'), { recursive: true });
    const backup = await runCli('backup', [], { DATA_DIR: stoppedDir });
    expect(backup.code).toBe(0);
    const [name] = await readdir(path.join(stoppedDir, 'backups'));
    expect(name).toMatch(/^shop-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(backup.output).toContain(
      `Backup of the stopped shop written to ${path.join(stoppedDir, 'backups', name as string)}`,
    );
    expect((await readdir(stoppedDir)).filter((entry) => entry.startsWith('.backup-'))).toEqual([]);

    const restoredDir = path.join(root, 'stopped-restored');
    const restore = await runCli('restore', [path.join(stoppedDir, 'backups', name as string)], {
      DATA_DIR: restoredDir,
    });
    expect(restore.code).toBe(0);
    expect(await productNames(restoredDir)).toEqual(STOCKED_NAMES);
  });

  it('restores a backup made by the builds before streamed backups (PGlite dumpDataDir inside)', async () => {
    const shopDir = path.join(root, 'version-1');
    await stockedShop(shopDir);
    const file = path.join(root, 'version-1.tar.gz');
    await writeVersion1Backup(shopDir, file);
    const restoredDir = path.join(root, 'version-1-restored');
    const restore = await runCli('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.output).toContain(`Restored ${file} into ${restoredDir} (database and 0 media files)`);
    expect(restore.code).toBe(0);
    expect(await productNames(restoredDir)).toEqual(STOCKED_NAMES);
  });

  it('points to pg_dump and pg_restore on PostgreSQL, and exits 1', async () => {
    const env = { DATA_DIR: path.join(root, 'pg'), DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop' };
    const backup = await runCli('backup', [], env);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain('pg_dump -Fc "$DATABASE_URL" > shop.dump');
    const restore = await runCli('restore', [path.join(root, 'junk.tar.gz')], env);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('pg_restore --clean --if-exists -d "$DATABASE_URL" shop.dump');
  });
});
