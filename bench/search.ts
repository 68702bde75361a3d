import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, migrateToLatest, openDatabase } from '@shop/server/bench';
import { endpoints } from '@shop/shared';
import { sql } from 'kysely';
import { translateCatalogue } from './catalogue.js';
import { BEFORE_OPTIONS, type Builds, buildsToCompare, median } from './lib/builds.js';
import { machineSpeed } from './lib/ceiling.js';
import { type LoadResult, type LoadSettings, load } from './lib/load.js';
import { RESULTS, type Started, startShopServer } from './lib/processes.js';
import { saveResult, table } from './lib/report.js';
import { api } from './lib/scenarios.js';

/**
 * `npm run search -w @shop/bench -- --before DIR --before-url URL [--pairs 4] [--duration 5]`: keyword
 * listing and live search (issue 36: names in three languages, folded) against the build before. The
 * build before runs from DIR (a worktree, with its node_modules) on its own copy of the catalogue
 * (`--before-url`, e.g. `CREATE DATABASE shop_bench_before TEMPLATE shop_bench`, taken before this
 * build migrated it); this build runs on BENCH_DATABASE_URL, a third of whose products get Arabic and
 * French names first. Both servers run at once, and each search is measured on one then the other,
 * seconds apart, in alternating order: on a shared machine whose speed drifts by minutes, only such
 * close pairs compare. A search typed in Arabic or French is asked in its language of both builds;
 * `--english-before` pairs it with the English one of its kind instead, for a build before issue 36
 * (no translated names).
 */

interface Search {
  name: string;
  path: string;
  /** The page's language (Accept-Language). */
  language: 'en' | 'ar' | 'fr';
  /** What the build before is asked in the same pair (the same search, or an English one for a translated one). */
  before: { name: string; path: string; language: Search['language'] };
}

function searches(codePrefix: string, englishBefore: boolean): Search[] {
  const keyword = (text: string) => ({
    name: `keyword "${text}"`,
    path: api(endpoints.catalog.products, { query: { keyword: text } }),
  });
  const suggest = (text: string) => ({
    name: `suggest "${text}"`,
    path: api(endpoints.catalog.suggest, { query: { q: text } }),
  });
  const inLanguage = (
    search: { name: string; path: string },
    language: Search['language'],
    english = search,
  ) => ({
    ...search,
    language,
    before: englishBefore ? { ...english, language: 'en' as const } : { ...search, language },
  });
  const [cotton, pyj] = [keyword('cotton'), suggest('pyj')];
  // The control: a listing without a keyword, which the search's matcher plays no part in.
  const women = {
    name: 'listing "Women"',
    path: api(endpoints.catalog.products, { query: { category: 'Women' } }),
  };
  return [
    inLanguage(women, 'en'),
    inLanguage(cotton, 'en'),
    inLanguage(pyj, 'en'),
    inLanguage(suggest(codePrefix), 'en'),
    inLanguage(keyword('قطن'), 'ar', cotton),
    inLanguage(suggest('بيج'), 'ar', pyj),
    inLanguage(keyword('velours'), 'fr', cotton),
  ];
}

interface Pair {
  pair: number;
  search: string;
  against: string;
  before: LoadResult;
  after: LoadResult;
}

/** The newest product's code start: the code-search suggestion both builds are asked. */
async function newestCodePrefix(base: string): Promise<string> {
  const res = await fetch(base + api(endpoints.catalog.products));
  const body = (await res.json()) as { products: { productId: string }[] };
  const code = body.products[0]?.productId;
  if (!code) throw new Error('The catalogue is empty');
  return code.slice(0, 7);
}

function startBuild(build: 'before' | 'after', args: Args): Promise<Started & { base: string }> {
  return startShopServer({
    dataDir: path.join(RESULTS, `data-search-${build}`),
    databaseUrl: build === 'before' ? args.beforeUrl : args.afterUrl,
    log: `server-search-${build}`,
    ...(build === 'before' ? { root: args.beforeRoot } : {}),
    timeoutMs: 300_000,
  });
}

