import path from 'node:path';
import { parseArgs } from 'node:util';
import { localMediaStorage, repriceCatalogue, storeImages } from '@shop/server/bench';
import { lbpFromDollars } from '@shop/shared';
import sharp from 'sharp';
import { generate } from './generate.js';
import { percentile } from './lib/latency.js';
import { RESULTS } from './lib/processes.js';
import { ms, saveResult, table, warnIfBusy } from './lib/report.js';
import { benchTarget, type DbKind, openTarget, parseDbKinds } from './lib/targets.js';

/**
 * `npm run admin -w @shop/bench -- [--db pglite|postgres|both] [--products N] [--skip-generate] [--runs 3]`:
 * - bulk repricing (`POST /admin/updateAllPrices`' statement) on the generated catalogue, each run at a
 *   new rate so that every product and option row is rewritten;
 * - an upload of a 4,000 × 3,000 JPEG through the image pipeline (decode, three WebP widths, store on
 *   the local driver), the part of a product create that grows with the picture.
 */

interface RepriceRun {
  ms: number;
  products: number;
  options: number;
}

const median = (samples: readonly number[]) =>
  ms(
    percentile(
      [...samples].sort((a, b) => a - b),
      50,
    ),
  );

async function timeRepricing(kind: DbKind, runs: number): Promise<RepriceRun[]> {
  const db = await openTarget(benchTarget(kind));
  try {
    const results: RepriceRun[] = [];
    for (let run = 0; run < runs; run++) {
      const rate = 89_500 + 500 * (run + 1);
      const started = performance.now();
      const changed = await repriceCatalogue(db, rate);
      results.push({ ms: ms(performance.now() - started), ...changed });
      // The arithmetic, checked on one row: the database's integers are lbpFromDollars'.
      const row = await db
        .selectFrom('products')
        .select(['price', 'dollar_price'])
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      if (row.price !== lbpFromDollars(row.dollar_price, rate)) {
        throw new Error(`price ${row.price} ≠ ${lbpFromDollars(row.dollar_price, rate)} at rate ${rate}`);
      }
      console.log(
        `  ${kind} run ${run + 1}: ${results.at(-1)?.ms} ms, ${changed.products} products, ${changed.options} options`,
      );
    }
    return results;
  } finally {
    await db.destroy();
  }
}

/** A photo-like 4000 × 3000 JPEG: smoothed noise, so it neither compresses to nothing nor exceeds 10 MB. */
async function photo(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(4000, 3000, { kernel: 'cubic' }).jpeg({ quality: 90 }).toBuffer();
}

async function timeUpload(runs: number) {
  const jpeg = await photo();
  const media = localMediaStorage(path.join(RESULTS, 'data-admin-upload', 'media'));
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await storeImages(media, [jpeg]);
    samples.push(performance.now() - started);
  }
  return { bytes: jpeg.length, samples: samples.map(ms) };
}

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      products: { type: 'string', default: '100000' },
      'skip-generate': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
    },
  });
  const kinds = parseDbKinds(values.db);
  const products = Number(values.products);
  const runs = Math.max(1, Math.min(Number(values.runs) || 3, 10));
  warnIfBusy();
  const repricing: Record<string, { products: number | string; runs: RepriceRun[]; medianMs: number }> = {};
  for (const kind of kinds) {
    const target = benchTarget(kind);
    if (!values['skip-generate']) {
      console.log(`# ${kind}: generating ${products.toLocaleString('en')} products`);
      await generate(target, products, (line) => console.log(`  ${line}`));
    }
    const results = await timeRepricing(kind, runs);
    repricing[kind] = {
      products: values['skip-generate'] ? 'reused' : products,
      runs: results,
      medianMs: median(results.map((r) => r.ms)),
    };
  }
  const upload = await timeUpload(runs);
  const file = await saveResult('admin', { repricing, upload });
  console.log(
    `\n${table(
      ['measure', 'rows or bytes', 'median ms', 'runs ms'],
      [
        ...Object.entries(repricing).map(([kind, r]) => [
          `bulk repricing, ${kind}`,
          `${r.runs[0]?.products ?? 0} products + ${r.runs[0]?.options ?? 0} options`,
          r.medianMs,
          r.runs.map((run) => run.ms).join(' / '),
        ]),
        [
          'upload 4000×3000 JPEG → 3 WebP widths',
          `${upload.bytes} B`,
          median(upload.samples),
          upload.samples.join(' / '),
        ],
      ],
    )}\n\nsaved ${file}`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
