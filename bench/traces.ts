import path from 'node:path';
import { parseArgs } from 'node:util';
import { machineSpeed } from './lib/ceiling.js';
import { percentile } from './lib/latency.js';
import { SLOWDOWN, tapOf, trace } from './lib/page-trace.js';
import { ROOT } from './lib/processes.js';
import { saveResult, table, warnIfBusy } from './lib/report.js';
import { type PageName, pagesOption, type Served, serveBuild } from './lib/shop-pages.js';
import type { Trace } from './lib/trace-work.js';

/**
 * `npm run build -w @shop/web && npm run traces -w @shop/bench -- [--runs 3] [--pages listing,ar-product]
 * [--web-dist DIR] [--baseline DIR] [--files] [--check]`: what a public page costs a phone's main thread from its request
 * until it has settled (the app's parts taken over, the network idle), from Chromium's trace with the CPU
 * slowed 4× (Lighthouse's mobile default):
 *
 * - the page's first-paint JavaScript: every script it fetched on its own, gzip as the server sends it;
 * - its main-thread time (every task), the JavaScript in it, the blocking part of each task after the
 *   first contentful paint (over 50 ms, as Total Blocking Time counts it) and the longest task;
 * - after it settled, how long a tap takes to answer: from the tap until its answer is painted (Add to
 *   Cart's toast on the product, the Filters drawer on a listing; the button scrolled to and the page
 *   settled first, `tapOf`);
 * - with `--files`, the work per script file (V8's sampling profiler) and the document's parsing, style,
 *   layout and paint, with the longest task each ran in.
 *
 * Medians over the runs, checked against `BUDGETS` (`--check` exits 1 over one). With `--baseline DIR`
 * another build is traced in alternation, run by run, and the paired differences are printed.
 */

/**
 * Each public page's budget at 4× CPU (medians): first-paint JavaScript (gzip kB) and main-thread ms
 * until settled, set from what the islands reached (bench/README.md, issue 51), with some room for the
 * machine's noise on the main thread. `--check` fails a page over either.
 */
const BUDGETS: Record<PageName, { firstPaintJsKb: number; mainThreadMs: number }> = Object.fromEntries(
  pagesOption(undefined).map((name) => [
    name,
    // Arabic pages carry their own words. The JavaScript budget is the one that catches MUI, React or
    // the app coming back to a storefront page (94.7–108.2 kB with the islands on Preact, decision 115;
    // 165 and 175 before); the main thread's leaves room for a busy machine.
    { firstPaintJsKb: name.startsWith('ar-') ? 115 : 110, mainThreadMs: 3500 },
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
    'tap → answer ms',
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
