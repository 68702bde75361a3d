import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type LoadResult, type LoadSettings, load } from './load.js';
import { freePort, RESULTS, startNode } from './processes.js';

/** A bare Fastify process answering a constant body: what HTTP alone costs for that many bytes. */
export async function benchCeiling(body: string, settings: LoadSettings): Promise<LoadResult> {
  const bodyFile = path.join(RESULTS, 'ceiling-body.json');
  await mkdir(RESULTS, { recursive: true });
  await writeFile(bodyFile, body);
  const port = await freePort();
  const ceiling = await startNode({
    args: ['--import', 'tsx', 'bench/ceiling-server.ts'],
    env: { PORT: String(port), BODY_FILE: bodyFile },
    readyUrl: `http://127.0.0.1:${port}/`,
    log: 'ceiling',
  });
  try {
    return await load(`http://127.0.0.1:${port}`, '/', settings);
  } finally {
    await ceiling.stop();
  }
}

/**
 * The ceiling measured in the "Latest results" of the bench README (2026-11-21): a 22,159-byte body at
 * 16 connections. The same machine kind has measured from 10,600 to 27,400 requests a second on
 * different days, and every latency of the shop moves with it.
 */
const REFERENCE_CEILING = { reqPerSec: 27_380, measured: '2026-11-21' };

/**
 * How fast this machine is today, in the unit the bench README's figures can be compared by: the bare
 * Fastify ceiling for a listing's bytes (5 s at 16 connections after a 1 s warm-up; CI measures 2 s). A
 * latency target met or missed on a machine far below REFERENCE_CEILING says more about the machine
 * than the shop.
 */
export async function machineSpeed(
  durationSeconds = 5,
): Promise<{ ceilingReqPerSec: number; ofReference: number }> {
  const wrapper = JSON.stringify({ success: true, padding: '' }).length;
  const body = JSON.stringify({ success: true, padding: 'x'.repeat(22_159 - wrapper) });
  const result = await benchCeiling(body, { connections: 16, durationSeconds, warmupSeconds: 1 });
  const ceilingReqPerSec = Math.round(result.reqPerSec);
  const ofReference = Math.round((100 * ceilingReqPerSec) / REFERENCE_CEILING.reqPerSec) / 100;
  console.log(
    `Machine: bare Fastify ceiling ${ceilingReqPerSec.toLocaleString('en')} req/s, ` +
      `${ofReference} × the README's reference (${REFERENCE_CEILING.reqPerSec.toLocaleString('en')}, ${REFERENCE_CEILING.measured})`,
  );
  return { ceilingReqPerSec, ofReference };
}
