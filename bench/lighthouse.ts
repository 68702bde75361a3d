import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineSpeed } from './lib/ceiling.js';
import { percentile } from './lib/latency.js';
import { ROOT } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';
import { pagesOption, type Served as ShopServed, serveBuild } from './lib/shop-pages.js';

/**
 * `npm run lighthouse -w @shop/bench`: Lighthouse (mobile form factor, its default simulated throttling)
 * on the pages shoppers land on (home, listings, a product, contact; in English and Arabic) of the built
 * shop, served by the real server on a fresh embedded database with the demo shop, in Debian's Chromium.
 * Prints each page's median over the runs, twice: with Lighthouse's default 4× CPU slowdown, and with the
 * slowdown calibrated from the run's own `benchmarkIndex` (`calibratedSlowdown`).
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One audit's figures. */
interface Scores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** The part of TBT that is Lighthouse's own page scripts (`_lighthouse-eval.js`), not the shop's. */
  lighthouseTbtMs: number;
}

/** One page load, audited with the default slowdown and with the calibrated one. */
interface Run {
  /** Lighthouse's measure of this host's speed for this run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** The CPU slowdown that makes this host a mid-tier phone (`calibratedSlowdown`). */
  slowdown: number;
  default: Scores;
  calibrated: Scores;
}

/** Lighthouse's mobile default: the CPU slowdown it applies whatever the host. */
const DEFAULT_SLOWDOWN = 4;

/**
 * A static page (one heading, one paragraph; no script, style or picture), audited in every run beside
 * the shop's: what Chromium's start of a page and Lighthouse's own work in it (its isolated world, the
 * scripts it runs there while it waits for the page to settle) cost with nothing of the page's own. The
 * calibrated slowdown multiplies every task of 10 ms or more: if these reached that, no page could
 * score above this one (they did not, 2026-11-30: 100 and 0 ms at 10.8–11.6×).
 */
