import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'kysely';
import { type Database, databaseDriver, openDatabase } from '../db/database.js';
import { isAlive } from '../lib/process.js';
import { readTar, type TarEntry, type TarItem, tarStream } from './tar.js';

/**
 * A backup of the embedded shop is one gzipped tar: a manifest, the files of the PGlite data directory
 * as they stood at one checkpoint, the JWT secret (so sessions survive a restore) and every file under
 * media/. Everything streams: memory stays flat whatever the catalogue's size (docs/decisions/030).
 */

const FORMAT = 'mira-shop-backup';
const MANIFEST = 'manifest.json';
/** Version 2: the data directory's files under pgdata/. */
const PGDATA = 'pgdata';
/** Version 1 (before 2026-11-27): one entry, PGlite's own dumpDataDir; still restored. */
const PGDATA_DUMP = 'pgdata.tar';
const SECRET = 'jwt-secret';
const MEDIA = 'media';
const SNAPSHOT_PREFIX = '.backup-';

/** A WAL segment's file name: timeline, log and segment, 8 hex digits each. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

function bufferEntry(name: string, data: Buffer): TarEntry {
  return { name, size: data.length, open: () => Readable.from([data]) };
}

/**
 * A snapshot folder left by a backup whose process was killed names a dead pid; it is removed. A
 * running backup's folder (this process's, or another live one's) is left alone.
 */
async function removeAbandonedSnapshots(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    const pid = Number(name.slice(SNAPSHOT_PREFIX.length).split('-')[0]);
    if (name.startsWith(SNAPSHOT_PREFIX) && pid > 0 && !isAlive(pid)) {
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
  }
}

/**
 * Copies the data directory into `target`, leaving out the WAL segments outside [first, last]: after
 * a checkpoint the database needs no older segment, and the later ones are old segments PostgreSQL
 * renamed for reuse, whose content is stale. Synchronous: every order waits for the copy anyway, and in
 * one go it is shortest.
 */
function copyDataDirectory(source: string, target: string, first: string, last: string): void {
  for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(target, path.relative(source, from));
    const inWal = path.basename(entry.parentPath) === 'pg_wal';
    if (entry.isDirectory()) {
      mkdirSync(to, { recursive: true });
    } else if (!(inWal && WAL_SEGMENT.test(entry.name) && (entry.name < first || entry.name > last))) {
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
  }
}

/**
 * One consistent copy of the database's files, in a folder of DATA_DIR. Kysely hands out PGlite's
 * single connection to one query or whole transaction at a time, so while this holds it no order is
 * half-way through and nothing writes the files; the checkpoint first writes every committed page to
 * them. Orders wait for the copy (a second or two at 100,000 products), not for the archive.
 */