async function measurePairs(args: Args, settings: LoadSettings): Promise<{ pairs: Pair[]; readyMs: object }> {
  const before = await startBuild('before', args);
  const after = await startBuild('after', args).catch(async (error: unknown) => {
    await before.stop();
    throw error;
  });
  const ask = (base: string, target: string, language: string) =>
    load(base, () => ({ path: target, headers: { 'accept-language': language } }), settings);
  const pairs: Pair[] = [];
  try {
    const wanted = searches(await newestCodePrefix(after.base), args.englishBefore);
    for (let pair = 1; pair <= args.pairs; pair++) {
      for (const search of wanted) {
        const askBefore = () => ask(before.base, search.before.path, search.before.language);
        const askAfter = () => ask(after.base, search.path, search.language);
        // Alternated: each build goes first as often as the other.
        let b: LoadResult;
        let a: LoadResult;
        if (pair % 2) {
          b = await askBefore();
          a = await askAfter();
        } else {
          a = await askAfter();
          b = await askBefore();
        }
        pairs.push({ pair, search: search.name, against: search.before.name, before: b, after: a });
        console.log(
          `  ${pair} ${search.name}: ${Math.round(b.reqPerSec)} → ${Math.round(a.reqPerSec)} req/s, p99 ${b.p99} → ${a.p99} ms`,
        );
      }
    }
  } finally {
    await Promise.all([before.stop(), after.stop()]);
  }
  return { pairs, readyMs: { before: Math.round(before.readyMs), after: Math.round(after.readyMs) } };
}

/** Per search: medians of each side, and the median of the pairs' ratios (this build against the one before). */
function summary(pairs: Pair[]) {
  return [...new Set(pairs.map((p) => p.search))].map((search) => {
    const of = pairs.filter((p) => p.search === search);
    const side = (key: 'before' | 'after') => {
      const results = of.map((p) => p[key]);
      return [
        Math.round(median(results.map((r) => r.reqPerSec))),
        `${median(results.map((r) => r.p50))} / ${median(results.map((r) => r.p99))}`,
      ];
    };
    const ratio = median(of.map((p) => p.after.reqPerSec / p.before.reqPerSec));
    const against = of[0]?.against ?? search;
    return [
      against === search ? search : `${search}, against ${against}`,
      ...side('before'),
      ...side('after'),
      `${ratio >= 1 ? '+' : ''}${Math.round(100 * ratio - 100)} %`,
    ];
  });
}

async function onDatabase(url: string, work: (db: Database) => Promise<unknown>): Promise<void> {
  const db = await openDatabase({ url });
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}

interface Args extends Builds {
  pairs: number;
  englishBefore: boolean;
}

function parse(): { args: Args; settings: LoadSettings } {
  const { values } = parseArgs({
    options: {
      ...BEFORE_OPTIONS,
      'english-before': { type: 'boolean', default: false },
      pairs: { type: 'string', default: '4' },
      connections: { type: 'string', default: '16' },
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
    },
  });
  return {
    args: {
      ...buildsToCompare(values),
      pairs: Math.min(Number(values.pairs), 8),
      englishBefore: values['english-before'],
    },
    settings: {
      connections: Number(values.connections),
      durationSeconds: Math.min(Number(values.duration), 30), // bounded: the machine is shared
      warmupSeconds: Math.min(Number(values.warmup), 10),
    },
  };
}

async function main() {
  const { args, settings } = parse();
  await onDatabase(args.afterUrl, async (db) => {
    await migrateToLatest(db);
    await translateCatalogue(db);
  });
  // Both catalogues as a settled shop has them: the migration rewrote this one's products.
  for (const url of [args.beforeUrl, args.afterUrl]) {
    await onDatabase(url, (db) => sql`VACUUM ANALYZE products`.execute(db));
  }
  const speedBefore = await machineSpeed();
  const { pairs, readyMs } = await measurePairs(args, settings);
  const speedAfter = await machineSpeed();
  console.log(
    `\n${settings.connections} connections, ${settings.durationSeconds} s per measure after ${settings.warmupSeconds} s warm-up; machine ${speedBefore.ofReference} → ${speedAfter.ofReference} × the reference ceiling; servers ready in ${JSON.stringify(readyMs)} ms\n`,
  );
  console.log(
    table(
      [
        'search',
        'before req/s',
        'before p50 / p99 ms',
        'after req/s',
        'after p50 / p99 ms',
        'paired after / before',
      ],
      summary(pairs),
    ),
  );
  await saveResult('search', { settings, speedBefore, speedAfter, readyMs, pairs });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
