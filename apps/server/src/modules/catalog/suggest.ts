import type { Suggestion } from '@shop/shared';
import type { Database } from '../../db/database.js';
import { catalogVersion, suggestProducts } from './queries.js';
import { VersionedCache } from './versioned-cache.js';

/**
 * Live search, remembering answers per catalogue version like the listing does: popular prefixes
 * ("pyj", "tow") are typed by many shoppers, and the answer only changes when products do. The
 * version is read before the search, so an answer can at worst be recomputed once too often, never
 * served stale.
 */
export function createSuggester(db: Database, cacheSize = 2000) {
  const answers = new VersionedCache<Suggestion[]>(cacheSize);
  /** `known`: the current version when the caller has just read it (the HTTP caching hook). */
  return async (text: string, limit: number, known?: number): Promise<Suggestion[]> => {
    const key = `${limit}:${text.toLowerCase()}`;
    const version = known ?? (await catalogVersion(db));
    const cached = answers.get(key);
    if (cached?.version === version) return cached.value;
    const value = await suggestProducts(db, text, limit);
    answers.set(key, { version, value });
    return value;
  };
}
