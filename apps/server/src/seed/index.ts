import type { Database } from '../db/database.js';
import type { MediaStorage } from '../modules/media/storage.js';

export interface SeedOptions {
  log: (line: string) => void;
}

/** Fills the demo catalogue, rates and demo accounts; safe to run twice. */
export async function seedDemoData(_db: Database, _media: MediaStorage, _opts: SeedOptions): Promise<void> {}
