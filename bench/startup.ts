import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints, endpointUrl } from '@shop/shared';
import { percentile } from './lib/latency.js';
import { freePort, ROOT, startNode } from './lib/processes.js';
import { ms, saveResult, table, warnIfBusy } from './lib/report.js';

/**
 * `npm run startup -w @shop/bench`: milliseconds from spawning `node scripts/start.mjs` (what `npm start`
 * runs, minus npm's own start-up) to the first 200 of /api/v1/health, on an installed checkout with a
 * built web app: with a fresh DATA_DIR (migrations and the demo shop's seeding included) and again on
 * the DATA_DIR that run left behind.
 */

/** One start of the shop on `dataDir`; resolves with the time to the first 200, after stopping it. */
async function timeStart(dataDir: string, log: string): Promise<number> {
  const port = await freePort();
  const shop = await startNode({
    args: ['scripts/start.mjs'],
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    readyUrl: `http://127.0.0.1:${port}${endpointUrl(endpoints.health.check)}`,
    log,
    timeoutMs: 300_000,
  });
  await shop.stop();
  return shop.readyMs;
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  const runs = Math.max(1, Math.min(Number(values.runs) || 3, 10));
  warnIfBusy();
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error(
      'Build the web app first (npm run build -w @shop/web): this measures an installed checkout.',
    );
  }
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-startup-'));
    try {
      fresh.push(await timeStart(dataDir, 'startup-fresh'));
      existing.push(await timeStart(dataDir, 'startup-existing'));
      console.log(`run ${run}: fresh ${ms(fresh.at(-1) ?? 0)} ms, existing ${ms(existing.at(-1) ?? 0)} ms`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const summary = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { min: ms(sorted[0] ?? 0), median: ms(percentile(sorted, 50)), max: ms(sorted.at(-1) ?? 0) };
  };
  const result = { runs, fresh: summary(fresh), existing: summary(existing) };
  console.log(
    `\n${table(
      ['DATA_DIR', 'min ms', 'median ms', 'max ms'],
      [
        ['fresh (migrate + seed demo shop)', result.fresh.min, result.fresh.median, result.fresh.max],
        ['existing', result.existing.min, result.existing.median, result.existing.max],
      ],
    )}`,
  );
  await saveResult('startup', result);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
