import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** A running server's memory and load, from Linux's /proc and the server's own /metrics. */

const MB = 2 ** 20;
/** Bytes as MB (2^20) with one decimal. */
export const mb = (bytes: number) => Math.round((10 * bytes) / MB) / 10;

/** A process's resident memory and its high-water mark, in bytes (Linux). */
export async function procStatus(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/** The server's own /metrics (Prometheus text), read as an admin. */
async function metrics(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return res.text();
}

/** A gauge of /metrics, by its name and labels as written there. */
const gauge = (text: string, name: string) =>
  Number(
    new RegExp(`^${name.replace(/[{}"]/g, (c) => `\\${c}`)}\\s+(\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN,
  );

/** V8's heap in use, as the server reports it. */
async function heapUsed(base: string, token: string): Promise<number> {
  return gauge(await metrics(base, token), 'nodejs_heap_used_bytes');
}

interface MemorySample {
  /** Seconds since the download started. */
  t: number;
  rssMb: number;
  heapMb: number;
  /** MB the client had received by then. */
  downloadedMb: number;
}

export interface MemoryTrace {
  beforeRssMb: number;
  beforeHeapMb: number;
  /** VmHWM after it was reset just before the download: the true peak, not a sample's. */
  peakRssMb: number;
  peakHeapMb: number;
  samples: MemorySample[];
}

/**
 * Watches the server's memory from now until `stop()`: VmHWM reset (Linux: `5` to clear_refs), then a
 * sample every 50 ms (one /proc read and one /metrics request, one after the other).
 */
export async function watchMemory(pid: number, base: string, token: string, downloaded: () => number) {
  const before = { rss: (await procStatus(pid)).rss, heap: await heapUsed(base, token) };
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {});
  const samples: MemorySample[] = [];
  const started = performance.now();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const [{ rss }, heap] = await Promise.all([procStatus(pid), heapUsed(base, token)]);
      samples.push({
        t: Math.round(performance.now() - started) / 1000,
        rssMb: mb(rss),
        heapMb: mb(heap),
        downloadedMb: mb(downloaded()),
      });
      await sleep(50);
    }
  })();
  return {
    async stop(): Promise<MemoryTrace> {
      stopped = true;
      await loop;
      const { hwm } = await procStatus(pid);
      return {
        beforeRssMb: mb(before.rss),
        beforeHeapMb: mb(before.heap),
        peakRssMb: mb(hwm),
        peakHeapMb: Math.max(...samples.map((s) => s.heapMb)),
        samples,
      };
    },
  };
}

/**
 * Waits until the server's database pool has nothing in use or waiting (its /metrics): requests that
 * autocannon gave up on at the end of a run go on in the database, and would weigh on the next row.
 */
export async function serverIdle(base: string, token: string, timeoutMs = 300_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const text = await metrics(base, token);
    const inUse = gauge(text, 'db_pool_connections{state="in_use"}') || 0;
    const waiting = gauge(text, 'db_pool_waiting_queries') || 0;
    if (inUse === 0 && waiting === 0) return;
    await sleep(250);
  }
  throw new Error('the server was still busy after 5 minutes');
}
