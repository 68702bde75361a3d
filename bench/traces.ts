import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints, endpointUrl } from '@shop/shared';
import { chromium } from 'playwright-core';
import { machineSpeed } from './lib/ceiling.js';
import { percentile } from './lib/latency.js';
import { ROOT, startShopServer } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';

/**
 * `npm run build -w @shop/web && npm run traces -w @shop/bench -- [--runs 3] [--pages listing,product]`:
 * the main thread's work while a server-rendered page loads and hydrates, from Chromium's trace with the
 * CPU slowed 4× (as Lighthouse's mobile run simulates it): JavaScript per script file (V8's sampling
 * profiler), and the document's parsing, style, layout and paint. Median ms over the runs, and the
 * longest task each ran in.
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
function workOf(events: TraceEvent[]): Work {
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
  return work;
}

async function trace(url: string): Promise<Work> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'toplevel',
      ],
    });
    await page.goto(url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    return workOf(traceEvents);
  } finally {
    await browser.close();
  }
}

const PAGES = ['home', 'listing', 'category', 'search', 'product', 'contact', 'login'] as const;

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: 'listing,category,product' },
    },
  });
  const runs = Math.max(1, Math.min(Number(values.runs) || 3, 10));
  const measured = values.pages
    .split(',')
    .filter((name): name is (typeof PAGES)[number] => (PAGES as readonly string[]).includes(name));
  warnIfBusy();
  const speed = await machineSpeed();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-traces-'));
  const webDist = path.join(ROOT, 'apps/web/dist');
  const server = await startShopServer({
    dataDir,
    webDist,
    seed: true,
    log: 'traces-server',
    timeoutMs: 600_000,
  });
  const results: Record<string, Record<string, { ms: number; longest: number }>> = {};
  try {
    const { products } = (await (
      await fetch(`${server.base}${endpointUrl(endpoints.catalog.products)}`)
    ).json()) as {
      products: { _id: string }[];
    };
    const urls: Record<(typeof PAGES)[number], string> = {
      home: '/',
      listing: '/products',
      category: '/productCat/Women',
      search: '/search/pyjama',
      product: `/product/${products[0]?._id}`,
      contact: '/contactus',
      login: '/login',
    };
    for (const name of measured) {
      const all: Work[] = [];
      for (let run = 0; run < runs; run++) all.push(await trace(server.base + urls[name]));
      const files = [...new Set(all.flatMap((work) => [...work.keys()]))];
      const median = (values: number[]) =>
        percentile(
          values.sort((a, b) => a - b),
          50,
        );
      const rows = files
        .map((file) => ({
          file,
          ms: median(all.map((work) => work.get(file)?.ms ?? 0)),
          longest: median(all.map((work) => work.get(file)?.longest ?? 0)),
        }))
        .filter((row) => row.ms >= 1)
        .sort((a, b) => b.ms - a.ms);
      results[name] = Object.fromEntries(rows.map(({ file, ms, longest }) => [file, { ms, longest }]));
      console.log(
        `\n${name} (${urls[name]}), CPU ${SLOWDOWN}× slower, median of ${runs}, machine ${speed.ofReference} × the reference:`,
      );
      console.log(
        table(
          ['file', 'main-thread ms', 'longest task ms'],
          rows.map((row) => [row.file, Math.round(row.ms), Math.round(row.longest)]),
        ),
      );
    }
    console.log(
      `saved ${await saveResult('traces', { runs, slowdown: SLOWDOWN, machine: speed.ofReference, results })}`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
