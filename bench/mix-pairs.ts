import path from 'node:path';
import { parseArgs } from 'node:util';
import { BEFORE_OPTIONS, buildsToCompare, median } from './lib/builds.js';
import { machineSpeed } from './lib/ceiling.js';
import { RESULTS } from './lib/processes.js';
import { saveResult, table } from './lib/report.js';
import { type KindRow, measureServer, mixLog, type RunRow } from './mix.js';

/**
 * `npm run mix:pairs -w @shop/bench -- --before DIR --before-url URL [--pairs 3] [--connections 16]
 * [--duration 20]`: the mixed workload (mix.ts) on this build (BENCH_DATABASE_URL) and on the build
 * before (a worktree in DIR, on its own copy of the catalogue at --before-url), one server of one
 * process at a time, on the same log, alternating which goes first. Each pair starts with a measure of
 * the machine's speed (lib/ceiling.ts); p99s are also given scaled to the reference speed (× that
 * ratio), the speed the issues' bars are set at.
 */

interface Side {
  build: 'before' | 'after';
  row: RunRow;
}

function parse() {
  const { values } = parseArgs({
    options: {
      ...BEFORE_OPTIONS,
      pairs: { type: 'string', default: '3' },
      connections: { type: 'string', default: '16' },
      duration: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '3' },
      sessions: { type: 'string', default: '20000' },
    },
  });
  return {
    ...buildsToCompare(values),
    pairs: Math.min(Number(values.pairs), 6),
    sessions: Number(values.sessions),
    settings: {
      connections: [Number(values.connections)],
      duration: Math.min(Number(values.duration), 30), // bounded: the machine is shared
      warmup: Number(values.warmup),
      compressed: false,
    },
  };
}

const kind = (row: RunRow, name: KindRow['kind']) => row.kinds.find((k) => k.kind === name) as KindRow;
const scaled = (ms: number, ratio: number) => Math.round(ms * ratio * 10) / 10;

async function main() {
  const args = parse();
  const targets = {
    before: { dataDir: path.join(RESULTS, 'data-mix-before'), databaseUrl: args.beforeUrl },
    after: { dataDir: path.join(RESULTS, 'data-mix-after'), databaseUrl: args.afterUrl },
  };
  // One log for both: the two catalogues are copies of one (same products, same ids).
  const log = await mixLog(targets.after, args.sessions);
  const pairs: { pair: number; ofReference: number; sides: Side[] }[] = [];
  for (let pair = 1; pair <= args.pairs; pair++) {
    const { ofReference } = await machineSpeed();
    const order: Side['build'][] = pair % 2 ? ['before', 'after'] : ['after', 'before'];
    const sides: Side[] = [];
    for (const build of order) {
      const run = {
        db: 'postgres' as const,
        processes: 1,
        label: build,
        ...(build === 'before' ? { root: args.beforeRoot } : {}),
      };
      const [row] = await measureServer(targets[build], log, run, args.settings);
      sides.push({ build, row: row as RunRow });
    }
    pairs.push({ pair, ofReference, sides });
  }
  const rows = pairs.flatMap(({ pair, ofReference, sides }) =>
    sides.map(({ build, row }) => {
      const suggest = kind(row, 'suggest');
      const listing = kind(row, 'listing');
      return [
        pair,
        ofReference,
        build,
        row.reqPerSec,
        row.serverCpuMsPerReq,
        `${listing.p50} / ${listing.p99}`,
        `${suggest.p50} / ${suggest.p99}`,
        scaled(suggest.p99, ofReference),
        kind(row, 'checkout').p99,
      ];
    }),
  );
  console.log(
    `\n${table(
      [
        'pair',
        'machine × ref.',
        'build',
        'req/s',
        'CPU ms/req',
        'listing p50 / p99',
        'suggest p50 / p99',
        'suggest p99 at ref. speed',
        'checkout p99',
      ],
      rows,
    )}`,
  );
  for (const build of ['before', 'after'] as const) {
    const of = pairs.map((p) => ({
      ratio: p.ofReference,
      row: p.sides.find((s) => s.build === build)?.row as RunRow,
    }));
    console.log(
      `${build}: median req/s ${median(of.map((o) => o.row.reqPerSec))}, suggest p99 at the reference speed ${median(
        of.map((o) => scaled(kind(o.row, 'suggest').p99, o.ratio)),
      )} ms, CPU ${median(of.map((o) => o.row.serverCpuMsPerReq))} ms/req`,
    );
  }
  await saveResult('mix-pairs', { args, pairs });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
