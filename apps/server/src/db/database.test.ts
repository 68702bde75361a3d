import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, signal, type TestDatabase, testDatabaseKind } from '../test/helper.js';

/**
 * PGlite is one connection shared by every request. These tests prove that transactions arriving at
 * once never interleave, on PGlite and (with TEST_DATABASE_URL) on a PostgreSQL server alike.
 */
describe(`concurrent transactions on ${testDatabaseKind}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await sql`create table counter (id int primary key, n int not null)`.execute(t.db);
    await sql`create table marks (name text primary key)`.execute(t.db);
    await sql`insert into counter values (1, 0)`.execute(t.db);
  });
  afterAll(() => t.drop());

  it('runs 60 concurrent read-modify-write transactions without losing an update', async () => {
    const increment = () =>
      t.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select n from counter where id = 1 for update`.execute(trx);
        await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1} where id = 1`.execute(trx);
      });
    await Promise.all(Array.from({ length: 60 }, increment));
    const { rows } = await sql<{ n: number }>`select n from counter where id = 1`.execute(t.db);
    expect(rows[0]?.n).toBe(60);
  });

  it('keeps a query issued during an open transaction out of that transaction', async () => {
    const proceed = signal();
    const started = signal();
    const rolledBack = t.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into marks values ('inside')`.execute(trx);
        started.resolve();
        await proceed.promise;
        throw new Error('roll back');
      })
      .catch((err: Error) => err.message);

    await started.promise;
    const outside = sql`insert into marks values ('outside')`.execute(t.db);
    proceed.resolve();
    expect(await rolledBack).toBe('roll back');
    await outside;

    const { rows } = await sql<{ name: string }>`select name from marks order by name`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual(['outside']);
  });
});

describe(`the planner on ${testDatabaseKind}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('prices a random page read as a read from memory, on every connection (decision 050)', async () => {
    // Held open together, so that the pool has to open several connections.
    const settings = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ random_page_cost: string }>`show random_page_cost`.execute(trx);
          await sql`select pg_sleep(0.05)`.execute(trx);
          return rows[0]?.random_page_cost;
        }),
      ),
    );
    expect(settings).toEqual(Array(8).fill('1.1'));
  });
});
