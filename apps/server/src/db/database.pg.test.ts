import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helper.js';

// PostgreSQL only: a `.pg.test.ts` file runs in the PostgreSQL project alone (vitest.config.ts).

describe('idle connections ended by the server', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('are dropped from the pool without stopping the process, and the next query gets a new one', async () => {
    await sql`select 1`.execute(t.db);
    // Ends every other connection to this database, the pool's idle one included.
    const other = await createTestDatabase();
    const { rows: before } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db);
    await sql`select pg_terminate_backend(${before[0]?.pid ?? 0})`.execute(other.db);
    await other.drop();
    await expect
      .poll(async () => (await sql<{ one: number }>`select 1 as one`.execute(t.db)).rows[0]?.one)
      .toBe(1);
  });
});
