import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { chromium, type Page } from 'playwright-core';
import { machineSpeed } from './lib/ceiling.js';
import { percentile } from './lib/latency.js';
import { ROOT } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';
import { type PageName, pagesOption, type Served, serveBuild } from './lib/shop-pages.js';

/**
 * `npm run build -w @shop/web && npm run traces -w @shop/bench -- [--runs 3] [--pages listing,ar-product]
 * [--web-dist DIR] [--baseline DIR] [--files] [--check]`: what a public page costs a phone's main thread from its request
 * until it has settled (the app's parts taken over, the network idle), from Chromium's trace with the CPU
 * slowed 4× (Lighthouse's mobile default):
 *
 * - the page's first-paint JavaScript: every script it fetched on its own, gzip as the server sends it;
 * - its main-thread time (every task), the JavaScript in it, the blocking part of each task after the
 *   first contentful paint (over 50 ms, as Total Blocking Time counts it) and the longest task;
 * - after it settled, how long a tap takes to answer (the Event Timing API's duration: from the tap to
 *   the next paint, 16 ms at least) on the product's Add to Cart and a listing's Filters button;
 * - with `--files`, the work per script file (V8's sampling profiler) and the document's parsing, style,
 *   layout and paint, with the longest task each ran in.
 *
 * Medians over the runs, checked against `BUDGETS` (`--check` exits 1 over one). With `--baseline DIR`
 * another build is traced in alternation, run by run, and the paired differences are printed.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; stackTrace?: { url?: string }[] } };
}

/** Per file: total main-thread ms and the longest task (ms) it ran in. */
type Work = Map<string, { ms: number; longest: number }>;

/** One page load's figures. */
interface Trace {
  /** gzip kB (1000 bytes) of the scripts the page fetched on its own until it settled. */
  firstPaintJsKb: number;
  /** Every main-thread task from the request until the page settled. */
  mainThreadMs: number;
  /** The JavaScript in them (profiler samples). */
  scriptMs: number;
  /** Σ (task − 50 ms) over the tasks after the first contentful paint (Total Blocking Time's rule). */
  blockingMs: number;
  longestTaskMs: number;
  /** The tap on the page's button (`TAPS`) once settled, ms until the next paint; none on other pages. */
  tapMs?: number;
  work: Work;
}

/** The button a shopper taps on each kind of page, by its name in the page's language. */
function tapOf(name: PageName): string | undefined {
  const words = name.startsWith('ar-') ? ar : en;
  const page = name.replace(/^ar-/, '');
  if (page === 'product') return words.productPage.addToCart;
  if (['listing', 'category', 'subcategory', 'search'].includes(page)) return words.catalog.filters;
  return undefined;
}

/**
 * Taps the button named `name` and returns the longest interaction the Event Timing API saw (its
 * duration runs to the next paint; one under 16 ms is not reported, and counts as 16).
 */
async function tapMs(page: Page, name: string): Promise<number> {
  // Run in the page (bench/ has no DOM types): the observer keeps the longest interaction.
  await page.evaluate(`window.longestTap = 16;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.longestTap = Math.max(window.longestTap, entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });`);
  await page.getByRole('button', { name, exact: true }).first().click();
  // The observer reports after the next paint: two frames and a little more.
  await page.waitForTimeout(500);
  return Number(await page.evaluate('window.longestTap'));
}

