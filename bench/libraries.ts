import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { endpoints, endpointUrl } from '@shop/shared';
import { sql } from 'kysely';
import { machineSpeed } from './lib/ceiling.js';
import { ROOT } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';

/**
 * `node --expose-gc --import tsx bench/libraries.ts --before DIR [--url URL] [--rounds 5]`
 * (`npm run libraries -w @shop/bench -- …`): the parts issue 50 gave to libraries (lru-cache,
 * csv-stringify, @fastify/accept-negotiator) against the hand-written ones they replaced, on their hot
 * paths. Both builds are loaded in this one process (DIR: a copy of the build before, e.g.
 * `git archive <commit> | tar -x -C DIR`, with a node_modules whose `@shop/*` point into DIR) and timed
 * in alternation, the order swapped every round, so that the machine's load falls on both alike:
 * - the listing's versioned cache: 2,000,000 look-ups of 800 page keys in a memory of 500 (about 80 %
 *   hits), the version moving every 10,000 as orders move it;
 * - the page memory (`RenderedPages`): a remembered page served (the hit), one whose answers are asked
 *   for again and found the same (the recheck), and new pages of ~110 kB rendered and compressed (a miss);
 * - Accept-Language and Accept-Encoding as browsers send them, negotiated;
 * - with `--url` (a PostgreSQL database with a generated catalogue and orders: `npm run generate`, then
 *   `npm run dashboard` makes the orders): the search snapshot's memory (a keyword's first page, which no
 *   memory answers, its next pages, which it does, and the snapshot's heap), and the CSV of every order (`ordersCsv`, read as the route reads it): time,
 *   this process's CPU (the pg driver and the writer; PostgreSQL's is the same for both), bytes and the
 *   heap's peak above where it started; then read slowly (20 ms after each batch) by a process whose V8
 *   old space is capped at 128 MB, as `dashboard.ts` reads it, where only what the download holds stays.
 * Medians of the rounds, and after / before per round (paired).
 */

// biome-ignore lint/suspicious/noExplicitAny: two builds' modules, loaded by path
type Module = Record<string, any>;
type Loader = (file: string) => Promise<Module>;

interface Build {
  name: 'before' | 'after';
  server: Loader;
  shared: Loader;
}

const builds = (before: string): Build[] =>
  (
    [
      ['before', path.resolve(before)],
      ['after', ROOT],
    ] as const
  ).map(([name, root]) => ({
    name,
    server: (file) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href),
    shared: (file) => import(pathToFileURL(path.join(root, 'packages/shared/src', file)).href),
  }));

const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** A deterministic sequence of `count` indexes below `range`, a fifth of them taking most of the draws. */
function skewed(count: number, range: number): Uint16Array {
  const out = new Uint16Array(count);
  let seed = 42;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    const r = seed / 2 ** 32;
    out[i] = Math.floor(range * r ** 2.5);
  }
  return out;
}

async function versionedCache(build: Build): Promise<number> {
  const { VersionedCache } = await build.server('modules/catalog/versioned-cache.ts');
  const cache = new VersionedCache(500);
  const keys = Array.from(
    { length: 800 },
    (_, i) => `en:[["category","Women"],["color","C${i % 40}"]]@${i}+12`,
  );
  const draws = skewed(2_000_000, keys.length);
  const value = { products: '[]', productsCount: 100_000, filteredProductCount: 1234, maxPrice: 9 };
  let version = 1;
  const started = performance.now();
  for (let i = 0; i < draws.length; i++) {
    const key = keys[draws[i] as number] as string;
    if (cache.get(key)?.version !== version) cache.set(key, { version, value });
    if (i % 10_000 === 9_999) version++;
  }
  return (1e6 * (performance.now() - started)) / draws.length;
}

