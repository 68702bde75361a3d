import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { percentile } from './lib/latency.js';
import { ROOT, startShopServer } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';

/**
 * `npm run lighthouse -w @shop/bench`: Lighthouse (mobile form factor, its default simulated throttling)
 * on the home page, a listing and a product page of the built shop, served by the real server on a fresh
 * embedded database with the demo shop, in Debian's Chromium. Prints each page's median over the runs.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

/** Lighthouse asks to be run again when Chromium's trace came back broken (a busy machine): up to twice more. */
async function auditWithRetry(url: string, port: number, reportFile?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, reportFile);
    } catch (err) {
      if (attempt === 3) throw err;
      console.warn(`${(err as Error).message}: running it again`);
    }
  }
}

/** One Lighthouse run; with `reportFile`, its whole JSON report is kept there (diagnostics to read). */
async function audit(url: string, port: number, reportFile?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  if (reportFile) await writeFile(reportFile, result.report as string);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
  };
}

/** The median of each measure separately (a run's scores need not all be its median's). */
function median(runs: Run[]): Run {
  const of = (key: keyof Run) =>
    percentile(
      [...runs.map((run) => run[key])].sort((a, b) => a - b),
      50,
    );
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
    cls: of('cls'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
  };
}

/** The pages measured: home, the whole catalogue listing, and the newest product. */
async function pages(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/v1/products`);
  const body = (await res.json()) as { products: { _id: string }[] };
  const product = body.products[0];
  if (!product) throw new Error('The demo shop has no products');
  return { home: '/', listing: '/products', product: `/product/${product._id}` };
}

/** A built web app served by the real server on its own fresh embedded database with the demo shop. */
async function serveBuild(webDist: string, log: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No built web app in ${webDist}: run npm run build -w @shop/web first.`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const server = await startShopServer({ dataDir, webDist, seed: true, log, timeoutMs: 600_000 });
  return {
    webDist,
    base: server.base,
    pages: await pages(server.base),
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Served = Awaited<ReturnType<typeof serveBuild>>;

const HEADERS = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'CLS', 'LCP ms', 'TBT ms'];
const rowOf = (name: string, m: Run) => [
  name,
  m.performance,
  m.accessibility,
  m['best-practices'],
  m.seo,
  m.cls,
  m.lcpMs,
  m.tbtMs,
];

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'web-dist': { type: 'string' },
      baseline: { type: 'string' },
      reports: { type: 'string' },
    },
  });
  const reports = values.reports ? path.resolve(values.reports) : undefined;
  if (reports) await mkdir(reports, { recursive: true });
  const runs = Math.max(1, Math.min(Number(values.runs) || 3, 10));
  warnIfBusy();
  // With --baseline, both builds are measured in alternation (A B, then B A, …): the machine's drift
  // during a long run then weighs on both alike, and the differences are paired run by run.
  const builds: Served[] = [
    await serveBuild(
      path.resolve(values['web-dist'] ?? path.join(ROOT, 'apps/web/dist')),
      'lighthouse-server',
    ),
  ];
  if (values.baseline) builds.push(await serveBuild(path.resolve(values.baseline), 'lighthouse-baseline'));
  const [candidate, baseline] = builds as [Served, Served | undefined];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const samples = new Map<Served, Record<string, Run[]>>(builds.map((build) => [build, {}]));
    for (const name of Object.keys(candidate.pages)) {
      for (let run = 1; run <= runs; run++) {
        const order = run % 2 === 1 ? builds : [...builds].reverse();
        for (const build of order) {
          const label = build === candidate ? name : `${name} (baseline)`;
          const reportFile =
            reports && path.join(reports, `${build === candidate ? '' : 'baseline-'}${name}-${run}.json`);
          const result = await auditWithRetry(build.base + build.pages[name], chrome.port, reportFile);
          const ofBuild = samples.get(build) as Record<string, Run[]>;
          ofBuild[name] = [...(ofBuild[name] ?? []), result];
          console.log(`${label} run ${run}: ${JSON.stringify(result)}`);
        }
      }
    }
    const medians = (build: Served) =>
      Object.fromEntries(
        Object.entries(samples.get(build) ?? {}).map(([name, runs]) => [name, median(runs)]),
      );
    const candidateMedians = medians(candidate);
    console.log(
      `\nMedian of ${runs} runs, mobile:\n${table(
        HEADERS,
        Object.entries(candidateMedians).map(([n, m]) => rowOf(n, m)),
      )}`,
    );
    let baselineMedians: Record<string, Run> | undefined;
    if (baseline) {
      baselineMedians = medians(baseline);
      console.log(
        `\nBaseline (${baseline.webDist}), same runs:\n${table(
          HEADERS,
          Object.entries(baselineMedians).map(([n, m]) => rowOf(n, m)),
        )}`,
      );
      // Run by run (the same moment of the machine), the candidate's score and blocking time minus the baseline's.
      const paired = Object.keys(candidate.pages).map((name) => {
        const ours = samples.get(candidate)?.[name] ?? [];
        const theirs = samples.get(baseline)?.[name] ?? [];
        const diff = (key: keyof Run) =>
          percentile(
            ours.map((run, i) => run[key] - (theirs[i]?.[key] ?? Number.NaN)).sort((a, b) => a - b),
            50,
          );
        return [name, diff('performance'), diff('tbtMs'), diff('lcpMs')];
      });
      console.log(
        `\nPaired median difference, candidate − baseline:\n${table(['page', 'perf', 'TBT ms', 'LCP ms'], paired)}`,
      );
    }
    const saved = await saveResult('lighthouse', {
      runs,
      webDist: candidate.webDist,
      medians: candidateMedians,
      ...(baseline ? { baseline: { webDist: baseline.webDist, medians: baselineMedians } } : {}),
    });
    console.log(`saved ${saved}`);
  } finally {
    chrome.kill();
    for (const build of builds) await build.stop();
  }
}

await main();
