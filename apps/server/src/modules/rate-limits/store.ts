import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Database } from '../../db/database.js';
import { countHit, deleteEndedWindows } from './queries.js';

/** Every this many hits counted by a process, it deletes the windows that have ended. */
const CLEAN_EVERY = 256;

/**
 * A store for @fastify/rate-limit that keeps the counters in the database, so that every server
 * process (WEB_CONCURRENCY, or servers behind a load balancer) counts against the same limit: one
 * upsert per limited request (decision 042). Each route gets its own keys, as with the
 * plugin's own stores. The plugin constructs the store itself, hence a class made per database.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let counted = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    // The plugin constructs the root store with its options, which this store does not need.
    constructor(
      _options: unknown,
      readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counted++;
      // Best effort: a failed clean-up leaves rows that the next one deletes.
      if (counted % CLEAN_EVERY === 0) void deleteEndedWindows(db).catch(() => undefined);
      countHit(db, this.prefix + key, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options, which carry the route as `routeInfo`
    // (its typings say the route itself; its own Redis store reads routeInfo too).
    child(options: object): FastifyRateLimitStore {
      const { method, url } = (options as { routeInfo: RouteOptions }).routeInfo;
      return new DatabaseStore(undefined, `${[method].flat().join(',')} ${url} `);
    }
  }
  return DatabaseStore;
}
