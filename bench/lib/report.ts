import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RESULTS } from './processes.js';

export type Cell = string | number;

/** A Markdown table (readable in a terminal and pasteable into the README); numbers right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = rows.map((row) => row.map(String));
  const widths = headers.map((h, c) => Math.max(h.length, ...text.map((row) => row[c]?.length ?? 0)));
  const numeric = headers.map((_, c) => rows.length > 0 && rows.every((row) => typeof row[c] === 'number'));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, c) => (numeric[c] ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (numeric[c] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(headers), rule, ...text.map(line)].join('\n');
}

/** Where and on what the numbers were taken, saved beside them. */
function machine() {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    /** Other work on the machine skews the numbers: the 1-minute load average when they were saved. */
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
  };
}

/** Writes bench/results/<name>.json (git-ignored) and returns its path. */
export async function saveResult(name: string, data: object): Promise<string> {
  await mkdir(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `${name}.json`);
  await writeFile(file, `${JSON.stringify({ ...machine(), ...data }, null, 2)}\n`);
  return file;
}

export function ms(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Says so when other work competes for the CPUs: latencies then measure the machine, not the shop. */
export function warnIfBusy() {
  const load = os.loadavg()[0] ?? 0;
  const cpus = os.cpus().length;
  if (load > cpus) {
    console.warn(
      `Note: load average ${load.toFixed(1)} on ${cpus} cores; other work is running, the numbers will be pessimistic.`,
    );
  }
}
