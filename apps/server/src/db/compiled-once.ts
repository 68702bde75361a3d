import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Database } from './database.js';

/**
 * Stands for the value of a statement's argument while the statement is compiled once. Any attempt to
 * compute with it (a template literal, arithmetic, `String()`, `JSON.stringify`) throws: the statement
 * would then depend on the first call's values. (Branching on it cannot be caught: it is truthy.)
 */
class Slot {
  constructor(readonly index: number) {}
  [Symbol.toPrimitive](): never {
    throw new Error(`compiledOnce: argument ${this.index + 1} is computed with, not sent as a value`);
  }
  toJSON(): never {
    return this[Symbol.toPrimitive]();
  }
}

/**
 * A statement that Kysely builds and compiles once per database, at its first call, then runs with
 * each call's values. Building and compiling a statement costs the server more than sending it
 * (walking and freezing its operation nodes); the catalogue's hottest reads (the versions, a page's
 * products by id, a product page) run thousands of times a second with the same text (decision 029).
 *
 * `build` receives one stand-in per argument and must use each only as a value (`= ${id}`,
 * `${ids}::uuid[]`): never branch on it, compute with it, or spread it into a list (`in (…)`). A
 * stand-in that is computed with, or that does not reach the statement's values, is refused at the
 * first call.
 */
export function compiledOnce<A extends unknown[], R>(
  build: (db: Database, ...args: A) => Compilable<R>,
): (db: Database, ...args: A) => Promise<QueryResult<R>> {
  const compiled = new WeakMap<Database, CompiledQuery<R>>();
  return async (db, ...args) => {
    let query = compiled.get(db);
    if (!query) {
      const slots = args.map((_, index) => new Slot(index)) as A;
      query = build(db, ...slots).compile();
      const used = new Set(query.parameters.filter((p) => p instanceof Slot).map((p) => p.index));
      if (used.size !== args.length) {
        throw new Error(
          `compiledOnce: ${args.length - used.size} argument(s) are not values of the statement`,
        );
      }
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    return db.executeQuery({ ...query, parameters });
  };
}
