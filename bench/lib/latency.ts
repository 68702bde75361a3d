import { type Database, findProduct } from '@shop/server/bench';
import { ms } from './report.js';

/** The value below which `p` percent of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/**
 * The catalogue's own product-by-id query, called directly (no HTTP) one after another: what a page
 * pays the database for one product. One unmeasured pass over the ids warms caches first.
 */
export async function productByIdLatency(db: Database, ids: readonly string[]) {
  for (const id of ids) await findProduct(db, id);
  const samples: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const product = await findProduct(db, id);
    samples.push(performance.now() - started);
    if (!product) throw new Error(`product ${id} not found`);
  }
  samples.sort((a, b) => a - b);
  return { queries: samples.length, p50: ms(percentile(samples, 50)), p99: ms(percentile(samples, 99)) };
}
