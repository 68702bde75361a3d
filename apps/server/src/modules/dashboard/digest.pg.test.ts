import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../lib/process.js';
import { createTestDatabase, type TestDatabase } from '../../test/helper.js';
import {
  freePort,
  type RunningProcess,
  shopProcessDir,
  shopProcessEnv,
  spawnUntil,
} from '../../test/process.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';

/**
 * The morning digest with `WEB_CONCURRENCY=2 npm start` on one PostgreSQL database: two real processes
 * tick at their start, and exactly one of them sends it (decision 093). PostgreSQL only (a `.pg.test.ts`).
 */

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const SHOP_EMAIL = 'owner@mira-shop.example';

/** What each worker's first tick decided, from its log lines (pino: one JSON object a line). */
function digestOutcomes(output: string): { pid: number; msg: string }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('morning digest'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string });
}

let dir: string;
let smtp: SmtpReceiver;
let database: TestDatabase;
let running: RunningProcess | undefined;
beforeAll(async () => {
  dir = await shopProcessDir('digest');
  smtp = await startSmtpReceiver();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
  await smtp.close();
  await rm(dir, { recursive: true, force: true });
});
// A failed case must not leave processes behind: only the ones this test started are ended.
afterEach(() => {
  const pids = [running?.child.pid, ...digestOutcomes(running?.output() ?? '').map((line) => line.pid)];
  for (const pid of pids) if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
});

describe('two server processes on one PostgreSQL database', { timeout: 120_000 }, () => {
  it('send one morning digest between them', async () => {
    const port = await freePort();
    running = await spawnUntil(
      'node',
      ['scripts/start.mjs'],
      {
        cwd: root,
        env: shopProcessEnv(dir, port, {
          WEB_CONCURRENCY: '2',
          DATABASE_URL: database.url as string,
          SMTP_URL: smtp.url,
          SHOP_EMAIL,
          // Due from midnight: each worker's first tick, right after it listens, finds it due.
          DIGEST_HOUR: '0',
        }),
      },
      'is open on',
    );
    const { child, output } = running;
    await expect.poll(() => digestOutcomes(output()).length, { timeout: 60_000 }).toBe(2);
    const outcomes = digestOutcomes(output());
    expect(new Set(outcomes.map((line) => line.pid)).size).toBe(2);
    expect(outcomes.map((line) => line.msg).sort()).toEqual([
      'the morning digest was sent',
      'the morning digest was sent by another process',
    ]);
    // The sender logs once the mail server has it.
    expect(smtp.inbox.filter((mail) => mail.to.includes(SHOP_EMAIL))).toHaveLength(1);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
