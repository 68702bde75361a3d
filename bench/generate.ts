import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localMediaStorage, migrateToLatest } from '@shop/server/bench';
import { generateCatalogue } from './catalogue.js';
import { type GenerateTarget, openTarget } from './lib/targets.js';

/** Migrates the target with the server's own migrations and fills it with `products` products. */
export async function generate(target: GenerateTarget, products: number, log = console.log) {
  const db = await openTarget(target);
  try {
    await migrateToLatest(db);
    return await generateCatalogue(db, localMediaStorage(path.resolve(target.dataDir, 'media')), {
      products,
      log,
    });
  } finally {
    await db.destroy();
  }
}

/** `DATA_DIR=… [DATABASE_URL=…] tsx generate.ts [--products N]`. */
async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const products = Number(values.products);
  const dataDir = process.env.DATA_DIR;
  if (!Number.isInteger(products) || products < 1) throw new Error('--products must be a positive integer');
  // No default target: the generator empties the catalogue, so it must never land on a real shop by accident.
  if (!dataDir) throw new Error('Set DATA_DIR (and DATABASE_URL for PostgreSQL); its catalogue is replaced.');
  await generate({ databaseUrl: process.env.DATABASE_URL, dataDir }, products);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
