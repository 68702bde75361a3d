import { LRUCache } from 'lru-cache';
import pg from 'pg';

/**
 * Marks a statement whose best plan depends on its values (a search: which filter, which text), so
 * that PostgreSQL plans it at every call instead of preparing it. Put it first in the statement's text.
 */
export const PLAN_EACH_CALL = '/* plan each call */';

/** A text seen this many times is prepared from then on (PgJDBC's prepareThreshold does the same). */
const PREPARE_AFTER = 2;
/** At most this many texts are prepared per process, and so per connection; the rest run unnamed. */
const MAX_PREPARED = 500;
/** Texts counted while waiting for their second use (the least recently seen forgotten first). */
const MAX_COUNTED = 2000;

/**
 * The name a statement is prepared under on every connection, once the process has run its text
 * PREPARE_AFTER times; undefined while it has not, when it is marked PLAN_EACH_CALL, or when `limit`
 * texts are already prepared (statements built from lists of different lengths would otherwise fill
 * each connection's memory with one-off statements). One name per text, so a name never stands for
 * two statements.
 */
export function statementNamer(limit = MAX_PREPARED): (text: string) => string | undefined {
  const names = new Map<string, string>();
  const counted = new LRUCache<string, number>({ max: MAX_COUNTED });
  return (text) => {
    const known = names.get(text);
    if (known !== undefined || names.size >= limit || text.startsWith(PLAN_EACH_CALL)) return known;
    const times = (counted.get(text) ?? 0) + 1;
    if (times < PREPARE_AFTER) {
      counted.set(text, times);
      return undefined;
    }
    counted.delete(text);
    const name = `shop_${names.size}`;
    names.set(text, name);
    return name;
  };
}

/** The process's names: every connection of every pool prepares a text under the same one. */
const preparedName = statementNamer();

/**
 * A pg client that runs the shop's repeated statements as prepared statements: each connection parses
 * and plans such a statement once, then only binds its values and executes it. Most of the shop's
 * statements are small lookups (a product by id, a page's products by id, the versions, a cart, a
 * token's user) whose parsing and planning cost PostgreSQL more than running them (decision 024).
 * PostgreSQL still chooses, after five runs, between a plan made for the values and a generic one by
 * comparing their costs (plan_cache_mode auto); searches opt out with PLAN_EACH_CALL.
 */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this one forwards them all.
  override query(...args: any[]): any {
    const [text, values] = args;
    // (text, values) is how Kysely calls it; a config object or a callback goes through as it is.
    const plain = args.length === 2 && typeof text === 'string' && Array.isArray(values);
    const name = plain ? preparedName(text) : undefined;
    return name === undefined ? super.query(...(args as [string])) : super.query({ name, text, values });
  }
}
