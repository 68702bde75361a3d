import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, endpointUrl } from '@shop/shared';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS = path.join(ROOT, 'bench/results');

/** A free loopback port (the OS picks it; the server binds it right after). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 of the ready URL. */
  readyMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  args: string[];
  env: Record<string, string | undefined>;
  readyUrl: string;
  /** Output goes to bench/results/<log>.log so that the tables stay readable. */
  log: string;
  timeoutMs?: number;
  /** The checkout it runs from (default: this one), e.g. a worktree of the build before. */
  cwd?: string;
}

/**
 * Spawns `node <args>` and resolves once `readyUrl` answers 200. Fails fast, with the log's path, if
 * the process exits first or the timeout passes.
 */
export async function startNode(options: StartOptions): Promise<Started> {
  await mkdir(RESULTS, { recursive: true });
  const logFile = path.join(RESULTS, `${options.log}.log`);
  const out = createWriteStream(logFile);
  const started = performance.now();
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under a bench.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...options.args], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${options.log} exited with code ${code} before it was ready; see ${logFile}`);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  try {
    await Promise.race([waitFor200(options.readyUrl, options.timeoutMs ?? 120_000), exited]);
  } catch (err) {
    await stop();
    throw err;
  }
  exited.catch(() => {}); // a later exit is the caller's business (stop)
  return { child, readyMs: performance.now() - started, stop };
}

/** Polls `url` every 20 ms until it answers 200. */
async function waitFor200(url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

export interface ShopServerOptions {
  /** PGlite files and images; ignored for the database when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The built web app to serve (the server's own default otherwise). */
  webDist?: string;
  /** Fill an empty embedded database with the demo shop on start (otherwise it never seeds). */
  seed?: boolean;
  /** More environment variables (e.g. a higher AUTH_RATE_LIMIT for a run that signs many users up). */
  env?: Record<string, string>;
  log: string;
  /** How long to wait for the first 200 (seeding draws pictures: minutes on a busy machine). */
  timeoutMs?: number;
  /** The checkout whose server runs (default: this one), e.g. a worktree of the build before. */
  root?: string;
}

/**
 * The real server (`apps/server/src/server.ts`) in production mode on a free loopback port, on an
 * existing database (it seeds only when asked); resolves with its base URL once /api/v1/health answers.
 */
export async function startShopServer(options: ShopServerOptions): Promise<Started & { base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startNode({
    args: ['--import', 'tsx', 'apps/server/src/server.ts'],
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: String(options.seed ?? false),
      // Only when given: otherwise the server keeps its default (or an inherited WEB_DIST).
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      ...options.env,
    },
    readyUrl: `${base}${endpointUrl(endpoints.health.check)}`,
    log: options.log,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.root ? { cwd: options.root } : {}),
  });
  return { ...server, base };
}
