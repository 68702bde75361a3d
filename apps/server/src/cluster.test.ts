import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, portIsFree, shopProcessDir, shopProcessEnv } from './test/process.js';

/**
 * `WEB_CONCURRENCY=N npm start` is refused on the embedded database. The processes on one PostgreSQL
 * database: cluster.pg.test.ts.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));

let dir: string;
beforeAll(async () => {
  dir = await shopProcessDir('cluster');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const env = (port: number, extra: Record<string, string>) => shopProcessEnv(dir, port, extra);

describe('WEB_CONCURRENCY on the embedded database', () => {
  it('is refused with a message naming the variable, and nothing listens', async () => {
    const port = await freePort();
    const child = spawn('node', ['scripts/start.mjs'], {
      cwd: root,
      env: { ...env(port, { WEB_CONCURRENCY: '2' }), DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const [code] = await once(child, 'exit');
    expect(code).not.toBe(0);
    expect(output).toContain('WEB_CONCURRENCY: several processes need DATABASE_URL');
    expect(await portIsFree(port)).toBe(true);
  });
});