/** A listing's page as the server draws it: ~110 kB of HTML, different for every page. */
function listingHtml(page: number): string {
  const items = Array.from(
    { length: 60 },
    (_, i) =>
      `<li class="product-card"><a href="/product/p${page}-${i}"><img src="/images/p${page}-${i}-480.webp" alt="Cotton pyjama set ${page * 60 + i}" width="480" height="600"/><h3>Cotton pyjama set ${page * 60 + i}</h3><p class="price">${(page * 7919 + i * 104_729) % 5_000_000} LBP</p><p class="stock">${i % 5} left</p></a></li>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><title>Page ${page}</title></head><body><ul>${items.repeat(5)}</ul></body></html>`;
}

async function renderedPages(build: Build): Promise<Record<string, number>> {
  const { RenderedPages } = await build.server('modules/pages/rendered-pages.ts');
  const answer = { status: 200, body: JSON.stringify({ products: listingHtml(0).slice(0, 20_000) }) };
  const get = async () => answer;
  const html = listingHtml(1);
  const render = async (answered: typeof get) => {
    await answered();
    return html;
  };
  const urls = [
    endpointUrl(endpoints.catalog.products, { query: { page: 1 } }),
    endpointUrl(endpoints.settings.shop),
  ];
  const time = async (calls: number, call: (i: number) => Promise<unknown>) => {
    const started = performance.now();
    for (let i = 0; i < calls; i++) await call(i);
    return (performance.now() - started) / calls;
  };
  const remembered = new RenderedPages(24 * 2 ** 20, async () => 1);
  await remembered.page('/products', 'shell', urls, get, render);
  const hitUs = 1000 * (await time(200_000, () => remembered.page('/products', 'shell', urls, get, render)));
  // recheckMs 0: every request asks for the page's answers again, and finds them the same.
  const rechecked = new RenderedPages(24 * 2 ** 20, async () => 1, 0);
  await rechecked.page('/products', 'shell', urls, get, render);
  const recheckUs =
    1000 * (await time(50_000, () => rechecked.page('/products', 'shell', urls, get, render)));
  // The same, 16 requests at once (as under load, after an order moved the version), each answer a turn
  // of the event loop away, as the in-process API answers are.
  const apart = async () => {
    await new Promise(setImmediate);
    return answer;
  };
  const together = new RenderedPages(24 * 2 ** 20, async () => 1, 0);
  await together.page('/products', 'shell', urls, apart, render);
  const sixteen = () => together.page('/products', 'shell', urls, apart, render);
  const recheck16Us =
    (1000 / 16) * (await time(5_000, () => Promise.all(Array.from({ length: 16 }, sixteen))));
  // New pages until the 24 MB are full and pages are dropped for new ones.
  const pages = Array.from({ length: 300 }, (_, i) => listingHtml(i + 2));
  const missing = new RenderedPages(24 * 2 ** 20, async () => 1);
  const missMs = await time(pages.length, (i) =>
    missing.page(`/products?page=${i}`, 'shell', urls, get, async () => pages[i] as string),
  );
  return { hitUs, recheckUs, recheck16Us, missMs };
}

const LANGUAGES = [
  'fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7',
  'ar-LB,ar;q=0.9,en-US;q=0.8,en;q=0.7',
  'en-US,en;q=0.9',
  'fr,fr-FR;q=0.8,en-US;q=0.5,en;q=0.3',
  'de-DE,de;q=0.9,en;q=0.8',
  'ar',
  'fr',
  'en',
];
const ENCODINGS = [
  'gzip, deflate, br, zstd',
  'gzip, deflate, br',
  'gzip, deflate',
  'br',
  'identity',
  'gzip;q=1.0, identity; q=0.5, *;q=0',
];

async function negotiation(build: Build): Promise<{ languageNs: number; encodingNs: number }> {
  const { negotiateLocale } =
    build.name === 'before' ? await build.shared('i18n/locales.ts') : await build.server('plugins/locale.ts');
  const { preferredEncoding } = await build.server('plugins/web.ts');
  const calls = 1_000_000;
  let found = 0;
  let started = performance.now();
  for (let i = 0; i < calls; i++) {
    if (negotiateLocale(LANGUAGES[i % LANGUAGES.length], i % 3 === 0 ? 'ar' : undefined) === 'fr') found++;
  }
  const languageNs = (1e6 * (performance.now() - started)) / calls;
  started = performance.now();
  for (let i = 0; i < calls; i++) if (preferredEncoding(ENCODINGS[i % ENCODINGS.length]) === 'br') found++;
  const encodingNs = (1e6 * (performance.now() - started)) / calls;
  if (found === 0) throw new Error('nothing negotiated');
  return { languageNs, encodingNs };
}

async function snapshotMemory(build: Build, db: unknown, words: string[]) {
  const { Snapshot } = await build.server('modules/catalog/search-snapshot.ts');
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const snapshot = await Snapshot.read(db);
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const outline = (word: string, page: number) =>
    snapshot.outline({ keyword: word }, { limit: 12, offset: 12 * page });
  // The matcher warmed up on words that are not measured, then each word's first page: a search no
  // memory answers, then remembered.
  for (const change of ['', 'q']) for (const word of words) outline([...word].reverse().join('') + change, 0);
  let started = performance.now();
  for (const word of words) outline(word, 0);
  const firstPageUs = (1000 * (performance.now() - started)) / words.length;
  started = performance.now();
  let calls = 0;
  for (let round = 0; round < 200; round++) {
    for (const word of words) for (let page = 1; page <= 4; page++, calls++) outline(word, page);
  }
  return { heapMb, firstPageUs, nextPageUs: (1000 * (performance.now() - started)) / calls };
}

async function ordersCsv(build: Build, db: unknown, pauseMs = 0) {
  const { ordersCsv: csv } = await build.server('modules/orders/csv.ts');
  gc();
  const heapStart = process.memoryUsage().heapUsed;
  let heapPeak = heapStart;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 20);
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of Readable.from(csv(db, {}), { highWaterMark: 1 })) {
    bytes += Buffer.byteLength(chunk);
    if (pauseMs) await sleep(pauseMs);
  }
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  return {
    ms,
    cpuMs: (used.user + used.system) / 1000,
    mb: bytes / 1e6,
    heapPeakMb: (heapPeak - heapStart) / 2 ** 20,
  };
}

