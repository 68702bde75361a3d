import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/helper.js';
import { PLAN_EACH_CALL, statementNamer } from './prepared-statements.js';

describe('which statements are prepared (decision 024)', () => {
  it('names a text from its second run on, always with the same name, never a search marked to plan each call', () => {
    const preparedName = statementNamer();
    expect(preparedName('select 1 where $1::int > 0 -- naming')).toBeUndefined();
    const name = preparedName('select 1 where $1::int > 0 -- naming');
    expect(name).toMatch(/^shop_\d+$/);
    expect(preparedName('select 1 where $1::int > 0 -- naming')).toBe(name);
    expect(preparedName('select 2 where $1::int > 0 -- naming')).toBeUndefined();
    expect(preparedName('select 2 where $1::int > 0 -- naming')).not.toBe(name);
    const search = `${PLAN_EACH_CALL} select 3`;
    expect([preparedName(search), preparedName(search), preparedName(search)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('stops naming new texts at its limit, so one-off statements cannot fill the connections', () => {
    const preparedName = statementNamer(10);
    const kept = 'select 4 where $1::int > 0 -- kept';
    preparedName(kept);
    const keptName = preparedName(kept);
    for (let i = 0; i < 20; i++) {
      preparedName(`select ${i} -- one of many`);
      preparedName(`select ${i} -- one of many`);
    }
    const late = 'select 5 -- after the limit';
    expect([preparedName(late), preparedName(late)]).toEqual([undefined, undefined]);
    expect(preparedName(kept)).toBe(keptName);
  });
});

describe.runIf(testDatabaseKind === 'postgresql')('prepared statements on PostgreSQL', () => {
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
