import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedDatabase } from '../test/helper.js';
import { compiledOnce } from './compiled-once.js';
import type { Database } from './database.js';

let db: Database;
beforeAll(async () => {
  db = await createEmbeddedDatabase();
});
afterAll(() => db.destroy());

describe('compiledOnce (decision 029)', () => {
  it("runs the statement compiled at the first call with each call's own values, lists included", async () => {
    // The arguments reach the statement in another order than they are passed.
    const sumOf = compiledOnce((db: Database, ids: readonly number[], label: string, base: number) =>
      db.selectNoFrom([
        sql<string>`${label}::text`.as('label'),
        sql<number>`(${base}::int + (select coalesce(sum(n), 0)::int from unnest(${ids}::int[]) as u(n)))`.as(
          'total',
        ),
      ]),
    );
    expect((await sumOf(db, [1, 2, 3], 'first', 0)).rows).toEqual([{ label: 'first', total: 6 }]);
    expect((await sumOf(db, [10, 20], 'second', 100)).rows).toEqual([{ label: 'second', total: 130 }]);
    expect((await sumOf(db, [], 'none', 7)).rows).toEqual([{ label: 'none', total: 7 }]);
  });

  it('refuses a statement that computes with an argument instead of sending it as a value', async () => {
    const shifted = compiledOnce((db: Database, n: number) =>
      db.selectNoFrom(sql<number>`${String(n).length}::int`.as('n')),
    );
    await expect(shifted(db, 41)).rejects.toThrow('argument 1 is computed with, not sent as a value');
    const unused = compiledOnce((db: Database, _n: number) => db.selectNoFrom(sql<number>`1`.as('n')));
    await expect(unused(db, 41)).rejects.toThrow('1 argument(s) are not values of the statement');
  });
});
