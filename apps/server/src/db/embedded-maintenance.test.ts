import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedDatabase } from '../test/helper.js';
import type { Database } from './database.js';
import {
  checkpointIfWalGrew,
  maintainEmbeddedDatabase,
  vacuumIfChanged,
  walSinceCheckpoint,
} from './embedded-maintenance.js';

/** What the server passes as the version to vacuum by (the catalogue's), moved here by the test. */
let version = 0;
const readVersion = async () => version;

describe("the embedded database's own vacuum", () => {
  let db: Database;
  const products = async () => {
    const { rows } = await sql<{
      reltuples: number;
      relpages: number;
      relallvisible: number;
      analyzed: number;
    }>`
      select reltuples, relpages, relallvisible, analyze_count as analyzed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'products'`.execute(db);
    return rows[0];
  };
  const insertProducts = (from: number, to: number) =>
    sql`insert into products (product_code, name, category, subcategory, price)
    select 'VAC-' || g, 'Vacuumed ' || g, 'Women', 'Tops', 1000 from generate_series(${from}::int, ${to}::int) g`.execute(
      db,
    );

  beforeAll(async () => {
    // PGlite whatever the suite's database: a PostgreSQL server has its autovacuum.
    db = await createEmbeddedDatabase();
  });
  afterAll(() => db.destroy());

  it('gives the planner the catalogue as it is and marks its pages all-visible, when the version moved', async () => {
    const before = version;
    await insertProducts(1, 2000);
    version += 1;
    expect(await vacuumIfChanged(db, readVersion, before)).toBe(version);
    const after = await products();
    expect(after?.reltuples).toBe(2000);
    expect(after?.relallvisible).toBe(after?.relpages);
  });

  it('analyzes a table again only once a tenth of its rows changed, as autovacuum would', async () => {
    const analyzed = Number((await products())?.analyzed);
    await insertProducts(2001, 2100);
    await vacuumIfChanged(db, readVersion, undefined);
    expect((await products())?.analyzed).toBe(analyzed);

    await insertProducts(2101, 2300);
    await vacuumIfChanged(db, readVersion, undefined);
    expect(await products()).toMatchObject({ reltuples: 2300, analyzed: analyzed + 1 });
  });

  it('leaves the database alone while the version has not moved', async () => {
    const vacuums = async () => {
      const { rows } = await sql<{ n: number }>`
        select vacuum_count as n from pg_stat_user_tables where relname = 'products'`.execute(db);
      return Number(rows[0]?.n);
    };
    const seen = await vacuumIfChanged(db, readVersion, undefined);
    const vacuumed = await vacuums();
    expect(vacuumed).toBeGreaterThan(0);
    expect(await vacuumIfChanged(db, readVersion, seen)).toBe(seen);
    expect(await vacuums()).toBe(vacuumed);
  });
});

describe("the embedded database's own checkpoints", () => {
  let db: Database;
  const redo = async () => {
    const { rows } = await sql<{
      lsn: string;
    }>`select redo_lsn::text as lsn from pg_control_checkpoint()`.execute(db);
    return rows[0]?.lsn;
  };

  beforeAll(async () => {
    // PGlite whatever the suite's database: a PostgreSQL server has its own checkpointer.
    db = await createEmbeddedDatabase();
    await sql`create table filler (id int primary key, text text)`.execute(db);
  });
  afterAll(() => db.destroy());

  it('checkpoints once more WAL than the limit was written since the last checkpoint, and only then', async () => {
    await sql`checkpoint`.execute(db);
    const start = await redo();
    await sql`insert into filler select g, repeat('x', 500) from generate_series(1, 4000) g`.execute(db);
    const written = await walSinceCheckpoint(db);
    expect(written).toBeGreaterThan(2_000_000);

    expect(await checkpointIfWalGrew(db, written + 1)).toBe(false);
    expect(await redo()).toBe(start);

    expect(await checkpointIfWalGrew(db, written - 1)).toBe(true);
    expect(await redo()).not.toBe(start);
    expect(await walSinceCheckpoint(db)).toBeLessThan(written);
  });

  it('is what the running server does on its own', async () => {
    const start = await redo();
    await sql`update filler set text = text`.execute(db);
    const errors: unknown[] = [];
    const maintenance = maintainEmbeddedDatabase(db, {
      readVersion,
      walCheckIntervalMs: 20,
      walLimitBytes: 1_000_000,
      onError: (err) => errors.push(err),
    });
    try {
      await vi.waitFor(async () => expect(await redo()).not.toBe(start), { timeout: 5000, interval: 20 });
    } finally {
      maintenance.stop();
    }
    expect(errors).toEqual([]);
  });
});
