import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/database.js';
import type { FixtureProduct } from './modules/orders/test-fixture.js';
import {
  createEmbeddedDatabase,
  createTestDatabase,
  TEST_JWT_SECRET,
  type TestDatabase,
  testDatabaseKind,
} from './test/helper.js';
import {
  auditOrders,
  INTACT,
  ordersUntilKilled,
  placeOrders,
  startShopProcess,
  stockShop,
} from './test/order-load.js';
import { freePort } from './test/process.js';

/**
 * kill -9 under order load: every order that got a 2xx survives with its lines and its stock taken,
 * and nothing is half-written. On PGlite with DATA_DIR on disk, or on PostgreSQL when TEST_DATABASE_URL
 * is set (the server process then runs on a database of its own).
 */

describe(`SIGKILL while orders are placed (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let dataDir: string;
  let server: TestDatabase | undefined;
  let products: FixtureProduct[];
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-durability-'));
    if (testDatabaseKind === 'postgresql') {
      server = await createTestDatabase();
      products = await stockShop(server.db);
      env = { DATA_DIR: dataDir, DATABASE_URL: server.url as string, JWT_SECRET: TEST_JWT_SECRET };
    } else {
      const db = await createEmbeddedDatabase(dataDir);
      products = await stockShop(db);
      await db.destroy();
      env = { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET };
    }
  });
  afterAll(async () => {
    await server?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The database as the audit reads it: the test's own connection, or the embedded one once no server holds it. */
  async function withDatabase<T>(read: (db: Database) => Promise<T>): Promise<T> {
    if (server) return read(server.db);
    const db = await openDatabase({ pgliteDir: dataDir });
    try {
      return await read(db);
    } finally {
      await db.destroy();
    }
  }

  it('keeps every acknowledged order whole across a kill and a restart', async () => {
    const tokens: string[] = [];
    const port = String(await freePort());
    const acknowledged = await ordersUntilKilled({ ...env, PORT: port }, tokens, products, 60);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    // The restarted server recovers the same data and takes orders again.
    const again = await startShopProcess({ ...env, PORT: port });
    const load = placeOrders(`http://127.0.0.1:${port}`, tokens, products);
    await load.until(5);
    await load.stop();
    again.child.kill('SIGTERM');
    expect((await once(again.child, 'exit'))[0]).toBe(0);
    expect(load.failures).toEqual([]);

    const audit = await withDatabase((db) => auditOrders(db, [...acknowledged, ...load.acknowledged]));
    console.log(
      `durability (${testDatabaseKind}): ${acknowledged.length} acknowledged before the kill, ` +
        `${audit.ordersInDatabase - load.acknowledged.length} found after it`,
    );
    expect(audit).toMatchObject(INTACT);
    // At most one order per client was committed without its answer getting out before the kill.
    expect(audit.ordersInDatabase).toBeLessThanOrEqual(
      acknowledged.length + load.acknowledged.length + tokens.length,
    );
  });
});
