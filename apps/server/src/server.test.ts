import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './test/helper.js';
import { freePort, type RunningProcess, spawnUntil, waitFor } from './test/process.js';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

/** Starts the real server process and resolves once it logs that it is listening. */
function startServer(env: Record<string, string>): Promise<RunningProcess> {
  return spawnUntil(
    process.execPath,
    ['--import', 'tsx', serverEntry],
    { env: { ...process.env, ...env, LOG_LEVEL: 'info', SEED_ON_EMPTY: 'false', HOST: '127.0.0.1' } },
    'is open on',
  );
}

// Each case starts real server processes (tsx transpile + PGlite start), which is slow on a loaded machine.
describe('server process', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir(await mkdtemp(path.join(os.tmpdir(), 'shop-server-')));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('finishes an in-flight request on SIGTERM, exits 0, and leaves a database that opens again', async () => {
    const port = Number(await freePort());
    const { child, output } = await startServer({ PORT: String(port), DATA_DIR: dataDir });

    // A request whose body is still arriving when the signal comes: the server has started it (it logs
    // "incoming request" once the headers are in) and must answer it before exiting.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const socket = connect(port, '127.0.0.1');
    const closed = once(socket, 'close');
    await once(socket, 'connect');
    socket.write(
      `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 4)}`,
    );
    let response = '';
    socket.on('data', (chunk: Buffer) => {
      response += chunk.toString();
    });
    await waitFor(output, 'incoming request');
    child.kill('SIGTERM');
    await waitFor(output, 'shutting down');
    // write, not end: a client that half-closes its side aborts its own request in Node's server.
    socket.write(body.slice(4));
    await closed;
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(response).toMatch(/^HTTP\/1.1 401/);
    expect(response).toContain('"message":"Invalid Email or Password"');
    expect(code).toBe(0);

    const again = await startServer({ PORT: String(port), DATA_DIR: dataDir });
    const health = await fetch(`http://127.0.0.1:${port}${endpointUrl(endpoints.health.check)}`);
    expect(await health.json()).toMatchObject({ success: true, database: 'ok' });
    again.child.kill('SIGINT');
    expect((await once(again.child, 'exit'))[0]).toBe(0);
  });

  it('refuses to start with a clear message when the configuration is bad', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: '', PORT: 'abc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('PORT:');
  });
});
