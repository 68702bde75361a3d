import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hashPassword, makeAdmin, migrateToLatest } from '@shop/server/bench';
import {
  type AuthResponse,
  endpoints,
  endpointUrl,
  SHOP_TIME_ZONE,
  type SummaryResponse,
} from '@shop/shared';
import { generate } from './generate.js';
import { machineSpeed } from './lib/ceiling.js';
import { cpuPerRequest, readCpu } from './lib/cpu.js';
import { parse } from './lib/dashboard-args.js';
import { type CsvRun, csvTable, P99_TARGET_MS, type Row, requestsTable } from './lib/dashboard-report.js';
import { download } from './lib/download.js';
import { percentile } from './lib/latency.js';
import { type LoadSettings, load } from './lib/load.js';
import { ensureOrders, orderCounts } from './lib/order-data.js';
import { startShopServer } from './lib/processes.js';
import { ms, saveResult, warnIfBusy } from './lib/report.js';
import { mb, serverIdle, watchMemory } from './lib/server-memory.js';
import { benchTarget, openTarget } from './lib/targets.js';

/**
 * `BENCH_DATABASE_URL=… npm run dashboard -w @shop/bench -- [--skip-generate] [--products N] [--orders N]
 * [--new-orders] [--connections 10] [--duration 10] [--slow-kb 64] [--slow-pause-ms 50] [--heap-cap-mb 128]`:
 * the admin's home (decision 083) on PostgreSQL, the real server in its own process, signed in as an admin.
 * - `GET /admin/summary?days=30|7|366`: first one request at a time (up to 20 or 15 s: latency and CPU
 *   ms per request of the server and its PostgreSQL backends, no queueing), then autocannon with
 *   `--connections` (10), 3 s warm-up, `--duration` (10) s measured, 120 s timeout. The target: p99 ≤
 *   100 ms on the reference machine (lib/ceiling.ts). Before each measured run the server's pool must be
 *   idle (its /metrics): requests autocannon gave up on still run in the database.
 * - `GET /admin/orders` (Processing, page 1 of 20; a customer's name; a name in Arabic script) and
 *   `GET /admin/orders/open`: the same, half as long.
 * - `GET /admin/orders.csv`: whole-file time, bytes and rows, and the server's memory (VmRSS every 50 ms
 *   from /proc, VmHWM reset before each download for the true peak; V8's heapUsed from the server's
 *   /metrics every 50 ms) before and during. Every order, fast; as a browser asks (brotli); the last 30
 *   days only (a tenth of the rows: does memory follow the rows?); every order read slowly (`--slow-kb`
 *   kB, then `--slow-pause-ms` ms of nothing), so that only backpressure keeps the server from reading
 *   ahead. Then again on a server whose V8 old space is capped at `--heap-cap-mb` (NODE_OPTIONS), where
 *   garbage cannot hide what the download holds.
 * The machine's speed (the bare Fastify ceiling) is measured before and after; latencies and times are
 * also given scaled to the reference machine (× speed, the mean of both).
 * Data: `--skip-generate` keeps the database's catalogue (else `--products`, default 100,000, are
 * generated); `--orders` (default 200,000) generated orders are made unless they are there already
 * (lib/order-data.ts; `--new-orders` makes them again). Results in results/dashboard.json.
 */

const ADMIN = { email: 'bench-admin@example.com', name: 'Bench Admin', password: 'bench-admin-password' };

interface CsvDownload {
  name: string;
  path: string;
  headers: Record<string, string>;
  pace?: { kb: number; pauseMs: number };
}

// --- the run -----------------------------------------------------------------------------------------

