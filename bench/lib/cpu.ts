import { readFile } from 'node:fs/promises';
import { openDatabase } from '@shop/server/bench';
import { sql } from 'kysely';

/**
 * CPU time per request, a figure that other work on the machine does not inflate the way it inflates
 * latencies: what the server process and its PostgreSQL backends burnt (user + system, from Linux's
 * /proc) between two readings.
 */

/** Clock ticks a second of /proc/<pid>/stat (Linux's USER_HZ, 100 on every supported platform). */
const TICKS_PER_SECOND = 100;

/** The CPU milliseconds a process has used so far; 0 when it is gone. */
async function processCpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The name (2nd field) may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU milliseconds of each PostgreSQL backend connected to the database of `url` (the reader's own excluded). */
async function backendCpu(url: string): Promise<Map<number, number>> {
  const db = await openDatabase({ url });
  try {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
      db,
    );
    return new Map(await Promise.all(rows.map(async ({ pid }) => [pid, await processCpuMs(pid)] as const)));
  } finally {
    await db.destroy();
  }
}

export interface CpuReading {
  server: number;
  backends: Map<number, number>;
}

/** The server's CPU and, on PostgreSQL, its backends' (PGlite runs inside the server process). */
export async function readCpu(serverPid: number, databaseUrl: string | undefined): Promise<CpuReading> {
  const [server, backends] = await Promise.all([
    processCpuMs(serverPid),
    databaseUrl ? backendCpu(databaseUrl) : new Map<number, number>(),
  ]);
  return { server, backends };
}

/** CPU milliseconds per request between two readings: the server's and the database backends'. */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number) {
  let database = 0;
  // A backend that connected during the run counts from 0; one that left before the end is lost (rare:
  // the pool keeps its connections while requests keep coming).
  for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  const per = (ms: number) => (requests > 0 ? Math.round((ms / requests) * 100) / 100 : 0);
  return { serverMs: per(after.server - before.server), databaseMs: per(database) };
}