async function snapshotDatabase(db: Database, dataDir: string): Promise<string> {
  if (databaseDriver(db).kind !== 'pglite')
    throw new Error('Only the embedded database is backed up this way');
  await removeAbandonedSnapshots(dataDir);
  const snapshot = path.join(dataDir, `${SNAPSHOT_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await db.connection().execute(async (connection) => {
      await sql`CHECKPOINT`.execute(connection);
      const { rows } = await sql<{ first: string; last: string }>`
        select redo_wal_file as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last
        from pg_control_checkpoint()`.execute(connection);
      const { first, last } = rows[0] as { first: string; last: string };
      copyDataDirectory(path.join(dataDir, PGDATA), snapshot, first, last);
    });
    return snapshot;
  } catch (error) {
    await rm(snapshot, { recursive: true, force: true });
    throw error;
  }
}

/** Pieces of about this size go to gzip and out: each piece costs the busy server one turn of its loop. */
const PIECE = 1024 * 1024;

/**
 * Every folder and file under `root`, named `prefix/<path>` with forward slashes. A small file (most of
 * a database's thousand-odd) is read in one synchronous call, micro-seconds from the page cache, rather
 * than in four turns of a loop that a shop under load keeps busy.
 */
async function* treeEntries(root: string, prefix: string): AsyncGenerator<TarEntry> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const name = path.posix.join(prefix, path.relative(root, full).split(path.sep).join('/'));
    if (entry.isDirectory()) {
      yield { type: 'directory', name };
    } else if (entry.isFile()) {
      const { size } = statSync(full);
      const open = () =>
        size <= PIECE ? [readFileSync(full)] : createReadStream(full, { highWaterMark: PIECE });
      yield { name, size, open };
    }
  }
}

/** The archive's bytes gathered into pieces of at least PIECE bytes (headers and small files are tiny). */
async function* inPieces(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let gathered: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    gathered.push(chunk);
    length += chunk.length;
    if (length >= PIECE) {
      yield Buffer.concat(gathered, length);
      gathered = [];
      length = 0;
    }
  }
  if (length > 0) yield Buffer.concat(gathered, length);
}

async function* backupEntries(snapshot: string, dataDir: string): AsyncGenerator<TarEntry> {
  const manifest = { format: FORMAT, version: 2, createdAt: new Date().toISOString() };
  yield bufferEntry(MANIFEST, Buffer.from(JSON.stringify(manifest)));
  yield* treeEntries(snapshot, PGDATA);
  // Every file of it has been read (the tar asks for an entry once the last one is written): the copy
  // goes now, before the backup is answered as complete.
  await rm(snapshot, { recursive: true, force: true });
  const secret = await readFile(path.join(dataDir, SECRET)).catch(() => undefined);
  if (secret) yield bufferEntry(SECRET, secret);
  // Media after the database: an image the snapshot refers to was stored before its row was written.
  for await (const entry of treeEntries(path.join(dataDir, MEDIA), MEDIA)) {
    if (entry.type !== 'directory') yield entry;
  }
}

/** Writes a backup of the shop open on `db` (embedded, its files under `dataDir`) to `out`. */
export async function writeBackup(db: Database, dataDir: string, out: Writable): Promise<void> {
  const snapshot = await snapshotDatabase(db, dataDir);
  try {
    await pipeline(Readable.from(inPieces(tarStream(backupEntries(snapshot, dataDir)))), createGzip(), out);
  } finally {
    // A backup that failed half-way leaves no copy either.
    await rm(snapshot, { recursive: true, force: true });
  }
}

/** Why a file is refused as a backup. */
class NotABackup extends Error {}

/** `target/name` for a name under `folder/`, never a path that climbs out of it. */
function inside(target: string, folder: string, name: string): string {
  const full = path.resolve(target, name);
  if (!name.startsWith(`${folder}/`) || !full.startsWith(path.resolve(target, folder) + path.sep)) {
    throw new NotABackup(`Unexpected file in the backup: ${name}`);
  }
  return full;
}

/** Writes a folder or file of the backup; `owner only`: the database's, readable by the shop's user alone. */
async function writeItem(item: TarItem, full: string, ownerOnly: boolean): Promise<void> {
  const folderMode = ownerOnly ? 0o700 : undefined;
  if (item.type === 'directory') {
    await mkdir(full, { recursive: true, mode: folderMode });
    return;
  }
  await mkdir(path.dirname(full), { recursive: true, mode: folderMode });
  await pipeline(
    Readable.from(item.content),
    createWriteStream(full, { mode: ownerOnly ? 0o600 : undefined }),
  );
}

async function chunksOf(item: TarItem): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  if (item.type === 'file') for await (const chunk of item.content) chunks.push(chunk);
  return chunks;
}

const readAll = async (item: TarItem) => Buffer.concat(await chunksOf(item));

/**
 * Unpacks a backup into `target`, an empty folder that becomes a DATA_DIR; the database is then opened
 * once, so a damaged one fails here rather than at the next start. A version 1 backup's dump is loaded
 * with PGlite's own loader (which holds it in memory).
 */
export async function unpackBackup(file: string, target: string): Promise<{ mediaFiles: number }> {
  const entries = readTar(createReadStream(file).pipe(createGunzip()));
  // Anything else (not gzip, not tar, another tar) fails here, before a byte is written.
  const first = await entries.next().catch(() => undefined);
  const manifest =
    !first || first.done || first.value.name !== MANIFEST
      ? undefined
      : parseManifest(await readAll(first.value));
  if (manifest?.format !== FORMAT) throw new NotABackup(`${file} is not a backup made by npm run backup`);
  let mediaFiles = 0;
  let database: Blob | 'unpacked' | undefined;
  for await (const item of entries) {
    if (item.name === PGDATA_DUMP) {
      database = new Blob(await chunksOf(item));
    } else if (item.name === SECRET) {
      await writeFile(path.join(target, SECRET), await readAll(item), { mode: 0o600 });
    } else if (item.name.startsWith(`${PGDATA}/`)) {
      await writeItem(item, inside(target, PGDATA, item.name), true);
      if (item.name === `${PGDATA}/PG_VERSION`) database = 'unpacked';
    } else {
      await writeItem(item, inside(target, MEDIA, item.name), false);
      if (item.type === 'file') mediaFiles += 1;
    }
  }
  if (!database) throw new NotABackup(`${file} holds no database`);
  const db = await openDatabase({ pgliteDir: target, load: database === 'unpacked' ? undefined : database });
  await sql`select 1`.execute(db);
  await db.destroy();
  return { mediaFiles };
}

function parseManifest(data: Buffer): { format?: string } | undefined {
  try {
    return JSON.parse(data.toString()) as { format?: string };
  } catch {
    return undefined;
  }
}
