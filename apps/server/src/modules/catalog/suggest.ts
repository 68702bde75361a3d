import { DEFAULT_LOCALE, type Locale, type Suggestion } from '@shop/shared';
import type { Database } from '../../db/database.js';
import type { SearchIndex } from './search-index.js';
import { suggestProducts } from './suggest-queries.js';
import { catalogSearchVersion } from './version-queries.js';
import { type Versioned, VersionedCache } from './versioned-cache.js';

/**
 * Live search, remembering answers per search version like the listing's counts: popular prefixes
 * ("pyj", "tow") are typed by many shoppers, and the answer only changes when products do, other than
 * in stock (a suggestion shows no stock; migration 0008). The version (`searchVersion`: the one of now,
 * or a read of the last few milliseconds, decision 109) is taken before the search, so an answer can at
 * worst be recomputed once too often, never older than that version. A search `index` read at that
 * version answers in place of the database. Answers are remembered per language (their names).
 */
export function createSuggester(
  db: Database,
  index?: SearchIndex,
  searchVersion: () => number | Promise<number> = () => catalogSearchVersion(db),
) {
  const answers = new VersionedCache<Suggestion[]>(2000);
  /**
   * The suggestions, named in `locale`, and the search version they were read at. `known`: the current
   * search version when the caller has just read it (the HTTP caching hook, to revalidate).
   */
  return async (
    text: string,
    limit: number,
    known?: number,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<Versioned<Suggestion[]>> => {
    const key = `${locale}:${limit}:${text.toLowerCase()}`;
    const version = known ?? (await searchVersion());
    const cached = answers.get(key);
    if (cached?.version === version) return cached;
    const indexed = index?.at(version)?.suggest(text, limit, locale);
    const answer = { version, value: indexed ?? (await suggestProducts(db, text, limit, locale)) };
    answers.set(key, answer);
    return answer;
  };
}
