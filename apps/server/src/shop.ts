import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { hasProducts } from './modules/catalog/index.js';
import { createMediaStorage } from './modules/media/index.js';
import { seedDemoData } from './seed/index.js';

/** Opens the configured database (PostgreSQL server or embedded PGlite under DATA_DIR) and migrates it. */
export async function openShopDatabase(config: Config): Promise<Database> {
  const db = await openShopDatabaseUnmigrated(config);
  await migrateToLatest(db);
  return db;
}

function openShopDatabaseUnmigrated(config: Config): Promise<Database> {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.dataDir });
}

/**
 * Everything `npm start` needs before listening: database, migrations, the demo shop on an empty
 * embedded database, and the app. `migrated`: the caller has migrated already (the primary of
 * several processes, see cluster.ts).
 */
export async function createShop(
  config: Config,
  { migrated = false } = {},
): Promise<{ app: FastifyInstance; db: Database }> {
  const db = migrated ? await openShopDatabaseUnmigrated(config) : await openShopDatabase(config);
  const jwtSecret = config.jwtSecret ?? (await resolveJwtSecret(config.dataDir));
  const media = createMediaStorage(config);
  if (config.seedOnEmpty && !config.databaseUrl && !(await hasProducts(db))) {
    console.log('Empty database: adding the demo shop…');
    await seedDemoData(db, media, { log: (line) => console.log(`  ${line}`) });
  }
  const app = await buildApp({ config: { ...config, jwtSecret }, db, media });
  return { app, db };
}

/**
 * Outside production a missing JWT_SECRET is not an error: a random one is made on first start and
 * kept in DATA_DIR, so sessions survive restarts and no two shops share a secret.
 */
export async function resolveJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
