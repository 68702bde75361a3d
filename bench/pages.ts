import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints, endpointUrl, listingQueryOf } from '@shop/shared';
import { generate } from './generate.js';
import { machineSpeed } from './lib/ceiling.js';
import { type LoadSettings, load } from './lib/load.js';
import { ROOT, startShopServer } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';
import { procStatus } from './lib/server-memory.js';
import { benchTarget, parseDbKinds } from './lib/targets.js';

/**
 * `npm run build -w @shop/web && npm run pages -w @shop/bench -- [--db pglite|postgres] [--products N]
 * [--skip-generate]`: the server-rendered HTML of listing pages against the JSON listing of the same
 * filter (decision 082), both asked as a browser asks (brotli or gzip), one after the other on the same
 * server and catalogue, beside the bare Fastify ceiling. Also the server's resident memory after each.
 */

/** Each pair: a page's URL and the API URL its listing asks, built the way the web app builds it. */
function pairs() {
  const listing = (pathname: string, scope: Parameters<typeof listingQueryOf>[0], query = '') => ({
    html: `${pathname}${query ? `?${query}` : ''}`,
    json: endpointUrl(endpoints.catalog.products, {
      query: listingQueryOf(scope, new URLSearchParams(query)),
    }),
  });
  return [
    { name: 'all products, page 1', ...listing('/products', {}) },
    { name: 'category + colour', ...listing('/productCat/Women', { category: 'Women' }, 'color=Red') },
    {
      name: 'subcategory across categories',
      ...listing('/productSubCats/Towels', { subcategory: 'Towels' }),
    },
    { name: 'keyword "cotton"', ...listing('/search/cotton', { keyword: 'cotton' }) },
  ];
}

const HEADERS = { 'accept-encoding': 'br, gzip, deflate', accept: '*/*' };

/** The resident memory of a process, in whole MB. */
const rssMb = async (pid: number) => Math.round((await procStatus(pid)).rss / 2 ** 20);

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'postgres' },
      products: { type: 'string', default: '100000' },
      'skip-generate': { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
    },
  });
  const [db] = parseDbKinds(values.db);
  if (!db) throw new Error('--db: one of pglite, postgres');
  const settings: LoadSettings = {
    connections: 16,
    durationSeconds: Math.min(Number(values.duration) || 10, 60),
    warmupSeconds: 3,
  };
  warnIfBusy();
  const speedBefore = await machineSpeed();
  const target = benchTarget(db);
  if (!values['skip-generate']) {
    console.log(`# ${db}: generating ${Number(values.products).toLocaleString('en')} products`);
    await generate(target, Number(values.products), (line) => console.log(`  ${line}`));
  }
  const server = await startShopServer({
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    webDist: path.join(ROOT, 'apps/web/dist'),
    log: `pages-${db}`,
  });
  const rows: (string | number)[][] = [];
  const results = [];
  try {
    const startMb = await rssMb(server.child.pid ?? 0);
    for (const pair of pairs()) {
      const first = await fetch(server.base + pair.html);
      const html = await first.text();
      if (!html.includes('data-server-rendered'))
        throw new Error(`${pair.html} was not rendered on the server`);
      const json = await load(server.base, () => ({ path: pair.json, headers: HEADERS }), settings);
      const jsonMb = await rssMb(server.child.pid ?? 0);
      const page = await load(server.base, () => ({ path: pair.html, headers: HEADERS }), settings);
      const htmlMb = await rssMb(server.child.pid ?? 0);
      const ratio = Math.round((100 * page.reqPerSec) / json.reqPerSec);
      results.push({ ...pair, json, html: page, ratioPercent: ratio, rssMb: { json: jsonMb, html: htmlMb } });
      rows.push([
        pair.name,
        Math.round(json.reqPerSec),
        json.p99,
        json.avgBytes,
        Math.round(page.reqPerSec),
        page.p99,
        page.avgBytes,
        `${ratio} %`,
        `${jsonMb} → ${htmlMb}`,
      ]);
      console.log(
        `  ${pair.name}: JSON ${Math.round(json.reqPerSec)} req/s, HTML ${Math.round(page.reqPerSec)} req/s`,
      );
    }
    const speedAfter = await machineSpeed();
    console.log(
      `\n${db}, 16 connections, ${settings.durationSeconds} s per row after a 3 s warm-up, br/gzip accepted; server RSS at start ${startMb} MB; machine ${speedBefore.ofReference} → ${speedAfter.ofReference} × the reference; load average ${os.loadavg()[0]?.toFixed(1)}\n`,
    );
    console.log(
      table(
        [
          'listing',
          'JSON req/s',
          'p99 ms',
          'bytes',
          'HTML req/s',
          'p99 ms',
          'bytes',
          'HTML / JSON',
          'RSS MB after JSON → HTML',
        ],
        rows,
      ),
    );
    const saved = await saveResult('pages', {
      db,
      settings,
      machine: { before: speedBefore.ofReference, after: speedAfter.ofReference },
      startRssMb: startMb,
      results,
    });
    console.log(`saved ${saved}`);
  } finally {
    await server.stop();
  }
}

await main();
