import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type Database, databaseDriver } from '../../db/database.js';

/** Seconds; the shop's answers are mostly in the 1-50 ms range, checkout and uploads reach further. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The labels of a request's timing: the route's pattern, never the raw URL. */
export interface RequestLabels {
  method: string;
  route: string;
  status: string;
}

/**
 * The shop's Prometheus instruments, in a registry of the app's own: several apps in one process (the
 * tests) each count their own requests. Not prom-client's default process metrics: they start an
 * event-loop monitor and a GC observer that nothing can stop when an app closes, report NaN between
 * two quick scrapes, and name two of these series differently.
 */
export function shopInstruments(db: Database, turns: { held: number; waiting: number }) {
  const registry = new Registry();
  const registers = [registry];
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed (checkouts answered 201)',
    registers,
  });
  const underLocks = new Counter({
    name: 'shop_orders_placed_under_locks_total',
    help: 'Orders placed under locks because another writer changed what their unlocked attempt priced',
    registers,
  });
  poolGauges(db, registers);
  readGauge(
    registers,
    'shop_requests_in_turn',
    'Requests being worked on (plugins/lanes.ts)',
    () => turns.held,
  );
  readGauge(registers, 'shop_requests_waiting_turn', 'Requests waiting for their turn', () => turns.waiting);
  const loopDelay = monitorEventLoopDelay();
  loopDelay.enable();
  processInstruments(registers, () => loopDelay.percentile(99) / 1e9 || 0);

  return {
    registry,
    requestAnswered(labels: RequestLabels, seconds: number): void {
      durations.observe(labels, seconds);
    },
    orderPlaced(order: { underLocks: boolean }): void {
      ordersPlaced.inc();
      if (order.underLocks) underLocks.inc();
    },
    close(): void {
      loopDelay.disable();
    },
  };
}

type Registers = Registry[];

/** A gauge whose value is read when scraped. */
function readGauge(registers: Registers, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set(read());
    },
  });
}

/** PostgreSQL: the pool's connections in use, idle, and the queries waiting for one. */
function poolGauges(db: Database, registers: Registers): void {
  const driver = databaseDriver(db);
  // PGlite is one connection that Kysely serialises; it keeps no count of waiting queries to report.
  if (driver.kind !== 'postgresql') return;
  const { pool } = driver;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  readGauge(
    registers,
    'db_pool_waiting_queries',
    'Queries waiting for a pool connection',
    () => pool.waitingCount,
  );
}

/** A counter of CPU seconds, brought up to process.cpuUsage() when scraped. */
function cpuCounter(registers: Registers, name: string, help: string, read: () => number): void {
  let counted = 0;
  new Counter({
    name,
    help,
    registers,
    collect() {
      const now = read();
      this.inc(now - counted);
      counted = now;
    },
  });
}

function processInstruments(registers: Registers, eventLoopDelayP99: () => number): void {
  cpuCounter(
    registers,
    'process_cpu_user_seconds_total',
    'User CPU time spent',
    () => process.cpuUsage().user / 1e6,
  );
  cpuCounter(
    registers,
    'process_cpu_system_seconds_total',
    'System CPU time spent',
    () => process.cpuUsage().system / 1e6,
  );
  readGauge(registers, 'process_resident_memory_bytes', 'Resident memory size', () =>
    process.memoryUsage.rss(),
  );
  readGauge(registers, 'nodejs_heap_used_bytes', 'V8 heap in use', () => process.memoryUsage().heapUsed);
  readGauge(registers, 'process_start_time_seconds', 'Start time since the Unix epoch', () =>
    Math.round(Date.now() / 1000 - process.uptime()),
  );
  readGauge(
    registers,
    'nodejs_eventloop_delay_p99_seconds',
    'Event loop delay, 99th percentile since start',
    eventLoopDelayP99,
  );
}
