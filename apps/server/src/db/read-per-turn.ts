import type { Database } from './database.js';

/**
 * One statement for every caller of `read` in one turn of the event loop. The statement is sent after
 * the turn (setImmediate), so it starts after every caller that shares it arrived: its answer is as new
 * as each caller's own read would have been, never older. A busy server handles many requests a turn,
 * and each catalogue read starts with the same read of a version (docs/decisions/031).
 */
export function readPerTurn<T>(read: (db: Database) => Promise<T>): (db: Database) => Promise<T> {
  const pending = new WeakMap<Database, Promise<T>>();
  return (db) => {
    let shared = pending.get(db);
    if (!shared) {
      shared = new Promise<T>((resolve, reject) => {
        setImmediate(() => {
          pending.delete(db);
          read(db).then(resolve, reject);
        });
      });
      pending.set(db, shared);
    }
    return shared;
  };
}
