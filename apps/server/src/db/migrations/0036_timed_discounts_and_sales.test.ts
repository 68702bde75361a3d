import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/helper.js';
import { migrateToLatest } from '../migrate.js';
import * as m0036 from './0036_timed_discounts_and_sales.js';
import * as m0037 from './0037_promo_codes.js';
import * as m0038 from './0038_price_display.js';

/**
 * A running shop's catalogue taken through 0036–0038 (issue 48): its products keep the prices their cards
 * showed, a ticked discount still runs, and a product written after it is priced by the trigger.
 */
describe(`migrations 0036–0038 on a shop with products, on ${testDatabaseKind}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    const db = t.db as unknown as Kysely<unknown>;
    for (const migration of [m0038, m0037, m0036]) await migration.down(db);
    await sql`delete from kysely_migration where name in
      ('0036_timed_discounts_and_sales', '0037_promo_codes', '0038_price_display')`.execute(t.db);
    const product = (code: string, price: number, rate: number, active: boolean) =>
      sql`insert into products (product_code, name, description, category, subcategory, price, dollar_price,
        discount_rate, discount_active) values (${code}, ${code}, '', 'Men', 'Robe', ${price}, 1, ${rate}, ${active})`;
    for (const row of [
      product('OFF-20', 1_000_000, 20, true),
      product('UNTICKED', 999_999, 50, false),
      product('PLAIN', 500_000, 0, false),
    ]) {
      await row.execute(t.db);
    }
  });
  afterAll(() => t.drop());

  it('keeps every shown price, and the ticked discount runs', async () => {
    const before = await sql<{ code: string; shown: string }>`
      select product_code as code, shown_price::text as shown from products order by product_code`.execute(
      t.db,
    );
    await migrateToLatest(t.db);
    const after = await t.db
      .selectFrom('products')
      .select(['product_code', 'shown_price', 'discount_now'])
      .orderBy('product_code')
      .execute();
    expect(after.map((p) => [p.product_code, String(p.shown_price)])).toEqual(
      before.rows.map((p) => [p.code, p.shown]),
    );
    expect(after.map((p) => [p.product_code, p.discount_now])).toEqual([
      ['OFF-20', 20],
      ['PLAIN', 0],
      ['UNTICKED', 0],
    ]);
  });

  it('prices a product written afterwards by its trigger, windows included', async () => {
    await t.db
      .updateTable('products')
      .set({ discount_active: true, discount_ends_at: new Date(Date.parse('2000-01-01T00:00:00Z')) })
      .where('product_code', '=', 'UNTICKED')
      .execute();
    await t.db.updateTable('products').set({ price: 600_000 }).where('product_code', '=', 'PLAIN').execute();
    const rows = await t.db
      .selectFrom('products')
      .select(['product_code', 'shown_price', 'discount_now'])
      .where('product_code', 'in', ['UNTICKED', 'PLAIN'])
      .orderBy('product_code')
      .execute();
    // The window ended long ago: ticked, but not running.
    expect(rows.map((p) => [p.product_code, Number(p.shown_price), p.discount_now])).toEqual([
      ['PLAIN', 600_000, 0],
      ['UNTICKED', 999_999, 0],
    ]);
  });
});
