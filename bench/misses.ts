import { parseArgs } from 'node:util';
import { endpoints, endpointUrl } from '@shop/shared';
import { percentile } from './lib/latency.js';
import { generateLog, type Kind, readVocabulary } from './lib/mix-log.js';
import { startShopServer } from './lib/processes.js';
import { ms, saveResult, table, warnIfBusy } from './lib/report.js';
import { benchTarget, openTarget, parseDbKinds } from './lib/targets.js';

/**
 * `npm run misses -w @shop/bench -- [--db postgres|pglite] [--kind listing|suggest] [--count 800]`:
 * what a request the server has never answered costs, one at a time on a quiet server. The mix's log
 * (seed 11) gives the first `count` distinct URLs of the kind, in the order shoppers first ask for
 * them; each is sent once to the real server, so each is a miss of every memory (the listing's
 * unfiltered count, read first, aside). Prints the percentiles and the slowest URLs; writes
 * results/misses.json.
 */

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    kind: { type: 'string', default: 'listing' },
    count: { type: 'string', default: '800' },
  },
});
const [db] = parseDbKinds(values.db);
const kind = values.kind as Kind;
const count = Number(values.count);
if (!db || (kind !== 'listing' && kind !== 'suggest') || !Number.isInteger(count) || count < 1) {
  throw new Error('--db postgres|pglite, --kind listing|suggest, --count a positive whole number');
}
warnIfBusy();

const target = benchTarget(db);
const database = await openTarget(target);
const vocabulary = await readVocabulary(database).finally(() => database.destroy());
const paths = new Set<string>();
for (const entry of generateLog(vocabulary, { sessions: 20000, shoppers: 64, seed: 11 })) {
  if (entry.kind === kind && 'path' in entry) paths.add(entry.path);
  if (paths.size === count) break;
}

const server = await startShopServer({ ...target, log: `misses-${db}` });
const timed: { ms: number; path: string }[] = [];
try {
  await (await fetch(new URL(endpointUrl(endpoints.catalog.products), server.base))).arrayBuffer();
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(new URL(path, server.base));
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    timed.push({ ms: performance.now() - started, path: decodeURIComponent(path) });
  }
} finally {
  await server.stop();
}

const sorted = timed.map((t) => t.ms).sort((a, b) => a - b);
const summary = {
  db,
  kind,
  requests: sorted.length,
  ...Object.fromEntries([50, 90, 99].map((p) => [`p${p}`, ms(percentile(sorted, p))])),
};
const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 15);
console.log(`\n${table(Object.keys(summary), [Object.values(summary)])}\n`);
console.log(
  table(
    ['ms', 'slowest URLs'],
    slowest.map((t) => [ms(t.ms), t.path]),
  ),
);
console.log(`\nSaved ${await saveResult('misses', { ...summary, slowest })}`);
