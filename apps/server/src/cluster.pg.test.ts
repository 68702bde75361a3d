import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from './lib/process.js';
import { createTestDatabase, type TestDatabase } from './test/helper.js';
import {
  freePort,
  portIsFree,
  type RunningProcess,
  shopProcessDir,
  shopProcessEnv,
  spawnUntil,
} from './test/process.js';

/**
 * `WEB_CONCURRENCY=N npm start`: N server processes on one PostgreSQL database. PostgreSQL only: a
 * `.pg.test.ts` file runs in the PostgreSQL project alone (vitest.config.ts).
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The pids of the workers that said they were open, in order (pino writes the pid on every line). */
function openWorkers(output: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.includes('is open on'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

let dir: string;
beforeAll(async () => {
  dir = await shopProcessDir('cluster');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const env = (port: number, extra: Record<string, string>) => shopProcessEnv(dir, port, extra);

describe('WEB_CONCURRENCY=2 on PostgreSQL', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let running: RunningProcess | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  // A failed case must not leave processes behind: only the ones this test started are ended.
  afterEach(() => {
    const pids = [running?.child.pid, ...openWorkers(running?.output() ?? '')];
    for (const pid of pids) if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
  });

  async function startTwo(port: number) {
    running = await spawnUntil(
      'node',
      ['scripts/start.mjs'],
      {
        cwd: root,
        // Its own process group, like a terminal's foreground job, so Ctrl-C can be sent to all of it.
        detached: true,
        env: env(port, { WEB_CONCURRENCY: '2', DATABASE_URL: database.url as string }),
      },
      'is open on',
    );
    const { output } = running;
    await expect.poll(() => openWorkers(output()).length, { timeout: 30_000 }).toBe(2);
    return running;
  }

  it('serves from two workers, replaces one that dies, and stops all of them on SIGTERM', async () => {
    const port = await freePort();
    const { child, output } = await startTwo(port);
    const [first, second] = openWorkers(output());
    expect(new Set([child.pid, first, second]).size).toBe(3);
    const health = await fetch(`http://127.0.0.1:${port}${endpointUrl(endpoints.health.check)}`);
    expect(health.status).toBe(200);

    process.kill(first as number, 'SIGKILL');
    await expect.poll(() => openWorkers(output()).length, { timeout: 30_000 }).toBe(3);
    expect(output()).toContain(`worker ${first} died (SIGKILL); starting another`);
    const [, , replacement] = openWorkers(output());
    expect((await fetch(`http://127.0.0.1:${port}${endpointUrl(endpoints.health.check)}`)).status).toBe(200);

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    for (const pid of [second, replacement]) expect(isAlive(pid as number)).toBe(false);
    expect(output().match(/"shutting down"/g)).toHaveLength(2);
    expect(await portIsFree(port)).toBe(true);
  });

  it('stops every worker and the primary on Ctrl-C (SIGINT to the process group)', async () => {
    const port = await freePort();
    const { child, output } = await startTwo(port);
    const exited = once(child, 'exit');
    process.kill(-(child.pid as number), 'SIGINT');
    const [code] = await exited;
    expect(code).toBe(0);
    for (const pid of openWorkers(output())) expect(isAlive(pid)).toBe(false);
    expect(await portIsFree(port)).toBe(true);
  });
});
