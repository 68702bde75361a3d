import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PAGE_IDS_MEMORY, PAGE_MEMORY, VersionedCache } from '@shop/server/bench';
import { NO_ORDER_LIMITS } from '@shop/server/testing';
import { endpoints } from '@shop/shared';
import { machineSpeed } from './lib/ceiling.js';
import { SHIPPING, type Shopper, signUpShoppers } from './lib/checkout-data.js';
import { percentile } from './lib/latency.js';
import { type Entry, generateLog, KINDS, type Kind, readVocabulary } from './lib/mix-log.js';
import { startShopServer } from './lib/processes.js';
import { type Cell, ms, saveResult, table, warnIfBusy } from './lib/report.js';
import { api } from './lib/scenarios.js';
import { benchTarget, type DbKind, type GenerateTarget, openTarget, parseDbKinds } from './lib/targets.js';

/**
 * `npm run mix -w @shop/bench -- [--db pglite|postgres|both] [--pglite-dir DIR] [--connections 16,64]
 * [--processes 1,2] [--duration 20] [--warmup 3] [--sessions 20000] [--compressed]`: the mixed workload of issue 11. A seeded log of
 * shopper sessions (lib/mix-log.ts) is replayed against the real server, each connection taking the
 * next request of the log, on a catalogue generated beforehand (`npm run generate`, or the other
 * benches). PGlite runs 1 process; PostgreSQL (BENCH_DATABASE_URL) 1 and 2 (WEB_CONCURRENCY). Reports
 * p50/p99 per request kind, requests/s, the server processes' CPU per request (load-independent
 * enough to compare on a busy machine; PostgreSQL's own CPU is not in it) and the listing page
 * memory's hit rate. Writes results/mix.json.
 */

const TARGETS_MS: Partial<Record<Kind, number>> = { listing: 25, suggest: 15, checkout: 50 };

interface Sent {
  entry: Entry;
  ms: number;
  status: number;
}

/** What Chromium sends: with it the server compresses every answer of at least 1 kB. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The HTTP request of a log entry: signed-in entries as their shopper, checkouts with a new key.
 * `compressed`: reads ask for compressed answers, as browsers do.
 */
