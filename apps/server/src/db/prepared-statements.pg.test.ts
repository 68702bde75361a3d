import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helper.js';
import { PLAN_EACH_CALL } from './prepared-statements.js';

// PostgreSQL only: a `.pg.test.ts` file runs in the PostgreSQL project alone (vitest.config.ts).

describe('prepared statements on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  /** Runs `statement` for each value on one connection, then lists what that connection has prepared. */
  const onOneConnection = (
    values: number[],
    statement: (n: number) => ReturnType<typeof sql<{ n: number }>>,
  ) =>
    t.db.transaction().execute(async (trx) => {
      const answers: (number | undefined)[] = [];
      for (const n of values) answers.push((await statement(n).execute(trx)).rows[0]?.n);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        trx,
      );
      return { answers, prepared: rows.map((row) => row.statement) };
    });

  it('prepares a repeated statement on the connection and binds each run its own values', async () => {
    const { answers, prepared } = await onOneConnection(
      [1, 2, 3],
      (n) => sql`select ${n}::int + 40 as n -- repeated`,
    );
    expect(answers).toEqual([41, 42, 43]);
    expect(prepared).toContain('select $1::int + 40 as n -- repeated');
  });

  it('leaves a search marked to plan each call unprepared, and answers it all the same', async () => {
    const { answers, prepared } = await onOneConnection(
      [1, 2, 3],
      (n) => sql`${sql.raw(PLAN_EACH_CALL)} select ${n}::int + 50 as n -- search`,
    );
    expect(answers).toEqual([51, 52, 53]);
    expect(prepared.filter((text) => text.includes('-- search'))).toEqual([]);
  });
});
