import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints, endpointUrl } from '@shop/shared';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineSpeed } from './lib/ceiling.js';
import { percentile } from './lib/latency.js';
import { ROOT, startShopServer } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';

/**
 * `npm run lighthouse -w @shop/bench`: Lighthouse (mobile form factor, its default simulated throttling)
 * on the pages shoppers land on (home, listings, a product, contact) of the built shop, served by the real server on a fresh
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

/**
 * One audit in a Chromium of its own, as Lighthouse's command line does (a fresh profile: nothing cached
 * from the run before). Lighthouse asks to be run again when Chromium's trace came back broken
 * (NO_NAVSTART and the like, now and then even on a quiet machine): up to four more times.
 */
async function auditWithRetry(url: string, reportFile?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      return await audit(url, chrome.port, reportFile);
    } catch (err) {
      if (attempt === 5) throw err;
      console.warn(`${(err as Error).message}: running it again`);
    } finally {
      chrome.kill();
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

const PAGES = [
  'home',
  'listing',
  'category',
  'subcategory',
  'search',
  'product',
  'contact',
  'ar-home',
  'ar-listing',
  'ar-product',
] as const;
type PageName = (typeof PAGES)[number];

/**
 * The pages measured: home, the whole catalogue listing, the listings shoppers land on from the home
 * tiles, the menu and the search box (a category, a subcategory across categories, a keyword), the
 * newest product and the contact page; and in Arabic (right to left, issue 36) home, listing and product.
 */
async function pages(base: string): Promise<Record<PageName, string>> {
  const res = await fetch(`${base}${endpointUrl(endpoints.catalog.products)}`);
  const body = (await res.json()) as { products: { _id: string }[] };
  const product = body.products[0];
  if (!product) throw new Error('The demo shop has no products');
  return {
    home: '/',
    listing: '/products',
    category: '/productCat/Women',
    subcategory: '/productSubCats/Towels',
    search: '/search/pyjama',
    product: `/product/${product._id}`,
    contact: '/contactus',
    'ar-home': '/ar',
    'ar-listing': '/ar/products',
    'ar-product': `/ar/product/${product._id}`,
  };
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
    /** Each page's runs, in order. */
    runs: {} as Record<string, Run[]>,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Served = Awaited<ReturnType<typeof serveBuild>>;

/** Each page's median over a build's runs. */
const mediansOf = (build: Served): Record<string, Run> =>
  Object.fromEntries(Object.entries(build.runs).map(([name, runs]) => [name, median(runs)]));

/** The medians as a table, under `title`. */
function mediansTable(title: string, medians: Record<string, Run>): string {
  const headers = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'CLS', 'LCP ms', 'TBT ms'];
  const rows = Object.entries(medians).map(([name, m]) => [
    name,
    m.performance,
    m.accessibility,
    m['best-practices'],
    m.seo,
    m.cls,
    m.lcpMs,
    m.tbtMs,
  ]);
  return `\n${title}:\n${table(headers, rows)}`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'web-dist': { type: 'string' },
      baseline: { type: 'string' },
      reports: { type: 'string' },
      // Some of the pages only, e.g. `--pages product` while working on one of them.
      pages: { type: 'string' },
    },
  });
  const measured = values.pages ? values.pages.split(',') : [...PAGES];
  const unknown = measured.filter((page) => !(PAGES as readonly string[]).includes(page));
  if (unknown.length)
    throw new Error(`--pages: no page ${unknown.join(', ')} (the pages: ${PAGES.join(', ')})`);
  const reports = values.reports ? path.resolve(values.reports) : undefined;
  if (reports) await mkdir(reports, { recursive: true });
  const runs = Math.max(1, Math.min(Number(values.runs) || 3, 10));
  warnIfBusy();
  // Lighthouse scales the CPU time it observes: the machine's speed before and after says how to read TBT.
  const speedBefore = await machineSpeed();
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
  try {
    // Run by run, every page in turn: the machine's drift weighs on each page alike, so that pages can be
    // compared with each other within one set of runs.
    for (let run = 1; run <= runs; run++) {
      for (const name of measured as PageName[]) {
        const order = run % 2 === 1 ? builds : [...builds].reverse();
        for (const build of order) {
          const prefix = build === candidate ? '' : 'baseline-';
          const reportFile = reports && path.join(reports, `${prefix}${name}-${run}.json`);
          const result = await auditWithRetry(build.base + build.pages[name], reportFile);
          build.runs[name] = [...(build.runs[name] ?? []), result];
          console.log(
            `${build === candidate ? name : `${name} (baseline)`} run ${run}: ${JSON.stringify(result)}`,
          );
        }
      }
    }
    const speedAfter = await machineSpeed();
    const medians = mediansOf(candidate);
    console.log(
      mediansTable(
        `Median of ${runs} runs, mobile (machine ${speedBefore.ofReference} → ${speedAfter.ofReference} × the reference)`,
        medians,
      ),
    );
    if (baseline) {
      console.log(mediansTable(`Baseline (${baseline.webDist}), same runs`, mediansOf(baseline)));
      // Run by run (the same moment of the machine), the candidate's measure minus the baseline's.
      const paired = Object.entries(candidate.runs).map(([name, ours]) => {
        const theirs = baseline.runs[name] ?? [];
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
      machine: { before: speedBefore.ofReference, after: speedAfter.ofReference },
      webDist: candidate.webDist,
      medians,
      ...(baseline ? { baseline: { webDist: baseline.webDist, medians: mediansOf(baseline) } } : {}),
    });
    console.log(`saved ${saved}`);
  } finally {
    for (const build of builds) await build.stop();
  }
}

await main();
