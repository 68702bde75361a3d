import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/database.js';
import { isAlive } from '../lib/process.js';
import { writeBackup } from './archive.js';

/**
 * The running shop owns its embedded database (PGlite opens in one process only), so a backup of a live
 * shop is made by that process. It listens on 127.0.0.1, on a port of the system's choosing, and writes
 * the port and a fresh random secret to DATA_DIR/control.json (mode 0600): only someone who can read the
 * shop's own folder can ask for a backup (docs/decisions/013).
 */

const CONTROL_FILE = 'control.json';

interface ControlInfo {
  pid: number;
  port: number;
  secret: string;
}

function sameSecret(header: string | undefined, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${secret}`));
}

/** Opens the backup channel of a running embedded shop; close() ends it and removes the file. */
export async function openControlChannel(db: Database, dataDir: string, log: (error: unknown) => void) {
  const secret = randomBytes(32).toString('base64url');
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') return void res.writeHead(404).end();
    if (!sameSecret(req.headers.authorization, secret)) return void res.writeHead(401).end();
    res.writeHead(200, { 'content-type': 'application/gzip' });
    // A failure half-way cuts the connection, so the caller sees an incomplete answer, never a short file.
    writeBackup(db, dataDir, res).catch((error) => {
      log(error);
      res.destroy();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const info: ControlInfo = { pid: process.pid, port: (server.address() as AddressInfo).port, secret };
  const file = path.join(dataDir, CONTROL_FILE);
  await writeFile(`${file}.tmp`, JSON.stringify(info), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return {
    async close() {
      server.close();
      await rm(file, { force: true });
    },
  };
}

/**
 * The process serving DATA_DIR, if any. A control file left by a killed server names a dead process
 * and is ignored; a live process is reported even when it does not answer (it still owns the database).
 */
export async function liveShop(dataDir: string): Promise<ControlInfo | undefined> {
  const text = await readFile(path.join(dataDir, CONTROL_FILE), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const info = JSON.parse(text) as ControlInfo;
  return isAlive(info.pid) ? info : undefined;
}

/** Asks the live shop for a backup and writes it to `out`; rejects if the answer is refused or cut short. */
export async function backupFromLiveShop(shop: ControlInfo, out: Writable): Promise<void> {
  const req = request({
    host: '127.0.0.1',
    port: shop.port,
    method: 'POST',
    path: '/backup',
    headers: { authorization: `Bearer ${shop.secret}` },
  });
  req.end();
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  if (res.statusCode !== 200)
    throw new Error(`The running shop (pid ${shop.pid}) refused the backup: ${res.statusCode}`);
  await pipeline(res, out);
}