/** The renderer main thread that did the most work (the page's; an about:blank one comes first). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (t: TraceEvent) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = threads.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) throw new Error('No renderer main thread in the trace');
  return { pid: main.pid, tid: main.tid };
}

const fileOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith('/assets/') ? pathname.replace(/-[\w-]{8}\.js$/, '.js') : 'the document';
  } catch {
    return undefined;
  }
};

/** The document's own work (no script): trace event names, by what they are. */
const DOCUMENT_WORK: Record<string, string> = {
  ParseHTML: 'the document: parsing the HTML',
  UpdateLayoutTree: 'the document: style',
  Layout: 'the document: layout',
  PrePaint: 'the document: paint',
  Paint: 'the document: paint',
  Layerize: 'the document: paint',
  Commit: 'the document: paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

interface ProfileChunk {
  cpuProfile?: {
    nodes?: { id: number; parent?: number; callFrame: { url?: string; functionName?: string } }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

/**
 * The main thread's work by what it ran: JavaScript by the file of the function on top of each CPU
 * profile sample (V8's sampling profiler in the trace), the document's parsing, style, layout and
 * paint by their trace events. `longest`: the longest task (ms) in which the row's work ran.
 */
function workOf(events: TraceEvent[]): Omit<Trace, 'firstPaintJsKb'> {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = own.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const taskAt = (ts: number) => {
    let lo = 0;
    let hi = tasks.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const task = tasks[mid] as TraceEvent;
      if (ts < task.ts) hi = mid - 1;
      else if (ts > task.ts + (task.dur ?? 0)) lo = mid + 1;
      else return task;
    }
    return undefined;
  };
  const work: Work = new Map();
  const add = (name: string, ms: number, at: number) => {
    const entry = work.get(name) ?? { ms: 0, longest: 0 };
    const task = taskAt(at);
    work.set(name, { ms: entry.ms + ms, longest: Math.max(entry.longest, (task?.dur ?? 0) / 1000) });
  };
  for (const event of own) {
    const kind = DOCUMENT_WORK[event.name];
    if (kind) add(kind, (event.dur ?? 0) / 1000, event.ts);
  }
  // The sampling profile of the renderer's main thread: its chunks, in order, build one tree of nodes.
  const profile = events
    .filter((e) => e.pid === pid && e.name === 'ProfileChunk')
    .sort((a, b) => a.ts - b.ts);
  const urls = new Map<number, string | undefined>();
  let time = (
    events.find((e) => e.pid === pid && e.name === 'Profile') as TraceEvent & {
      args?: { data?: { startTime?: number } };
    }
  )?.args?.data?.startTime;
  for (const chunk of profile) {
    const data = (chunk.args as { data?: ProfileChunk } | undefined)?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const { url, functionName } = node.callFrame;
      urls.set(
        node.id,
        url ? fileOf(url) : functionName === '(garbage collector)' ? 'garbage collection' : undefined,
      );
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      time = (time ?? chunk.ts) + (deltas[i] ?? 0);
      const file = urls.get(samples[i] as number);
      const next = deltas[i + 1] ?? 0;
      if (file && file !== 'garbage collection') add(`script ${file}`, next / 1000, time);
    }
  }
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const ms = (task: TraceEvent) => (task.dur ?? 0) / 1000;
  const scriptMs = [...work]
    .filter(([name]) => name.startsWith('script '))
    .reduce((sum, [, w]) => sum + w.ms, 0);
  return {
    mainThreadMs: tasks.reduce((sum, task) => sum + ms(task), 0),
    scriptMs,
    blockingMs: tasks
      .filter((task) => task.ts >= firstPaint)
      .reduce((sum, task) => sum + Math.max(0, ms(task) - 50), 0),
    longestTaskMs: Math.max(0, ...tasks.map(ms)),
    work,
  };
}

/** gzip bytes of a built file, as the server's compression sends it (zlib's default level). */
const gzipCache = new Map<string, number>();
async function gzipBytes(webDist: string, pathname: string): Promise<number> {
  const file = path.join(webDist, pathname);
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(await readFile(file)).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

async function trace(url: string, webDist: string, tap?: string): Promise<Trace> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().resourceType() === 'script' && pathname.startsWith('/assets/'))
        scripts.add(pathname);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'toplevel',
        'loading',
      ],
    });
    await page.goto(url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    const sizes = await Promise.all([...scripts].map((pathname) => gzipBytes(webDist, pathname)));
    const firstPaintJsKb = Math.round(sizes.reduce((sum, bytes) => sum + bytes, 0) / 100) / 10;
    const tapped = tap ? { tapMs: await tapMs(page, tap) } : {};
    return { ...workOf(traceEvents), firstPaintJsKb, ...tapped };
  } finally {
    await browser.close();
  }
}

/**
 * Each public page's budget at 4× CPU (medians): first-paint JavaScript (gzip kB) and main-thread ms
 * until settled, set from what the islands reached (bench/README.md, issue 51), with some room for the
 * machine's noise on the main thread. `--check` fails a page over either.
 */
const BUDGETS: Record<PageName, { firstPaintJsKb: number; mainThreadMs: number }> = Object.fromEntries(
  pagesOption(undefined).map((name) => [
    name,
    // Arabic pages carry their own words. The JavaScript budget is the one that catches MUI or the
    // app coming back to a storefront page; the main thread's leaves room for a busy machine.
    { firstPaintJsKb: name.startsWith('ar-') ? 175 : 165, mainThreadMs: 3500 },
  ]),
) as Record<PageName, { firstPaintJsKb: number; mainThreadMs: number }>;

const FIGURES = ['firstPaintJsKb', 'mainThreadMs', 'scriptMs', 'blockingMs', 'longestTaskMs'] as const;
type Figure = (typeof FIGURES)[number];

const middle = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const round = (value: number) => Math.round(value * 10) / 10;

/** Each page's medians of a build's runs. */
function mediansOf(build: Served<Trace>): Record<string, Record<Figure, number>> {
  return Object.fromEntries(
    Object.entries(build.runs).map(([name, runs]) => [
      name,
      Object.fromEntries(
        FIGURES.map((figure) => [figure, round(middle(runs.map((run) => run[figure])))]),
      ) as Record<Figure, number>,
    ]),
  );
}

