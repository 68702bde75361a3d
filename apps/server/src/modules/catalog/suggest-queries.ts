// The live search's suggestions when the search index cannot answer (decision 025).
import { DEFAULT_LOCALE, type Locale, type Suggestion } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { PLAN_EACH_CALL } from '../../db/prepared-statements.js';
import { nameOrCodeContains, searchesEverywhere } from './listing-queries.js';
import { firstImageUrl, localizedText } from './product-json.js';

/** A suggestion's price is the one its card shows: after the active discount. Its name is in `locale`. */
const suggestionColumns = (locale: Locale) =>
  sql`p.id as "_id", ${localizedText(locale, 'name')} as name, p.product_code as "productId", p.shown_price as price`;

/** How many of the newest products a suggestion looks at before searching the whole catalogue. */
const SUGGEST_RECENT_WINDOW = 1000;

/**
 * Live-search suggestions from the database: the newest products whose names or code hold every word
 * of the text (see `nameOrCodeContains`), named in `locale`. A common text is found among the newest products straight
 * off the listing index; only when those hold too few matches is the whole catalogue searched, through
 * the trigram and code indexes, and then the matches are few by definition. (A plain ORDER BY … LIMIT
 * leaves the choice to the planner, which cannot estimate a substring's frequency and may walk the
 * whole table; a code's first letters, such as a section's, match thousands of products to sort.)
 */
export async function suggestProducts(
  db: Database,
  text: string,
  limit: number,
  locale: Locale = DEFAULT_LOCALE,
  recentWindow = SUGGEST_RECENT_WINDOW,
): Promise<Suggestion[]> {
  const recent = sql`(
    select r.id, r.created_at
    from (select id, search_names, product_code, created_at from products
          order by created_at desc, id desc limit ${recentWindow}) r
    where ${nameOrCodeContains('r', text)}
    order by r.created_at desc, r.id desc limit ${limit})`;
  // Everywhere: all matches, unordered, so that the planner reads them through the indexes.
  const hits = !searchesEverywhere(text)
    ? sql`select id, created_at from recent`
    : sql`select id, created_at from recent where (select count(*) from recent) = ${limit}
          union all
          select id, created_at from (
            select e.id, e.created_at from products e
            where ${nameOrCodeContains('e', text)} and (select count(*) from recent) < ${limit}
            offset 0) everywhere`;
  const result = await sql<Suggestion>`${sql.raw(PLAN_EACH_CALL)}
    with recent as materialized ${recent}, hits as (${hits})
    select ${suggestionColumns(locale)}, ${firstImageUrl('smallest')} as image
    from (select id, created_at from hits order by created_at desc, id desc limit ${limit}) h
    join products p on p.id = h.id
    order by h.created_at desc, h.id desc`.execute(db);
  return result.rows;
}
