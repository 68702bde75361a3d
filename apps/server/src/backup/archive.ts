import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'kysely';
import { type Database, databaseDriver, openDatabase } from '../db/database.js';
import { readTar, type TarEntry, tarStream } from './tar.js';

/**
 * A backup of the embedded shop is one gzipped tar: a manifest, the PGlite data directory as PGlite
 * dumps it, the JWT secret (so sessions survive a restore) and every file under media/.
 */

const FORMAT = 'mira-shop-backup';
const MANIFEST = 'manifest.json';
const PGDATA = 'pgdata.tar';
const SECRET = 'jwt-secret';
const MEDIA = 'media';

function bufferEntry(name: string, data: Buffer): TarEntry {
  return { name, size: data.length, open: () => Readable.from([data]) };
}

/**
 * One consistent snapshot of the database: Kysely hands out PGlite's single connection to one query or
 * whole transaction at a time, so while this holds it no order is half-way through; the checkpoint
 * first writes every committed page to the data files, so the copy needs no WAL replay to be complete.
 */
async function snapshotDatabase(db: Database): Promise<Blob> {
  const driver = databaseDriver(db);
  if (driver.kind !== 'pglite') throw new Error('Only the embedded database is backed up this way');
  return db.connection().execute(async (connection) => {
    await sql`CHECKPOINT`.execute(connection);
    // Uncompressed: the whole archive is gzipped as it streams out, after the connection is free again.
    return driver.pglite.dumpDataDir('none');
  });
}

async function* mediaEntries(dataDir: string): AsyncGenerator<TarEntry> {
  const root = path.join(dataDir, MEDIA);
  const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const file of files.filter((f) => f.isFile())) {
    const full = path.join(file.parentPath, file.name);
    const { size } = await stat(full);
    yield {
      name: path.posix.join(MEDIA, path.relative(root, full).split(path.sep).join('/')),
      size,
      open: () => createReadStream(full),
    };
  }
}

async function* backupEntries(db: Database, dataDir: string): AsyncGenerator<TarEntry> {
  const pgdata = await snapshotDatabase(db);
  const manifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString() };
  yield bufferEntry(MANIFEST, Buffer.from(JSON.stringify(manifest)));
  yield { name: PGDATA, size: pgdata.size, open: () => Readable.fromWeb(pgdata.stream()) };
  const secret = await readFile(path.join(dataDir, SECRET)).catch(() => undefined);
  if (secret) yield bufferEntry(SECRET, secret);
  // Media after the database: an image the snapshot refers to was stored before its row was written.
  yield* mediaEntries(dataDir);
}

/** Writes a backup of the shop open on `db` (embedded, its files under `dataDir`) to `out`. */
export async function writeBackup(db: Database, dataDir: string, out: Writable): Promise<void> {
  await pipeline(Readable.from(tarStream(backupEntries(db, dataDir))), createGzip(), out);
}

/** Why a file is refused as a backup. */
export class NotABackup extends Error {}

/**
 * Unpacks a backup into `target`, an empty folder that becomes a DATA_DIR: the database is loaded with
 * PGlite's own loader (and opened once, so a damaged dump fails here rather than at the next start).
 */
export async function unpackBackup(file: string, target: string): Promise<{ mediaFiles: number }> {
  const entries = readTar(createReadStream(file).pipe(createGunzip()));
  // Anything else (not gzip, not tar, another tar) fails here, before a byte is written.
  const first = await entries.next().catch(() => undefined);
  const manifest =
    !first || first.done || first.value.name !== MANIFEST ? undefined : parseManifest(first.value.data);
  if (manifest?.format !== FORMAT) throw new NotABackup(`${file} is not a backup made by npm run backup`);
  let mediaFiles = 0;
  let loaded = false;
  for await (const { name, data } of entries) {
    if (name === PGDATA) {
      const db = await openDatabase({ pgliteDir: target, load: new Blob([data]) });
      await sql`select 1`.execute(db);
      await db.destroy();
      loaded = true;
    } else if (name === SECRET) {
      await writeFile(path.join(target, SECRET), data, { mode: 0o600 });
    } else {
      await writeInside(target, name, data);
      mediaFiles += 1;
    }
  }
  if (!loaded) throw new NotABackup(`${file} holds no database`);
  return { mediaFiles };
}

function parseManifest(data: Buffer): { format?: string } | undefined {
  try {
    return JSON.parse(data.toString()) as { format?: string };
  } catch {
    return undefined;
  }
}

/** Only media/… paths, and never one that climbs out of the target folder. */
async function writeInside(target: string, name: string, data: Buffer): Promise<void> {
  const full = path.resolve(target, name);
  if (!name.startsWith(`${MEDIA}/`) || !full.startsWith(path.resolve(target, MEDIA) + path.sep)) {
    throw new NotABackup(`Unexpected file in the backup: ${name}`);
  }
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, data);
}
