import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';
import { type Database, openDatabase } from './database.js';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ memory: true });
});
afterAll(() => db.destroy());

describe('compiledOnce (decision 029)', () => {
  it("runs the statement compiled at the first call with each call's own values, lists included", async () => {
    const sumOf = compiledOnce((db: Database, ids: readonly number[], label: string) =>
      db.selectNoFrom([
        sql<number>`(select sum(n)::int from unnest(${ids}::int[]) as u(n))`.as('total'),
        sql<string>`${label}::text`.as('label'),
      ]),
    );
    expect((await sumOf(db, [1, 2, 3], 'first')).rows).toEqual([{ total: 6, label: 'first' }]);
    expect((await sumOf(db, [10, 20], 'second')).rows).toEqual([{ total: 30, label: 'second' }]);
    expect((await sumOf(db, [], 'none')).rows).toEqual([{ total: null, label: 'none' }]);
  });

  it('refuses a statement that computes with an argument instead of sending it as a value', async () => {
    const shifted = compiledOnce((db: Database, n: number) =>
      db.selectNoFrom(sql<number>`${String(n).length}::int`.as('n')),
    );
    await expect(shifted(db, 41)).rejects.toThrow('1 argument(s) are not values of the statement');
  });
});
