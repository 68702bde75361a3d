import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from './generate.js';
import { benchCeiling } from './lib/ceiling.js';
import { productByIdLatency } from './lib/latency.js';
import { type LoadResult, type LoadSettings, load } from './lib/load.js';
import { startShopServer } from './lib/processes.js';
import { ms, saveResult, table, warnIfBusy } from './lib/report.js';
import { BUDGET_MS, type CatalogueSample, httpGet, sampleCatalogue, scenarios } from './lib/scenarios.js';
import { benchTarget, type DbKind, openTarget, parseDbKinds } from './lib/targets.js';

/**
 * `npm run bench -- [--db pglite|postgres|both] [--products N] [--skip-generate]`: the real server in its
 * own process on a generated catalogue, loaded with autocannon over loopback, beside a bare Fastify
 * process that answers the same number of bytes (the ceiling). Prints a table, writes results/load.json.
 */

interface Row extends LoadResult {
  db: DbKind | 'bare fastify';
  scenario: string;
  budgetMs?: number;
}

interface DbReport {
  db: DbKind;
  generateMs?: number;
  serverReadyMs: number;
  productById: Awaited<ReturnType<typeof productByIdLatency>>;
  rows: Row[];
  filteredBody: string;
}

async function benchDatabase(db: DbKind, args: Args, settings: LoadSettings): Promise<DbReport> {
  const target = benchTarget(db);
  const { dataDir, databaseUrl } = target;
  let generateMs: number | undefined;
  if (!args.skipGenerate) {
    console.log(`\n# ${db}: generating ${args.products.toLocaleString('en')} products`);
    generateMs = (await generate(target, args.products, (l) => console.log(`  ${l}`))).ms;
  }
  const server = await startShopServer({ dataDir, databaseUrl, log: `server-${db}` });
  const { base } = server;
  console.log(`\n# ${db}: server ready in ${ms(server.readyMs)} ms, loading`);
  const rows: Row[] = [];
  let sample: CatalogueSample;
  try {
    sample = await sampleCatalogue(httpGet(base));
    for (const scenario of scenarios(sample)) {
      const result = await load(base, scenario.target, settings);
      const budgetMs = scenario.budget && db === 'postgres' ? BUDGET_MS[scenario.budget] : undefined;
      rows.push({ db, scenario: scenario.name, ...result, budgetMs });
      console.log(`  ${scenario.name}: p99 ${result.p99} ms, ${Math.round(result.reqPerSec)} req/s`);
    }
  } finally {
    await server.stop();
  }
  // PGlite is one process's files: the query timing opens them only after the server has let go.
  const database = await openTarget(target);
  try {
    const productById = await productByIdLatency(database, sample.ids);
    return {
      db,
      generateMs,
      serverReadyMs: ms(server.readyMs),
      productById,
      rows,
      filteredBody: sample.filteredBody,
    };
  } finally {
    await database.destroy();
  }
}

/** The ceiling row of the report: a bare Fastify process answering a real listing's bytes. */
async function ceilingRow(body: string, settings: LoadSettings): Promise<Row> {
  const result = await benchCeiling(body, settings);
  return { db: 'bare fastify', scenario: `constant ${Buffer.byteLength(body)} B body (ceiling)`, ...result };
}

function verdict(row: Row): string {
  if (row.budgetMs === undefined) return '';
  return row.p99 <= row.budgetMs ? `≤ ${row.budgetMs} ok` : `≤ ${row.budgetMs} MISSED`;
}

function printReport(reports: DbReport[], ceiling: Row, settings: LoadSettings) {
  const rows = [...reports.flatMap((r) => r.rows), ceiling];
  console.log(
    `\n${settings.connections} connections, ${settings.durationSeconds} s per row after ${settings.warmupSeconds} s warm-up; bytes = headers + body; load average now ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  console.log(
    table(
      ['database', 'scenario', 'p50 ms', 'p99 ms', 'req/s', 'avg bytes', 'failures', 'p99 target'],
      rows.map((r) => [
        r.db,
        r.scenario,
        r.p50,
        r.p99,
        Math.round(r.reqPerSec),
        r.avgBytes,
        r.failures,
        verdict(r),
      ]),
    ),
  );
  console.log(
    `\n${table(
      ['database', 'generate s', 'server ready ms', 'product-by-id query p50 ms', 'p99 ms'],
      reports.map((r) => [
        r.db,
        r.generateMs === undefined ? 'reused' : ms(r.generateMs / 1000),
        r.serverReadyMs,
        r.productById.p50,
        r.productById.p99,
      ]),
    )}`,
  );
  return rows;
}

interface Args {
  dbs: DbKind[];
  products: number;
  skipGenerate: boolean;
}

function parse(): { args: Args; settings: LoadSettings } {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      products: { type: 'string', default: '100000' },
      'skip-generate': { type: 'boolean', default: false },
      connections: { type: 'string', default: '16' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
    },
  });
  const dbs = parseDbKinds(values.db);
  const products = Number(values.products);
  const settings = {
    connections: Number(values.connections),
    durationSeconds: Math.min(Number(values.duration), 60), // bounded: the machine is shared
    warmupSeconds: Math.min(Number(values.warmup), 10),
  };
  if (!Number.isInteger(products) || products < 1) throw new Error('--products must be a positive integer');
  return { args: { dbs, products, skipGenerate: values['skip-generate'] }, settings };
}

async function main() {
  const { args, settings } = parse();
  warnIfBusy();
  const reports: DbReport[] = [];
  for (const db of args.dbs) reports.push(await benchDatabase(db, args, settings));
  const ceiling = await ceilingRow((reports[0] as DbReport).filteredBody, settings);
  const rows = printReport(reports, ceiling, settings);
  const file = await saveResult('load', {
    products: args.skipGenerate ? 'reused' : args.products,
    settings,
    rows,
    databases: reports.map(({ rows: _rows, filteredBody: _body, ...rest }) => rest),
  });
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  if (rows.some((r) => r.failures > 0)) {
    console.error(
      'Some requests failed (non-2xx, errors or timeouts): see the failures column and results/*.log',
    );
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
