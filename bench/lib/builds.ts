import path from 'node:path';

/**
 * Benches that measure the build before beside this one (search.ts, mix-pairs.ts): the build before
 * runs from a worktree (`--before DIR`, with its node_modules) on its own copy of the catalogue
 * (`--before-url`), this one on BENCH_DATABASE_URL.
 */
export const BEFORE_OPTIONS = {
  before: { type: 'string' },
  'before-url': { type: 'string' },
} as const;

export interface Builds {
  beforeRoot: string;
  beforeUrl: string;
  afterUrl: string;
}

export function buildsToCompare(values: {
  before?: string | undefined;
  'before-url'?: string | undefined;
}): Builds {
  const afterUrl = process.env.BENCH_DATABASE_URL;
  if (!values.before || !values['before-url'] || !afterUrl) {
    throw new Error('Give --before DIR and --before-url URL, and set BENCH_DATABASE_URL (this build).');
  }
  return { beforeRoot: path.resolve(values.before), beforeUrl: values['before-url'], afterUrl };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
