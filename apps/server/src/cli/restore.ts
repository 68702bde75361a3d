import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { unpackBackup } from '../backup/archive.js';
import { liveShop } from '../backup/live.js';
import { loadConfig } from '../config.js';
import { Refusal, runCommand, seconds } from './command.js';

/** `npm run restore -- FILE`: a backup into an empty or missing DATA_DIR; a shop already there is never touched. */

const USAGE = `Usage: npm run restore -- FILE
  Restores a backup made by npm run backup into DATA_DIR, which must be empty or missing.`;

const ON_POSTGRESQL = `The shop runs on PostgreSQL (DATABASE_URL): restore a pg_dump with
  pg_restore --clean --if-exists -d "$DATABASE_URL" shop.dump
See "Operations" in README.md.`;

async function refuseOccupied(dataDir: string): Promise<void> {
  const shop = await liveShop(dataDir);
  if (shop) {
    throw new Refusal(
      `The shop is running on ${dataDir} (pid ${shop.pid}): nothing was restored. Stop it, and restore into an empty DATA_DIR.`,
    );
  }
  const entries = await readdir(dataDir).catch(() => []);
  if (entries.length > 0) {
    throw new Refusal(
      `${dataDir} is not empty: nothing was restored. Restore into an empty or missing DATA_DIR (move this one away first).`,
    );
  }
}

await runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new Refusal(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) throw new Refusal(ON_POSTGRESQL);
  const source = path.resolve(file);
  if (!(await stat(source).catch(() => undefined))?.isFile()) throw new Refusal(`Cannot read ${source}`);
  const dataDir = config.dataDir;
  await refuseOccupied(dataDir);
  const started = performance.now();
  // Unpacked beside DATA_DIR and renamed into place whole: a failed restore leaves no half shop behind.
  const staging = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { recursive: true });
  try {
    const { mediaFiles } = await unpackBackup(source, staging);
    await refuseOccupied(dataDir);
    await rmdir(dataDir).catch(() => undefined);
    await rename(staging, dataDir);
    console.log(
      `Restored ${source} into ${dataDir} (database and ${mediaFiles} media files) in ${seconds(started)} s. ` +
        'Start the shop with npm start.',
    );
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
});
