import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedDatabase } from '../test/helper.js';
import type { Database } from './database.js';
import { readPerTurn } from './read-per-turn.js';

let db: Database;
beforeAll(async () => {
  db = await createEmbeddedDatabase();
  await sql`create sequence statements`.execute(db);
});
afterAll(() => db.destroy());

/** Each statement takes the next number: equal answers mean one statement. */
const nextNumber = readPerTurn(async (db: Database) => {
  const { rows } = await sql<{ n: number }>`select nextval('statements')::int as n`.execute(db);
  return (rows[0] as { n: number }).n;
});

/**
 * How the catalogue's version is read on PostgreSQL (catalog's `catalogVersion`); the test runs it on
 * PGlite, which takes statements in order.
 */
const catalogVersion = readPerTurn(async (db: Database) => {
  const { rows } = await sql<{ version: number }>`select version from catalog_version`.execute(db);
  return Number(rows[0]?.version);
});

/** What a product change does to the catalogue version (migration 0008's trigger), done directly. */
const bumpCatalogVersion = (db: Database) =>
  sql`update catalog_version_shards set version = version + 1 where shard = 0`.execute(db);

describe('readPerTurn (decision 031)', () => {
  it('gives the callers of one turn one statement, and a later turn its own', async () => {
    const first = await Promise.all([nextNumber(db), nextNumber(db), nextNumber(db), nextNumber(db)]);
    expect(new Set(first).size).toBe(1);
    const [later] = await Promise.all([nextNumber(db)]);
    expect(later).toBeGreaterThan(first[0] as number);
  });

  it('answers a caller that came after a change was sent with the change, though an earlier caller started the read', async () => {
    const before = await catalogVersion(db);
    const early = catalogVersion(db);
    // Sent now, in this turn; the shared read is sent after the turn, so it sees the change like a
    // read of the late caller's own would.
    const change = bumpCatalogVersion(db);
    const late = catalogVersion(db);
    await change;
    expect(await early).toBe(before + 1);
    expect(await late).toBe(before + 1);
  });

  it('fails every caller of a turn whose read fails, and reads again in the next turn', async () => {
    let failures = 1;
    const flaky = readPerTurn(async (db: Database) => {
      if (failures-- > 0) throw new Error('connection lost');
      return catalogVersion(db);
    });
    const failed = await Promise.allSettled([flaky(db), flaky(db)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await flaky(db)).toBe(await catalogVersion(db));
  });
});
