import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVersion } from '../modules/catalog/queries.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/helper.js';
import { vacuumIfChanged } from './embedded-maintenance.js';

describe(`the embedded database's own vacuum, on ${testDatabaseKind}`, () => {
  let t: TestDatabase;
  const planner = async () => {
    const { rows } = await sql<{ reltuples: number; relpages: number; relallvisible: number }>`
      select reltuples, relpages, relallvisible from pg_class where relname = 'products'`.execute(t.db);
    return rows[0];
  };
  const insertProducts = () =>
    sql`insert into products (product_code, name, category, subcategory, price)
    select 'VAC-' || g, 'Vacuumed ' || g, 'Women', 'Tops', 1000 from generate_series(1, 2000) g`.execute(
      t.db,
    );

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('gives the planner the catalogue as it is and marks its pages all-visible, when the catalogue changed', async () => {
    const before = await catalogVersion(t.db);
    await insertProducts();
    const version = await vacuumIfChanged(t.db, before);
    expect(version).toBeGreaterThan(before);
    const after = await planner();
    expect(after?.reltuples).toBe(2000);
    expect(after?.relallvisible).toBe(after?.relpages);
  });

  it('leaves the database alone while the catalogue version has not moved', async () => {
    const vacuums = async () => {
      const { rows } = await sql<{ n: number }>`
        select vacuum_count as n from pg_stat_user_tables where relname = 'products'`.execute(t.db);
      return Number(rows[0]?.n);
    };
    const version = await vacuumIfChanged(t.db, undefined);
    const vacuumed = await vacuums();
    expect(vacuumed).toBeGreaterThan(0);
    expect(await vacuumIfChanged(t.db, version)).toBe(version);
    expect(await vacuums()).toBe(vacuumed);
  });
});