function summaryTable(build: Served<Trace>, withBudgets: boolean): string {
  const headers = [
    'page',
    'first-paint JS kB',
    'main thread ms',
    'script ms',
    'blocking ms',
    'longest task ms',
    'tap ms',
  ];
  const rows = Object.entries(mediansOf(build)).map(([name, m]) => {
    const taps = (build.runs[name] ?? []).flatMap((run) => (run.tapMs === undefined ? [] : [run.tapMs]));
    const budget = BUDGETS[name as PageName];
    const over = [
      m.firstPaintJsKb > budget.firstPaintJsKb && 'JS',
      m.mainThreadMs > budget.mainThreadMs && 'main thread',
    ].filter(Boolean);
    return [
      name,
      m.firstPaintJsKb,
      Math.round(m.mainThreadMs),
      Math.round(m.scriptMs),
      Math.round(m.blockingMs),
      Math.round(m.longestTaskMs),
      taps.length ? Math.round(middle(taps)) : '–',
      ...(withBudgets
        ? [
            `${budget.firstPaintJsKb} kB / ${budget.mainThreadMs} ms${over.length ? ` OVER: ${over.join(', ')}` : ''}`,
          ]
        : []),
    ];
  });
  return table(withBudgets ? [...headers, 'budget'] : headers, rows);
}

/** Per script file and the document's own work, medians over a page's runs. */
function filesTable(runs: Trace[]): string {
  const files = [...new Set(runs.flatMap((run) => [...run.work.keys()]))];
  const rows = files
    .map((file) => ({
      file,
      ms: middle(runs.map((run) => run.work.get(file)?.ms ?? 0)),
      longest: middle(runs.map((run) => run.work.get(file)?.longest ?? 0)),
    }))
    .filter((row) => row.ms >= 1)
    .sort((a, b) => b.ms - a.ms);
  return table(
    ['file', 'main-thread ms', 'longest task ms'],
    rows.map((row) => [row.file, Math.round(row.ms), Math.round(row.longest)]),
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      'web-dist': { type: 'string' },
      baseline: { type: 'string' },
      files: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
    },
  });
  const runs = Math.max(1, Math.min(Number(values.runs) || 3, 10));
  const measured = pagesOption(values.pages);
  warnIfBusy();
  const speed = await machineSpeed();
  const webDist = path.resolve(values['web-dist'] ?? path.join(ROOT, 'apps/web/dist'));
  const builds = [await serveBuild<Trace>(webDist, 'traces-server')];
  if (values.baseline) builds.push(await serveBuild<Trace>(path.resolve(values.baseline), 'traces-baseline'));
  const [candidate, baseline] = builds as [Served<Trace>, Served<Trace> | undefined];
  try {
    for (let run = 1; run <= runs; run++) {
      for (const name of measured) {
        for (const build of run % 2 === 1 ? builds : [...builds].reverse()) {
          const result = await trace(build.base + build.pages[name], build.webDist, tapOf(name));
          build.runs[name] = [...(build.runs[name] ?? []), result];
          const { work: _, ...figures } = result;
          console.log(
            `${name}${build === baseline ? ' (baseline)' : ''} run ${run}: ${JSON.stringify(figures)}`,
          );
        }
      }
    }
    const title = `CPU ${SLOWDOWN}× slower, median of ${runs}, machine ${speed.ofReference} × the reference`;
    if (values.files) {
      for (const build of builds) {
        for (const [name, traces] of Object.entries(build.runs)) {
          console.log(
            `\n${name}${build === baseline ? ' (baseline)' : ''} (${build.pages[name as PageName]}), ${title}:`,
          );
          console.log(filesTable(traces));
        }
      }
    }
    console.log(`\nUntil settled, ${title}:\n${summaryTable(candidate, true)}`);
    const medians = mediansOf(candidate);
    if (baseline) {
      console.log(`\nBaseline (${baseline.webDist}), same runs:\n${summaryTable(baseline, false)}`);
      const rows = Object.entries(candidate.runs).map(([name, ours]) => [
        name,
        ...FIGURES.map((figure) =>
          round(
            middle(ours.map((run, i) => run[figure] - (baseline.runs[name]?.[i]?.[figure] ?? Number.NaN))),
          ),
        ),
      ]);
      console.log(
        `\nPaired median difference, candidate − baseline:\n${table(['page', 'JS kB', 'main thread ms', 'script ms', 'blocking ms', 'longest task ms'], rows)}`,
      );
    }
    const over = Object.entries(medians).filter(([name, m]) => {
      const budget = BUDGETS[name as PageName];
      return m.firstPaintJsKb > budget.firstPaintJsKb || m.mainThreadMs > budget.mainThreadMs;
    });
    const saved = await saveResult('traces', {
      runsPerPage: runs,
      slowdown: SLOWDOWN,
      machine: speed.ofReference,
      budgets: BUDGETS,
      medians,
      ...(baseline ? { baseline: { webDist: baseline.webDist, medians: mediansOf(baseline) } } : {}),
    });
    console.log(`saved ${saved}`);
    if (over.length) console.log(`Over budget: ${over.map(([name]) => name).join(', ')}`);
    if (values.check && over.length) process.exitCode = 1;
  } finally {
    for (const build of builds) await build.stop();
  }
}

await main();