const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A static page</title>
<meta name="description" content="One heading and one paragraph, to measure Lighthouse's floor.">
</head><body><h1>A static page</h1><p>One heading and one paragraph: nothing else.</p></body></html>`;

/** `STATIC_PAGE` served at its own address, with its runs. */
async function serveStaticPage() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(STATIC_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    runs: { 'a static page': [] as Run[] },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The CPU slowdown that emulates Lighthouse's mid-tier phone on this host, from the host's
 * `benchmarkIndex` as Lighthouse's throttling guide calibrates it (docs/throttling.md, the calculator it
 * links): 1,300 → 3×, 1,533 → 4×, one more per 233 above; one decimal, never under 1.
 */
function calibratedSlowdown(benchmarkIndex: number): number {
  const slowdown = 3 + (benchmarkIndex - 1300) / 233;
  return Math.max(1, Math.round(slowdown * 10) / 10);
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
    const artifacts = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-artifacts-'));
    try {
      return await audit(url, chrome.port, artifacts, reportFile);
    } catch (err) {
      if (attempt === 5) throw err;
      console.warn(`${(err as Error).message}: running it again`);
    } finally {
      chrome.kill();
      await rm(artifacts, { recursive: true, force: true });
    }
  }
}

const FLAGS = { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] as string[] } as const;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** A Lighthouse result's figures; with `reportFile`, its whole JSON report is kept there. */
async function scoresOf(result: Result | undefined, url: string, reportFile?: string): Promise<Scores> {
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
    lighthouseTbtMs: Math.round(ownBlockingMs(result.lhr)),
  };
}

/**
 * The blocking time of Lighthouse's own scripts that it runs in the page while it waits for the page to
 * be idle (its `long-tasks` audit names them `_lighthouse-eval.js`): their long tasks between the first
 * contentful paint and Time to Interactive, as Total Blocking Time counts them (each beyond 50 ms).
 */
function ownBlockingMs(lhr: Result['lhr']): number {
  const from = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const to = lhr.audits.interactive?.numericValue ?? 0;
  const details = lhr.audits['long-tasks']?.details as
    | { items?: { url?: string; startTime: number; duration: number }[] }
    | undefined;
  return (details?.items ?? [])
    .filter((task) => task.url?.includes('_lighthouse-eval') && task.startTime >= from && task.startTime < to)
    .reduce(
      (sum, task) => sum + Math.max(0, Math.min(task.startTime + task.duration, to) - task.startTime - 50),
      0,
    );
}

/**
 * One page load, audited twice from the same artifacts (the trace Lighthouse recorded unthrottled, which
 * its simulation slows down): with the default 4× slowdown, then with the slowdown calibrated from the
 * benchmarkIndex this very run measured. Both figures then come from one load, paired exactly. Lighthouse
 * refuses to audit with other settings than it gathered with: the saved artifacts' settings are given
 * the calibrated slowdown first.
 */
async function audit(url: string, port: number, artifacts: string, reportFile?: string): Promise<Run> {
  const gathered = await lighthouse(url, { ...FLAGS, port, gatherMode: artifacts, auditMode: artifacts });
  const atDefault = await scoresOf(gathered, url, reportFile);
  const benchmarkIndex = Math.round(gathered?.lhr.environment.benchmarkIndex ?? Number.NaN);
  const slowdown = calibratedSlowdown(benchmarkIndex);
  const file = path.join(artifacts, 'artifacts.json');
  const saved = JSON.parse(await readFile(file, 'utf8')) as {
    settings: { throttling: Record<string, number> };
  };
  const throttling = { ...saved.settings.throttling, cpuSlowdownMultiplier: slowdown };
  saved.settings.throttling = throttling;
  await writeFile(file, JSON.stringify(saved));
  const calibrated = await lighthouse(undefined, { ...FLAGS, auditMode: artifacts, throttling });
  const calibratedReport = reportFile?.replace(/\.json$/, '-calibrated.json');
  return {
    benchmarkIndex,
    slowdown,
    default: atDefault,
    calibrated: await scoresOf(calibrated, url, calibratedReport),
  };
}

const middle = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The median of each measure separately (a run's scores need not all be its median's). */
function median(runs: Scores[]): Scores {
  const of = (key: keyof Scores) => middle(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
    cls: of('cls'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    lighthouseTbtMs: of('lighthouseTbtMs'),
  };
}

type Served = ShopServed<Run>;

type Throttle = 'default' | 'calibrated';

/** Each page's median over a build's runs, at one slowdown. */
const mediansOf = (build: Pick<Served, 'runs'>, throttle: Throttle): Record<string, Scores> =>
  Object.fromEntries(
    Object.entries(build.runs).map(([name, runs]) => [name, median(runs.map((run) => run[throttle]))]),
  );

/** Each page's benchmarkIndex (median, lowest–highest) and the calibrated slowdown's median. */
const hostOf = (build: Pick<Served, 'runs'>) =>
  Object.fromEntries(
    Object.entries(build.runs).map(([name, runs]) => {
      const indexes = runs.map((run) => run.benchmarkIndex);
      return [
        name,
        {
          benchmarkIndex: middle(indexes),
          lowest: Math.min(...indexes),
          highest: Math.max(...indexes),
          slowdown: middle(runs.map((run) => run.slowdown)),
        },
      ];
    }),
  );

/** The medians as a table, under `title`; with the calibrated ones, the host's benchmarkIndex beside. */
function mediansTable(title: string, build: Pick<Served, 'runs'>, throttle: Throttle): string {
  const medians = mediansOf(build, throttle);
  const host = hostOf(build);
  const calibrated = throttle === 'calibrated';
  const headers = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'CLS',
    'LCP ms',
    'TBT ms',
    "of it Lighthouse's ms",
  ];
  const rows = Object.entries(medians).map(([name, m]) => {
    const h = host[name];
    return [
      name,
      m.performance,
      m.accessibility,
      m['best-practices'],
      m.seo,
      m.cls,
      m.lcpMs,
      m.tbtMs,
      m.lighthouseTbtMs,
      ...(calibrated && h ? [`${h.benchmarkIndex} (${h.lowest}–${h.highest})`, `${h.slowdown}×`] : []),
    ];
  });
  return `\n${title}:\n${table(calibrated ? [...headers, 'benchmarkIndex', 'slowdown'] : headers, rows)}`;
}

/** Run by run (the same moment of the machine), the candidate's measure minus the baseline's, medians. */
function pairedTable(candidate: Served, baseline: Served): string {
  const rows = Object.entries(candidate.runs).map(([name, ours]) => {
    const theirs = baseline.runs[name] ?? [];
    const diff = (throttle: Throttle, key: keyof Scores) =>
      middle(ours.map((run, i) => run[throttle][key] - (theirs[i]?.[throttle][key] ?? Number.NaN)));
    return [
      name,
      diff('default', 'performance'),
      diff('default', 'tbtMs'),
      diff('default', 'lcpMs'),
      diff('calibrated', 'performance'),
      diff('calibrated', 'tbtMs'),
      diff('calibrated', 'lcpMs'),
    ];
  });
  const headers = ['page', '4× perf', '4× TBT ms', '4× LCP ms', 'cal. perf', 'cal. TBT ms', 'cal. LCP ms'];
  return `\nPaired median difference, candidate − baseline:\n${table(headers, rows)}`;
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
  const measured = pagesOption(values.pages);
  const reports = values.reports ? path.resolve(values.reports) : undefined;
  if (reports) await mkdir(reports, { recursive: true });
  const runs = Math.max(1, Math.min(Number(values.runs) || 3, 10));
  warnIfBusy();
  // Lighthouse scales the CPU time it observes: the machine's speed before and after says how to read TBT.
  const speedBefore = await machineSpeed();
  // With --baseline, both builds are measured in alternation (A B, then B A, …): the machine's drift
  // during a long run then weighs on both alike, and the differences are paired run by run.
  const builds: Served[] = [
    await serveBuild<Run>(
      path.resolve(values['web-dist'] ?? path.join(ROOT, 'apps/web/dist')),
      'lighthouse-server',
    ),
  ];
  if (values.baseline)
    builds.push(await serveBuild<Run>(path.resolve(values.baseline), 'lighthouse-baseline'));
  const [candidate, baseline] = builds as [Served, Served | undefined];
  let staticPage: Awaited<ReturnType<typeof serveStaticPage>> | undefined;
  try {
    staticPage = await serveStaticPage();
    // Run by run, every page in turn: the machine's drift weighs on each page alike, so that pages can be
    // compared with each other within one set of runs.
    for (let run = 1; run <= runs; run++) {
      for (const name of measured) {
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
      const floor = await auditWithRetry(staticPage.url);
      staticPage.runs['a static page'].push(floor);
      console.log(`a static page run ${run}: ${JSON.stringify(floor)}`);
    }
    const speedAfter = await machineSpeed();
    const machine = `machine ${speedBefore.ofReference} → ${speedAfter.ofReference} × the reference`;
    console.log(
      mediansTable(
        `Median of ${runs} runs, mobile, ${DEFAULT_SLOWDOWN}× CPU (${machine})`,
        candidate,
        'default',
      ),
    );
    console.log(
      mediansTable(
        `Same runs, CPU slowdown calibrated from each run's benchmarkIndex`,
        candidate,
        'calibrated',
      ),
    );
    console.log(
      mediansTable(`The floor (STATIC_PAGE), same runs, ${DEFAULT_SLOWDOWN}× CPU`, staticPage, 'default'),
    );
    console.log(mediansTable('The floor, calibrated', staticPage, 'calibrated'));
    if (baseline) {
      console.log(
        mediansTable(
          `Baseline (${baseline.webDist}), same runs, ${DEFAULT_SLOWDOWN}× CPU`,
          baseline,
          'default',
        ),
      );
      console.log(mediansTable('Baseline, calibrated', baseline, 'calibrated'));
      console.log(pairedTable(candidate, baseline));
    }
    const figures = (build: Served) => ({
      webDist: build.webDist,
      host: hostOf(build),
      medians: mediansOf(build, 'default'),
      calibrated: mediansOf(build, 'calibrated'),
      runs: build.runs,
    });
    const saved = await saveResult('lighthouse', {
      runsPerPage: runs,
      machine: { before: speedBefore.ofReference, after: speedAfter.ofReference },
      ...figures(candidate),
      ...(baseline ? { baseline: figures(baseline) } : {}),
      staticPage: {
        medians: mediansOf(staticPage, 'default'),
        calibrated: mediansOf(staticPage, 'calibrated'),
        host: hostOf(staticPage),
      },
    });
    console.log(`saved ${saved}`);
  } finally {
    await staticPage?.stop();
    for (const build of builds) await build.stop();
  }
}

await main();
