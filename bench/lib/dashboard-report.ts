import type { Download } from './download.js';
import type { LoadResult } from './load.js';
import { type Cell, table } from './report.js';
import { type MemoryTrace, mb } from './server-memory.js';

/** The dashboard bench's results: its requests and its CSV downloads, and their tables. */

export const P99_TARGET_MS = 100;

export interface CsvRun {
  /** Which server: as deployed, or with V8's old space capped (NODE_OPTIONS=--max-old-space-size). */
  server: string;
  name: string;
  download: Download;
  memory: MemoryTrace;
  /** CPU milliseconds per 1,000 rows of the server process and of its PostgreSQL backends. */
  serverCpuMsPer1000: number;
  databaseCpuMsPer1000: number;
}

export interface Row {
  name: string;
  path: string;
  /** One request at a time (no queueing): up to 20 requests or 15 s, at least 3. */
  serial: { requests: number; p50: number; max: number; serverCpuMs: number; databaseCpuMs: number };
  /** `--connections` at once. */
  result: LoadResult;
}

/** The requests' table; `speed`: this machine's speed × the reference's (lib/ceiling.ts). */
export function requestsTable(rows: Row[], connections: number, speed: number): string {
  /** A time on this machine as it would be on the reference machine. */
  const atReference = (value: number) => Math.round(value * speed * 10) / 10;
  return table(
    [
      'request',
      'alone p50 / max ms',
      'CPU ms server + db',
      `${connections} at once p50 ms`,
      'p99 ms',
      'req/s',
      'bytes',
      'alone p50 at ref.',
      'p99 at ref.',
      'p99 target',
    ],
    rows.map((r): Cell[] => [
      r.name,
      `${r.serial.p50} / ${r.serial.max}`,
      `${r.serial.serverCpuMs} + ${r.serial.databaseCpuMs}`,
      r.result.p50,
      r.result.p99,
      Math.round(r.result.reqPerSec),
      r.result.avgBytes,
      atReference(r.serial.p50),
      atReference(r.result.p99),
      r.result.failures > 0
        ? `${r.result.failures} FAILED`
        : `≤ ${P99_TARGET_MS} ${atReference(r.result.p99) <= P99_TARGET_MS ? 'ok' : 'MISSED'}`,
    ]),
  );
}

/** The CSV downloads' table; `speed` as for `requestsTable`. */
export function csvTable(csvRuns: CsvRun[], speed: number): string {
  return table(
    [
      'CSV download',
      'server',
      'rows',
      'MB',
      's',
      's at ref.',
      'CPU ms/1000 rows server + db',
      'RSS MB before → peak',
      'heap MB before → peak',
    ],
    csvRuns.map((c): Cell[] => [
      `${c.name} (${c.download.encoding})`,
      c.server,
      c.download.rows,
      mb(c.download.bytes),
      Math.round(c.download.ms / 100) / 10,
      Math.round((c.download.ms * speed) / 100) / 10,
      `${c.serverCpuMsPer1000} + ${c.databaseCpuMsPer1000}`,
      `${c.memory.beforeRssMb} → ${c.memory.peakRssMb}`,
      `${c.memory.beforeHeapMb} → ${c.memory.peakHeapMb}`,
    ]),
  );
}
