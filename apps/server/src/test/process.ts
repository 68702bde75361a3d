import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NO_ORDER_LIMITS } from './order-limits.js';

/** Helpers for tests that start the real server as a process. */

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/** Resolves when the process output contains `text` (the output getter is polled on each new chunk). */
export function waitFor(output: () => string, text: string, child?: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (output().includes(text)) {
        resolve();
        return true;
      }
      return false;
    };
    if (check()) return;
    const timer = setInterval(() => check() && clearInterval(timer), 10);
    child?.once('exit', () => clearInterval(timer));
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
}

/** Spawns a process (stdout and stderr piped) and resolves once its output contains `ready`. */
export async function spawnUntil(
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'stdio'>,
  ready: string,
): Promise<RunningProcess> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited early (${code}):\n${output}`)));
  });
  return { child, output: () => output };
}

/** True when nothing accepts connections on the port any more. */
export async function portIsFree(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  const free = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(false));
    socket.once('error', () => resolve(true));
  });
  socket.destroy();
  return free;
}

/**
 * A temporary folder for the shop processes of a test file, with a stand-in web build at `web/`, so
 * that start.mjs does not build the real one. The caller removes it.
 */
export async function shopProcessDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `shop-${name}-`));
  await mkdir(path.join(dir, 'web'));
  await writeFile(path.join(dir, 'web/index.html'), '<!doctype html><title>Mira</title>');
  return dir;
}

/**
 * The environment of a shop process started by a test: its own port and DATA_DIR under `dir`, the
 * stand-in web build at `dir/web`, info logs (tests wait for lines), no demo seed.
 */
export function shopProcessEnv(dir: string, port: number, extra: Record<string, string> = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, `data-${port}`),
    WEB_DIST: path.join(dir, 'web'),
    LOG_LEVEL: 'info',
    SEED_ON_EMPTY: 'false',
    ...NO_ORDER_LIMITS,
    ...extra,
  };
}
