import cluster from 'node:cluster';
import { openControlChannel } from './backup/live.js';
import { runPrimary } from './cluster.js';
import { ConfigError, loadConfig } from './config.js';
import { maintainEmbeddedDatabase } from './db/embedded-maintenance.js';
import { catalogVersion } from './modules/catalog/index.js';
import { type DigestSchedule, scheduleDigest } from './modules/dashboard/index.js';
import { createShop } from './shop.js';

/**
 * Starts the shop and shuts it down cleanly: in-flight requests finish, then the database closes.
 * With WEB_CONCURRENCY above 1 this process is the primary of that many workers (cluster.ts), and
 * each worker runs the rest of this function on a database the primary has migrated.
 */
async function main() {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config);
  const { app, db } = await createShop(config, { migrated: cluster.isWorker });
  // The embedded database is this process's alone: `npm run backup` asks it for a snapshot.
  const control = config.databaseUrl
    ? undefined
    : await openControlChannel(db, config.dataDir, (err) => app.log.error({ err }, 'backup failed'));
  // PGlite runs no autovacuum: the process keeps its statistics and visibility map up to date.
  const maintenance = config.databaseUrl
    ? undefined
    : maintainEmbeddedDatabase(db, {
        readVersion: catalogVersion,
        onError: (err) => app.log.error({ err }, 'database maintenance failed'),
      });
  let digest: DigestSchedule | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      maintenance?.stop();
      await digest?.stop();
      await app.close();
      await control?.close();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.shop.name} is open on ${config.publicUrl}`);
  // Every process ticks; the database decides which one sends (decision 093).
  if (config.digestHour !== undefined && !closing) digest = scheduleDigest(app, { hour: config.digestHour });
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