function requestOf(entry: Entry, shoppers: readonly Shopper[], compressed: boolean) {
  if ('path' in entry) {
    return { method: 'GET', path: entry.path, headers: compressed ? BROWSER_ENCODINGS : {}, body: undefined };
  }
  const shopper = shoppers[entry.shopper % shoppers.length] as Shopper;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` };
  const line = { ...entry.line, quantity: 1 };
  if (entry.kind === 'cart add') {
    const body = JSON.stringify({ user: shopper.id, cartItems: [line] });
    return { method: 'POST', path: api(endpoints.cart.add), headers, body };
  }
  const body = JSON.stringify({ orderItems: [line], shippingInfo: SHIPPING, paymentType: 'Cash On Deliver' });
  return {
    method: 'POST',
    path: api(endpoints.orders.place),
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body,
  };
}

function send(
  agent: http.Agent,
  base: URL,
  entry: Entry,
  shoppers: readonly Shopper[],
  compressed: boolean,
): Promise<number> {
  const { method, path: pathname, headers, body } = requestOf(entry, shoppers, compressed);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: base.hostname, port: base.port, method, path: pathname, headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** `connections` clients replay the log from its start for `seconds`, each taking the next entry. */
async function replay(
  base: URL,
  log: readonly Entry[],
  shoppers: readonly Shopper[],
  connections: number,
  seconds: number,
  compressed: boolean,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const sent: Sent[] = [];
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const entry = log[next++ % log.length] as Entry;
        const started = performance.now();
        const status = await send(agent, base, entry, shoppers, compressed).catch(() => 0);
        sent.push({ entry, ms: performance.now() - started, status });
      }
    }),
  );
  agent.destroy();
  return sent;
}

/** User + system CPU seconds of a process and its children (the cluster's workers), from /proc. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) / 100;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuSeconds(Number(child)), 0);
}

/**
 * The shares of listing requests that each process's memories could answer, replaying the requests in
 * the order they were sent, spread round robin over the processes: whole pages (PAGE_MEMORY per
 * catalogue version, which every checkout changes with its stock), then pages' product ids and counts
 * (PAGE_IDS_MEMORY per search version, which nothing in the log changes: the page's products are then
 * read by id). The rest are searched and counted in full.
 */
function simulatedHitRates(sent: readonly Sent[], processes: number): { pages: number; outlines: number } {
  const memories = Array.from({ length: processes }, () => ({
    pages: new VersionedCache<true>(PAGE_MEMORY),
    outlines: new VersionedCache<true>(PAGE_IDS_MEMORY),
  }));
  let version = 0;
  let listings = 0;
  let pageHits = 0;
  let outlineHits = 0;
  for (const { entry } of sent) {
    if (entry.kind === 'checkout') version++;
    if (entry.kind !== 'listing') continue;
    const { pages, outlines } = memories[listings++ % processes] as (typeof memories)[number];
    if (pages.get(entry.path)?.version === version) pageHits++;
    else if (outlines.get(entry.path)) outlineHits++;
    pages.set(entry.path, { version, value: true });
    outlines.set(entry.path, { version: 0, value: true });
  }
  const share = (hits: number) => (listings === 0 ? 0 : Math.round((hits / listings) * 1000) / 10);
  return { pages: share(pageHits), outlines: share(outlineHits) };
}

export interface KindRow {
  kind: Kind;
  count: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx by status (0: no answer), e.g. `409: 3`. */
  non2xx: string;
}

export interface RunRow {
  db: DbKind;
  processes: number;
  connections: number;
  reqPerSec: number;
  serverCpuMsPerReq: number;
  /** Listings answered from memory, % (see simulatedHitRates). */
  listingHits: { pages: number; outlines: number };
  loadAverage: number;
  kinds: KindRow[];
}

function statusCounts(sent: readonly Sent[]): string {
  const counts = new Map<number, number>();
  for (const { status } of sent) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}: ${count}`).join(', ');
}

function kindRows(sent: readonly Sent[]): KindRow[] {
  return KINDS.map((kind) => {
    const mine = sent.filter((s) => s.entry.kind === kind);
    const sorted = mine.map((s) => s.ms).sort((a, b) => a - b);
    return {
      kind,
      count: mine.length,
      p50: ms(percentile(sorted, 50)),
      p99: ms(percentile(sorted, 99)),
      non2xx: statusCounts(mine.filter((s) => s.status < 200 || s.status > 299)),
    };
  });
}

interface Args {
  dbs: DbKind[];
  pgliteDir: string | undefined;
  connections: number[];
  processes: number[];
  duration: number;
  warmup: number;
  sessions: number;
  /** `--compressed`: reads send a browser's Accept-Encoding, so the server compresses its answers. */
  compressed: boolean;
}

/** How many shoppers the log's carts and checkouts are spread over (signed up on each server started). */
const SHOPPERS = 64;

/** The replay's settings (see `Args`). */
export type ReplaySettings = Pick<Args, 'connections' | 'duration' | 'warmup' | 'compressed'>;

/**
 * One server of a build on the target, `processes` of it, with the log replayed at each number of
 * connections. `root`: the checkout whose server runs (default: this one), e.g. the build before.
 */
