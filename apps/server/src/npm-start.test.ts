import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from './lib/process.js';
import { migratedDataDir } from './test/helper.js';
import {
  freePort,
  portIsFree,
  type RunningProcess,
  shopProcessDir,
  shopProcessEnv,
  spawnUntil,
  waitFor,
} from './test/process.js';

/**
 * `npm start` as a user runs it: npm, the shell npm starts, and the shop's node process. Stopping npm
 * (SIGTERM to its pid, or Ctrl-C: SIGINT to the whole process group) must stop the shop, gracefully.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The pid the shop's own log line reports (pino writes it on every line). */
function serverPid(output: string): number {
  const line = output.split('\n').find((text) => text.includes('is open on'));
  return (JSON.parse(line ?? '{}') as { pid: number }).pid;
}

describe('npm start', { timeout: 180_000 }, () => {
  let dir: string;
  let running: RunningProcess | undefined;
  let pid: number | undefined;
  beforeAll(async () => {
    dir = await shopProcessDir('npm-start');
  });
  // A failed case must not leave processes behind: only the ones this file started are ended.
  afterEach(() => {
    for (const target of [pid, running?.child.pid && -running.child.pid]) {
      if (target && isAlive(Math.abs(target))) process.kill(target, 'SIGKILL');
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function npmStart(port: number): Promise<RunningProcess> {
    const env = shopProcessEnv(dir, port);
    await migratedDataDir(env.DATA_DIR);
    running = await spawnUntil(
      'npm',
      ['start'],
      {
        cwd: root,
        // Its own process group, like a terminal's foreground job, so Ctrl-C can be sent to all of it.
        detached: true,
        env,
      },
      'is open on',
    );
    pid = serverPid(running.output());
    return running;
  }

  async function expectStopped(port: number, serverPidNow: number) {
    await expect.poll(() => isAlive(serverPidNow), { timeout: 20_000, interval: 50 }).toBe(false);
    await expect.poll(() => portIsFree(port), { timeout: 5_000, interval: 50 }).toBe(true);
  }

  it('stops the server on SIGTERM to npm, after answering the request in flight', async () => {
    const port = await freePort();
    const { child, output } = await npmStart(port);
    expect(pid).not.toBe(child.pid);

    // Headers sent, body still arriving when the signal comes: the answer must still be written.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk: Buffer) => {
      response += chunk.toString();
    });
    const closed = once(socket, 'close');
    await once(socket, 'connect');
    socket.write(
      `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 4)}`,
    );
    await waitFor(output, 'incoming request');
    child.kill('SIGTERM');
    // Polled with a bound: a server that never hears the signal fails here instead of hanging.
    await expect.poll(() => output().includes('shutting down'), { timeout: 20_000 }).toBe(true);
    // write, not end: a client that half-closes its side aborts its own request in Node's server.
    socket.write(body.slice(4));
    await closed;
    expect(response).toMatch(/^HTTP\/1.1 401/);
    await expectStopped(port, pid as number);
  });

  it('stops the server on Ctrl-C (SIGINT to the process group)', async () => {
    const port = await freePort();
    const { child } = await npmStart(port);
    process.kill(-(child.pid as number), 'SIGINT');
    await expectStopped(port, pid as number);
  });
});
