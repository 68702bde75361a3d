import { chromium } from 'playwright-core';
import { serveBuild } from './lib/shop-pages.js';
import path from 'node:path';
import { ROOT } from './lib/processes.js';

type Ev = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: any; cat?: string };
const served = await serveBuild<unknown>(path.join(ROOT, 'apps/web/dist'), 'tmp');
const which = (process.argv[2] ?? 'home').split(',');
try {
  for (const name of which) {
    const url = served.base + (served.pages as any)[name];
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'v8'] });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
    await page.goto(url);
    await page.waitForTimeout(Number(process.env.WAIT ?? 10000));
    const buf = await browser.stopTracing();
    (await import('node:fs')).writeFileSync(`/tmp/trace-${name}.json`, buf);
    const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: Ev[] };
    await browser.close();
    const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const evs = traceEvents.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X');
    const nav = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
    const t0 = Math.min(...evs.map((e) => e.ts));
    const tasks = evs.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').filter((e) => (e.dur ?? 0) > 3000);
    console.log(`== ${name}: ${tasks.length} tasks > 3 ms, sum ${(tasks.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000).toFixed(1)} ms`);
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inner = evs.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task);
      const by = new Map<string, number>();
      for (const e of inner) {
        const key = e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule'
          ? `${e.name} ${(e.args?.data?.url ?? e.args?.data?.functionName ?? '').split('/').pop()}:${e.args?.data?.functionName ?? ''}`
          : e.name;
        by.set(key, (by.get(key) ?? 0) + (e.dur ?? 0));
      }
      const top = [...by].filter(([k]) => !['RunTask'].includes(k)).sort((a, b) => b[1] - a[1]).slice(0, 5)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(' | ');
      console.log(`${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${top}`);
    }
  }
} finally {
  await served.stop();
}