export async function measureServer(
  target: GenerateTarget,
  log: readonly Entry[],
  run: { db: DbKind; processes: number; root?: string; label?: string },
  settings: ReplaySettings,
): Promise<RunRow[]> {
  const { db, processes } = run;
  const server = await startShopServer({
    ...target,
    env: { AUTH_RATE_LIMIT: '100000', ...NO_ORDER_LIMITS, WEB_CONCURRENCY: String(processes) },
    log: `mix-${run.label ?? db}-${processes}`,
    ...(run.root ? { root: run.root } : {}),
  });
  const rows: RunRow[] = [];
  try {
    const base = new URL(server.base);
    const shoppers = await signUpShoppers(base, SHOPPERS, 'Mix');
    for (const connections of settings.connections) {
      await replay(base, log, shoppers, connections, settings.warmup, settings.compressed);
      const cpuBefore = cpuSeconds(server.child.pid as number);
      const sent = await replay(base, log, shoppers, connections, settings.duration, settings.compressed);
      const cpu = cpuSeconds(server.child.pid as number) - cpuBefore;
      const row: RunRow = {
        db,
        processes,
        connections,
        reqPerSec: Math.round(sent.length / settings.duration),
        // To the microsecond: changes of a few per cent are what this column is read for.
        serverCpuMsPerReq: Math.round((cpu * 1e6) / sent.length) / 1000,
        listingHits: simulatedHitRates(sent, processes),
        loadAverage: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
        kinds: kindRows(sent),
      };
      rows.push(row);
      console.log(
        `# ${run.label ?? db}, ${processes} process(es), ${connections} connections: ${row.reqPerSec} req/s`,
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/** The log of the catalogue of `target` (read from it before any server opens it: PGlite is one process's). */
export async function mixLog(target: GenerateTarget, sessions: number): Promise<Entry[]> {
  const database = await openTarget(target);
  const vocabulary = await readVocabulary(database).finally(() => database.destroy());
  return generateLog(vocabulary, { sessions, shoppers: SHOPPERS, seed: 11 });
}

async function benchDatabase(db: DbKind, args: Args): Promise<RunRow[]> {
  const target: GenerateTarget =
    db === 'pglite' && args.pgliteDir ? { dataDir: args.pgliteDir } : benchTarget(db);
  const log = await mixLog(target, args.sessions);
  const rows: RunRow[] = [];
  for (const processes of db === 'postgres' ? args.processes : [1]) {
    rows.push(...(await measureServer(target, log, { db, processes }, args)));
  }
  return rows;
}

function parse(): Args {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      'pglite-dir': { type: 'string' },
      connections: { type: 'string', default: '16,64' },
      processes: { type: 'string', default: '1,2' },
      duration: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '3' },
      sessions: { type: 'string', default: '20000' },
      compressed: { type: 'boolean', default: false },
    },
  });
  const connections = values.connections.split(',').map(Number);
  const processes = values.processes.split(',').map(Number);
  const numbers = [...connections, ...processes, Number(values.duration), Number(values.sessions)];
  if (!numbers.every((n) => Number.isInteger(n) && n > 0)) {
    throw new Error('--connections, --processes, --duration and --sessions must be positive whole numbers');
  }
  return {
    dbs: parseDbKinds(values.db),
    pgliteDir: values['pglite-dir'] && path.resolve(values['pglite-dir']),
    connections,
    processes,
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    sessions: Number(values.sessions),
    compressed: values.compressed,
  };
}

function verdict(row: RunRow, kind: KindRow): Cell {
  const target = TARGETS_MS[kind.kind];
  if (row.db !== 'postgres' || target === undefined) return '';
  return `≤ ${target} ${kind.p99 <= target ? 'ok' : 'MISSED'}`;
}

async function main() {
  const args = parse();
  warnIfBusy();
  const machine = await machineSpeed();
  const rows: RunRow[] = [];
  for (const db of args.dbs) rows.push(...(await benchDatabase(db, args)));
  console.log(
    `\n${table(
      [
        'database',
        'processes',
        'connections',
        'req/s',
        'server CPU ms/req',
        'listings from memory %: pages / ids',
        'load avg',
      ],
      rows.map((r) => [
        r.db,
        r.processes,
        r.connections,
        r.reqPerSec,
        r.serverCpuMsPerReq,
        `${r.listingHits.pages} / ${r.listingHits.outlines}`,
        r.loadAverage,
      ]),
    )}`,
  );
  console.log(
    `\n${table(
      [
        'database',
        'processes',
        'connections',
        'kind',
        'requests',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'p99 target',
      ],
      rows.flatMap((r) =>
        r.kinds.map((k) => [
          r.db,
          r.processes,
          r.connections,
          k.kind,
          k.count,
          k.p50,
          k.p99,
          k.non2xx,
          verdict(r, k),
        ]),
      ),
    )}`,
  );
  const file = await saveResult('mix', { machine, args, rows });
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