async function signInAdmin(base: string): Promise<string> {
  const res = await fetch(`${base}${endpointUrl(endpoints.accounts.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as AuthResponse).token;
}

async function main() {
  const args = parse();
  warnIfBusy();
  const speedBefore = await machineSpeed();
  const target = benchTarget('postgres');
  if (!args.skipGenerate) {
    console.log(`# generating ${args.products.toLocaleString('en')} products`);
    await generate(target, args.products, (line) => console.log(`  ${line}`));
  }
  const db = await openTarget(target);
  let counts: Awaited<ReturnType<typeof orderCounts>>;
  try {
    await migrateToLatest(db);
    console.log(`# ${args.orders.toLocaleString('en')} orders`);
    await ensureOrders(db, args.orders, (line) => console.log(`  ${line}`), args.newOrders);
    counts = await orderCounts(db);
    await makeAdmin(db, { ...ADMIN, passwordHash: await hashPassword(ADMIN.password) });
  } finally {
    await db.destroy();
  }
  console.log(
    `  database: ${counts.orders.toLocaleString('en')} orders, ${counts.items.toLocaleString('en')} lines, ` +
      `${JSON.stringify(counts.byStatus)}; last 7 / 30 days ${counts.last7Days} / ${counts.last30Days}; ` +
      `${counts.lowStockOptions.toLocaleString('en')} options at ≤ 3 pieces (${counts.outOfStockOptions.toLocaleString('en')} at 0)`,
  );

  const start = (log: string, env: Record<string, string> = {}) =>
    startShopServer({
      dataDir: target.dataDir,
      databaseUrl: target.databaseUrl,
      env: { AUTH_RATE_LIMIT: '100000', ...env },
      log,
    });
  const rows: Row[] = [];
  const csvRuns: CsvRun[] = [];
  let server = await start('dashboard-server');
  try {
    let token = await signInAdmin(server.base);
    let headers = { authorization: `Bearer ${token}` };
    const cpu = () => readCpu(server.child.pid ?? 0, target.databaseUrl);

    // What the admin's home shows, once, so that the table below is known to measure real answers.
    const summaryPath = (days: number) => endpointUrl(endpoints.dashboard.summary, { query: { days } });
    const first = await fetch(server.base + summaryPath(30), { headers });
    if (first.status !== 200) throw new Error(`summary answered ${first.status}: ${await first.text()}`);
    const summary = (await first.json()) as SummaryResponse;
    console.log(
      `  summary (30 days): ${summary.sales.length} days, ${summary.sales.reduce((n, d) => n + d.orders, 0)} orders, ` +
        `low stock ${summary.lowStockCount} (list ${summary.lowStock.length}), best sellers ` +
        summary.topProducts.map((p) => `${p.code} ×${p.pieces}`).join(', '),
    );
    const newest = await fetch(
      server.base + endpointUrl(endpoints.orders.all, { query: { page: 1, limit: 20 } }),
      { headers },
    );
    const latest = (await newest.json()) as {
      orders: { shippingInfo: { firstName: string; lastName: string } }[];
    };
    const customer = latest.orders.find((o) => /^[A-Za-z ]+$/.test(o.shippingInfo.firstName))?.shippingInfo;
    const name = customer ? `${customer.firstName} ${customer.lastName}` : 'Rana Khoury';

    const measure = async (rowName: string, path: string, settings: LoadSettings) => {
      const get = async () => {
        const res = await fetch(server.base + path, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      };
      await get();
      const samples: number[] = [];
      const cpuBefore = await cpu();
      const until = performance.now() + 15_000;
      while (samples.length < 3 || (samples.length < 20 && performance.now() < until)) {
        const started = performance.now();
        await get();
        samples.push(performance.now() - started);
      }
      const perRequest = cpuPerRequest(cpuBefore, await cpu(), samples.length);
      samples.sort((a, b) => a - b);
      const spec = () => ({ path, headers });
      await load(server.base, spec, {
        ...settings,
        durationSeconds: settings.warmupSeconds,
        warmupSeconds: 0,
      });
      await serverIdle(server.base, token);
      const result = await load(server.base, spec, { ...settings, warmupSeconds: 0 });
      await serverIdle(server.base, token);
      const serial = {
        requests: samples.length,
        p50: ms(percentile(samples, 50)),
        max: ms(samples.at(-1) ?? 0),
        serverCpuMs: perRequest.serverMs,
        databaseCpuMs: perRequest.databaseMs,
      };
      rows.push({ name: rowName, path, serial, result });
      console.log(
        `  ${rowName}: one at a time p50 ${serial.p50} ms (CPU ${serial.serverCpuMs} + ${serial.databaseCpuMs} ms); ` +
          `${settings.connections} at once p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.reqPerSec)} req/s` +
          (result.failures > 0 ? `, ${result.failures} FAILED` : ''),
      );
    };
    // A slow answer is measured, not cut off at autocannon's 10 s.
    const full: LoadSettings = {
      connections: args.connections,
      durationSeconds: args.duration,
      warmupSeconds: 3,
      timeoutSeconds: 120,
    };
    const short: LoadSettings = {
      ...full,
      durationSeconds: Math.max(1, Math.round(args.duration / 2)),
      warmupSeconds: 2,
    };
    console.log(`\n# requests, one at a time then ${args.connections} at once`);
    for (const days of [30, 7, 366]) await measure(`summary, ${days} days`, summaryPath(days), full);
    const list = (query: Record<string, string | number>) => endpointUrl(endpoints.orders.all, { query });
    await measure(
      'orders, Processing, page 1 of 20',
      list({ status: 'Processing', page: 1, limit: 20 }),
      short,
    );
    await measure(`orders, q="${name}"`, list({ q: name }), short);
    await measure('orders, q="رنا"', list({ q: 'رنا' }), short);
    await measure('open orders', endpointUrl(endpoints.dashboard.openOrders), short);

    const csvPath = (query: Record<string, string> = {}) => endpointUrl(endpoints.orders.csv, { query });
    const shopDay = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: SHOP_TIME_ZONE });
    const slowly: CsvDownload = {
      name: `all, read slowly (${args.slowKb} kB, then ${args.slowPauseMs} ms)`,
      path: csvPath(),
      headers,
      pace: { kb: args.slowKb, pauseMs: args.slowPauseMs },
    };
    const downloadAll = async (label: string, downloads: CsvDownload[]) => {
      console.log(`\n# CSV downloads, ${label}`);
      for (const d of downloads) {
        await sleep(1000); // the last download's garbage has a moment to go
        const progress = { bytes: 0 };
        const pid = server.child.pid ?? 0;
        const memory = await watchMemory(pid, server.base, token, () => progress.bytes);
        const before = await cpu();
        const result = await download(server.base, d.path, { ...d.headers, ...headers }, progress, d.pace);
        const after = await cpu();
        const trace = await memory.stop();
        if (result.status !== 200) throw new Error(`${d.path} answered ${result.status}`);
        const perThousand = cpuPerRequest(before, after, Math.max(1, result.rows / 1000));
        csvRuns.push({
          server: label,
          name: d.name,
          download: result,
          memory: trace,
          serverCpuMsPer1000: perThousand.serverMs,
          databaseCpuMsPer1000: perThousand.databaseMs,
        });
        console.log(
          `  ${d.name}: ${result.rows.toLocaleString('en')} rows, ${mb(result.bytes)} MB (${result.encoding}) in ${(result.ms / 1000).toFixed(1)} s; ` +
            `RSS ${trace.beforeRssMb} → peak ${trace.peakRssMb} MB, heap ${trace.beforeHeapMb} → peak ${trace.peakHeapMb} MB`,
        );
      }
    };
    await downloadAll('server as deployed', [
      { name: 'all', path: csvPath(), headers: {} },
      {
        name: 'all, brotli (as a browser asks)',
        path: csvPath(),
        headers: { 'accept-encoding': 'br, gzip' },
      },
      { name: 'last 30 days', path: csvPath({ from: shopDay(29) }), headers: {} },
      slowly,
    ]);
    // V8 collects lazily: garbage shows in the peaks above. With the old space capped, a download that
    // held its rows would fail; one that streams keeps to the cap, whatever the number of orders.
    await server.stop();
    const capped = `heap capped at ${args.heapCapMb} MB`;
    server = await start('dashboard-server-capped', {
      NODE_OPTIONS: `--max-old-space-size=${args.heapCapMb}`,
    });
    token = await signInAdmin(server.base);
    headers = { authorization: `Bearer ${token}` };
    await downloadAll(capped, [
      { name: 'all', path: csvPath(), headers: {} },
      { name: 'last 30 days', path: csvPath({ from: shopDay(29) }), headers: {} },
      slowly,
    ]);
    for (const run of csvRuns.filter((r) => !r.name.startsWith('last'))) {
      if (run.download.rows !== counts.orders) {
        console.warn(
          `Note: ${run.name} (${run.server}) had ${run.download.rows} rows, the database ${counts.orders} orders`,
        );
      }
    }
  } finally {
    await server.stop();
  }

  const speedAfter = await machineSpeed();
  const speed = (speedBefore.ofReference + speedAfter.ofReference) / 2;
  console.log(
    `\nPostgreSQL, ${counts.orders.toLocaleString('en')} orders, ${args.connections} connections; machine ` +
      `${speedBefore.ofReference} → ${speedAfter.ofReference} × the reference (figures "at ref." scaled by ${ms(speed)}); ` +
      `load average ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  console.log(requestsTable(rows, args.connections, speed));
  console.log(`\n${csvTable(csvRuns, speed)}`);
  const file = await saveResult('dashboard', {
    machine: { before: speedBefore.ofReference, after: speedAfter.ofReference },
    data: counts,
    settings: { ...args },
    p99TargetMs: P99_TARGET_MS,
    requests: rows,
    csv: csvRuns,
  });
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  if (rows.some((r) => r.result.failures > 0)) process.exit(1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