/**
 * The CSV read slowly (a pause after each chunk) by a process of its own whose V8 old space is capped at
 * 128 MB, as `dashboard.ts` reads it: garbage cannot hide there what the download holds.
 */
async function cappedCsv(build: Build, before: string, url: string): Promise<Record<string, number>> {
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=128', '--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, CSV_CHILD: JSON.stringify({ build: build.name, before, url }) },
    },
  );
  let out = '';
  child.stdout.on('data', (data) => {
    out += data;
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`the CSV child exited with ${code}`);
  const { ms, heapPeakMb } = JSON.parse(out.trim().split('\n').at(-1) as string);
  return { slowMs: ms, slowHeapPeakMb: heapPeakMb };
}

async function csvChild({ build, before, url }: { build: Build['name']; before: string; url: string }) {
  const chosen = builds(before).find((b) => b.name === build) as Build;
  const { openDatabase } = await chosen.server('db/database.ts');
  const db = await openDatabase({ url });
  try {
    console.log(JSON.stringify(await ordersCsv(chosen, db, 20)));
  } finally {
    await db.destroy();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Runs `measure` on both builds `rounds` times, alternating which goes first; each figure by build. */
async function paired<T extends Record<string, number>>(
  all: Build[],
  rounds: number,
  measure: (build: Build) => Promise<T>,
): Promise<Record<string, { before: number[]; after: number[] }>> {
  const figures: Record<string, { before: number[]; after: number[] }> = {};
  for (let round = 0; round < rounds; round++) {
    for (const build of round % 2 ? [...all].reverse() : all) {
      gc();
      for (const [name, value] of Object.entries(await measure(build))) {
        figures[name] ??= { before: [], after: [] };
        figures[name][build.name].push(value);
      }
    }
  }
  return figures;
}

async function main() {
  const { values } = parseArgs({
    options: {
      before: { type: 'string' },
      url: { type: 'string' },
      rounds: { type: 'string', default: '5' },
      'csv-rounds': { type: 'string', default: '3' },
      parts: { type: 'string', default: 'cache,pages,negotiation,snapshot,csv' },
    },
  });
  if (!values.before)
    throw new Error('Give --before DIR, a copy of the build before (see the top of this file).');
  if (!(globalThis as { gc?: unknown }).gc) throw new Error('Run with node --expose-gc --import tsx.');
  warnIfBusy();
  const all = builds(values.before);
  const rounds = Number(values.rounds);
  const speedBefore = await machineSpeed(5);
  const parts = new Set(values.parts.split(','));
  const results: Record<string, Record<string, { before: number[]; after: number[] }>> = {};
  if (parts.has('cache')) {
    results['versioned cache (ns/look-up)'] = await paired(all, rounds, async (b) => ({
      lookUp: await versionedCache(b),
    }));
  }
  if (parts.has('pages')) results['page memory'] = await paired(all, rounds, renderedPages);
  if (parts.has('negotiation')) results['negotiation (ns/header)'] = await paired(all, rounds, negotiation);
  if (values.url && (parts.has('snapshot') || parts.has('csv'))) {
    const { openDatabase } = await (all[1] as Build).server('db/database.ts');
    const db = await openDatabase({ url: values.url });
    try {
      const { rows } = await sql<{ word: string }>`
        select distinct lower(w) as word from products, regexp_split_to_table(name, '\\s+') w
        order by 1 limit 60`.execute(db);
      const words = rows.map((r) => r.word).filter((w) => /^[a-z]{3,}$/.test(w));
      if (parts.has('snapshot')) {
        results['search snapshot'] = await paired(all, rounds, (b) => snapshotMemory(b, db, words));
      }
      if (parts.has('csv')) {
        results['orders CSV'] = await paired(all, Number(values['csv-rounds']), (b) => ordersCsv(b, db));
        results['orders CSV, capped'] = await paired(all, 2, (b) =>
          cappedCsv(b, values.before as string, values.url as string),
        );
      }
    } finally {
      await db.destroy();
    }
  }
  const speedAfter = await machineSpeed(5);
  const rows = Object.entries(results).flatMap(([part, figures]) =>
    Object.entries(figures).map(([figure, { before, after }]) => [
      part,
      figure,
      round2(median(before)),
      round2(median(after)),
      `${before.map(round2).join(' / ')}`,
      `${after.map(round2).join(' / ')}`,
      after.map((a, i) => `${Math.round((100 * a) / (before[i] as number)) - 100} %`).join(', '),
    ]),
  );
  console.log(
    table(
      [
        'part',
        'figure',
        'before (median)',
        'after (median)',
        'before, run by run',
        'after, run by run',
        'after / before − 1, per round',
      ],
      rows,
    ),
  );
  console.log(`Machine: ${speedBefore.ofReference} → ${speedAfter.ofReference} × the reference`);
  await saveResult('libraries', { speed: [speedBefore, speedAfter], results });
}

const childArgs = process.env.CSV_CHILD;
(childArgs ? csvChild(JSON.parse(childArgs)) : main()).catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
