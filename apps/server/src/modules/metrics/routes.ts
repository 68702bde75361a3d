import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, databaseDriver } from '../../db/database.js';
import { Counter, counterLines, gaugeLines, Histogram } from './exposition.js';

/** Seconds; the shop's answers are mostly in the 1-50 ms range, checkout and uploads reach further. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

declare module 'fastify' {
  interface FastifyInstance {
    /** What features report to /metrics beside the request timings. */
    metrics: {
      /** An order placed; underLocks: its one-statement attempt found a change (decision 028). */
      orderPlaced(order: { underLocks: boolean }): void;
    };
  }
}

/**
 * Prometheus metrics at GET /metrics, for admins or a scraper holding METRICS_TOKEN: request durations
 * by route pattern, orders placed, the database pool and the process. Registered before the feature
 * modules, at the root, so its hook times every route.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const durations = new Histogram(
    'http_request_duration_seconds',
    'Time to answer a request, by method, route pattern and status class',
    DURATION_BUCKETS,
  );
  const ordersPlaced = new Counter('shop_orders_placed_total', 'Orders placed (checkouts answered 201)');
  const underLocks = new Counter(
    'shop_orders_placed_under_locks_total',
    'Orders placed under locks because another writer changed what their one-statement attempt priced',
  );
  const loopDelay = monitorEventLoopDelay();
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());
  app.decorate('metrics', {
    orderPlaced(order) {
      ordersPlaced.inc();
      if (order.underLocks) underLocks.inc();
    },
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The pattern, never the raw URL: ids and queries would make one series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    durations.observe({ method: request.method, route, status: statusClass }, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    { config: { access: 'admin', machineToken: app.config.metricsToken }, schema: { hide: true } },
    async (_request, reply) => {
      const text = [
        ...durations.lines(),
        ...ordersPlaced.lines(),
        ...underLocks.lines(),
        ...poolLines(app.db),
        ...processLines(loopDelay.percentile(99) / 1e9 || 0),
      ].join('\n');
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${text}\n`);
    },
  );
});

/** PostgreSQL: the pool's connections in use, idle, and the queries waiting for one. */
function poolLines(db: Database): string[] {
  const driver = databaseDriver(db);
  // PGlite is one connection that Kysely serialises; it keeps no count of waiting queries to report.
  if (driver.kind !== 'postgresql') return [];
  const { totalCount, idleCount, waitingCount } = driver.pool;
  return [
    ...gaugeLines('db_pool_connections', 'Database pool connections by state', [
      { labels: { state: 'in_use' }, value: totalCount - idleCount },
      { labels: { state: 'idle' }, value: idleCount },
    ]),
    ...gaugeLines('db_pool_waiting_queries', 'Queries waiting for a pool connection', [
      { value: waitingCount },
    ]),
  ];
}

function processLines(eventLoopDelayP99: number): string[] {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return [
    ...counterLines('process_cpu_user_seconds_total', 'User CPU time spent', cpu.user / 1e6),
    ...counterLines('process_cpu_system_seconds_total', 'System CPU time spent', cpu.system / 1e6),
    ...gaugeLines('process_resident_memory_bytes', 'Resident memory size', [{ value: memory.rss }]),
    ...gaugeLines('nodejs_heap_used_bytes', 'V8 heap in use', [{ value: memory.heapUsed }]),
    ...gaugeLines('process_start_time_seconds', 'Start time since the Unix epoch', [
      { value: Math.round(Date.now() / 1000 - process.uptime()) },
    ]),
    ...gaugeLines('nodejs_eventloop_delay_p99_seconds', 'Event loop delay, 99th percentile since start', [
      { value: eventLoopDelayP99 },
    ]),
  ];
}
