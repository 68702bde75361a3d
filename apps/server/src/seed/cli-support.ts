import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createMediaStorage, type MediaStorage } from '../modules/media/index.js';
import { openShopDatabase } from '../shop.js';

/**
 * Runs a command-line task on the shop's configured database (DATABASE_URL, or the embedded one
 * under DATA_DIR), then closes it. Any failure is printed as one clear line and exits non-zero.
 */
export async function runOnShop(task: (shop: { db: Database; media: MediaStorage }) => Promise<void>) {
  let db: Database | undefined;
  try {
    const config = loadConfig();
    db = await openShopDatabase(config);
    await task({ db, media: createMediaStorage(config) });
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await db?.destroy();
  }
}
