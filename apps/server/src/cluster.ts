import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';
import { openShopDatabase, resolveJwtSecret } from './shop.js';

/** How long the workers get to finish their requests after a stop signal, before they are killed. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * The primary of `WEB_CONCURRENCY=N npm start` (PostgreSQL only, see config.ts): it migrates the
 * database once, settles the JWT secret once (workers that each made their own would refuse each
 * other's tokens), then forks N workers that share the port (node:cluster hands out connections).
 * A worker that dies is replaced; one that dies before it ever listened is a broken start (bad
 * database, port taken), so everything stops instead of forking in a loop. SIGTERM or Ctrl-C stops
 * every worker gracefully (each finishes its requests in flight, see server.ts), then the primary.
 */
export async function runPrimary(config: Config): Promise<void> {
  const db = await openShopDatabase(config);
  await db.destroy();
  const jwtSecret = config.jwtSecret ?? (await resolveJwtSecret(config.dataDir));
  const listening = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork({ JWT_SECRET: jwtSecret });
    worker.once('listening', () => listening.add(worker));
  };
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      console.error('workers took too long to stop, killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ?? `code ${code}`;
    if (!listening.has(worker)) {
      console.error(`worker ${worker.process.pid} failed to start (${how}); stopping`);
      stop(1);
      return;
    }
    console.error(`worker ${worker.process.pid} died (${how}); starting another`);
    fork();
  });
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  console.log(`Starting ${config.webConcurrency} server processes (primary ${process.pid})…`);
  for (let i = 0; i < config.webConcurrency; i++) fork();
}
