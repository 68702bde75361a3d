import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { writeBackup } from '../backup/archive.js';
import { backupFromLiveShop, liveShop } from '../backup/live.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { Refusal, runCommand, seconds } from './command.js';

/** `npm run backup [-- PATH]`: one file holding the embedded database and the media folder. */

const ON_POSTGRESQL = `The shop runs on PostgreSQL (DATABASE_URL): back it up with the server's own tools,
  pg_dump -Fc "$DATABASE_URL" > shop.dump
and copy the media (the S3 bucket, or DATA_DIR/media). See "Operations" in README.md.`;

/** 2026-11-23T12:17:00.123Z → 20261123T121700Z: sorts by time and is safe in a file name everywhere. */
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function stoppedShopBackup(dataDir: string, out: Writable): Promise<void> {
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION')))
    throw new Refusal(`${dataDir} holds no shop to back up`);
  const db = await openDatabase({ pgliteDir: dataDir });
  try {
    await writeBackup(db, dataDir, out);
  } finally {
    await db.destroy();
  }
}

await runCommand(async () => {
  const config = loadConfig();
  if (config.databaseUrl) throw new Refusal(ON_POSTGRESQL);
  const target = path.resolve(
    process.argv[2] ?? path.join(config.dataDir, 'backups', `shop-${stamp(new Date())}.tar.gz`),
  );
  await mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed when complete: a file at the backup's name is always a whole backup.
  const partial = `${target}.partial`;
  const started = performance.now();
  const shop = await liveShop(config.dataDir);
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    await (shop ? backupFromLiveShop(shop, out) : stoppedShopBackup(config.dataDir, out));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(target);
  console.log(
    `Backup of the ${shop ? 'running' : 'stopped'} shop written to ${target} ` +
      `(${(size / 1024 / 1024).toFixed(1)} MB in ${seconds(started)} s)`,
  );
});
