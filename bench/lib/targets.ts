import path from 'node:path';
import { type Database, openDatabase } from '@shop/server/bench';
import { RESULTS } from './processes.js';

export type DbKind = 'pglite' | 'postgres';

export interface GenerateTarget {
  /** PostgreSQL server; without it the catalogue goes to PGlite under dataDir (like the shop itself). */
  databaseUrl?: string | undefined;
  /** The shop's DATA_DIR: PGlite files (when no databaseUrl) and the image files. */
  dataDir: string;
}

/** Opens the target's database as the shop would (PostgreSQL when it has a URL, else PGlite in dataDir). */
export function openTarget(target: GenerateTarget): Promise<Database> {
  return openDatabase(
    target.databaseUrl ? { url: target.databaseUrl } : { pgliteDir: path.resolve(target.dataDir) },
  );
}

/**
 * Where each database kind's benchmark catalogue lives: PGlite under bench/results/data-pglite, and the
 * PostgreSQL database BENCH_DATABASE_URL (with its images under bench/results/data-postgres).
 */
export function benchTarget(kind: DbKind): GenerateTarget {
  const dataDir = path.join(RESULTS, `data-${kind}`);
  if (kind === 'pglite') return { dataDir };
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    throw new Error(
      'Set BENCH_DATABASE_URL, e.g. postgres://postgres:postgres@127.0.0.1:5432/shop_bench (its catalogue is replaced).',
    );
  }
  return { dataDir, databaseUrl };
}

/** `--db pglite|postgres|both` as a list. */
export function parseDbKinds(value: string): DbKind[] {
  const kinds = value === 'both' ? ['pglite', 'postgres'] : [value];
  if (!kinds.every((k) => k === 'pglite' || k === 'postgres')) {
    throw new Error('--db must be pglite, postgres or both');
  }
  return kinds as DbKind[];
}
