import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/helper.js';
import { migrateToLatest } from '../migrate.js';
import { down } from './0030_search_ranks_stock_status.js';

const searchVersion = async (db: TestDatabase['db']) =>
  Number((await db.selectFrom('catalog_search_version').select('version').executeTakeFirstOrThrow()).version);

/**
 * A shop migrated before 0030 landed, with the migrations numbered after it (0032, 0033) already run:
 * the next start runs 0030, and from then on a product selling out moves the search version.
 */
describe(`migration 0030 on ${testDatabaseKind}`, () => {
  let t: TestDatabase;
  let id: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    await down(t.db as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration where name = '0030_search_ranks_stock_status'`.execute(t.db);
    ({ id } = await t.db
      .insertInto('products')
      .values({
        product_code: 'P-1',
        name: 'Robe',
        description: '',
        category: 'Men',
        subcategory: 'Robe',
        price: 1000,
        dollar_price: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t.drop());

  it('runs on a database that ran later migrations, and a sold-out status then moves the search version', async () => {
    const before = await searchVersion(t.db);
    await t.db.updateTable('products').set({ status: 'OUTOFSTOCK' }).where('id', '=', id).execute();
    // Before 0030 a status change was stock-only.
    expect(await searchVersion(t.db)).toBe(before);

    await migrateToLatest(t.db);
    const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(ran.rows.map((r) => r.name)).toContain('0030_search_ranks_stock_status');
    await t.db.updateTable('products').set({ status: 'INSTOCK' }).where('id', '=', id).execute();
    expect(await searchVersion(t.db)).toBe(before + 1);
    // The stock itself still is stock-only.
    await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', id).execute();
    expect(await searchVersion(t.db)).toBe(before + 1);
  });
});
