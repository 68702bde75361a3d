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

/** Lighthouse asks to be run again when Chromium's trace came back broken (a busy machine): once more. */
async function auditWithRetry(url: string, port: number, reportFile?: string): Promise<Run> {
  try {
    return await audit(url, port, reportFile);
  } catch (err) {
    console.warn(`${(err as Error).message}: running it again`);
    return audit(url, port, reportFile);
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

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'web-dist': { type: 'string' },
      reports: { type: 'string' },
    },
  });
  const reports = values.reports ? path.resolve(values.reports) : undefined;
  if (reports) await mkdir(reports, { recursive: true });
  const runs = Math.max(1, Math.min(Number(values.runs) || 3, 10));
  const webDist = path.resolve(values['web-dist'] ?? path.join(ROOT, 'apps/web/dist'));
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No built web app in ${webDist}: run npm run build -w @shop/web first.`);
  }
  warnIfBusy();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const server = await startShopServer({
    dataDir,
    webDist,
    seed: true,
    log: 'lighthouse-server',
    timeoutMs: 600_000,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const medians: Record<string, Run> = {};
    for (const [name, pathname] of Object.entries(await pages(server.base))) {
      const samples: Run[] = [];
      for (let run = 1; run <= runs; run++) {
        const reportFile = reports && path.join(reports, `${name}-${run}.json`);
        samples.push(await auditWithRetry(server.base + pathname, chrome.port, reportFile));
        console.log(`${name} run ${run}: ${JSON.stringify(samples.at(-1))}`);
      }
      medians[name] = median(samples);
    }
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
    console.log(`\nMedian of ${runs} runs, mobile:\n${table(headers, rows)}`);
    console.log(`saved ${await saveResult('lighthouse', { runs, webDist, medians })}`);
  } finally {
    chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
