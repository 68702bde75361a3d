import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/helper.js';
import { down, up } from './0014_subcategory_names_any_case.js';

/**
 * A shop that already has 'Pyjamas', 'pyjamas' and 'PYJAMAS' under Men, as names compared in one case
 * (and later the race) could leave it; the two later ones share a leaf of their own.
 */
describe(`migration 0014 on ${testDatabaseKind}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.transaction().execute((trx) => down(trx as unknown as Kysely<unknown>));
    const { id: men } = await t.db
      .insertInto('categories')
      .values({ name: 'Men', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [first, second, third] = await t.db
      .insertInto('subcategories')
      .values([
        { category_id: men, name: 'Pyjamas', position: 0 },
        { category_id: men, name: 'pyjamas', position: 3 },
        { category_id: men, name: 'PYJAMAS', position: 5 },
      ])
      .returning('id')
      .execute();
    await t.db
      .insertInto('subsubcategories')
      .values([
        { subcategory_id: first?.id as string, name: 'Short', position: 0 },
        { subcategory_id: first?.id as string, name: 'Long', position: 1 },
        { subcategory_id: second?.id as string, name: 'Long', position: 0 },
        { subcategory_id: second?.id as string, name: 'Silk', position: 1 },
        { subcategory_id: third?.id as string, name: 'Silk', position: 0 },
        { subcategory_id: third?.id as string, name: 'Cotton', position: 1 },
      ])
      .execute();
    const price = { price: 1000, dollar_price: 0, description: '' };
    await t.db
      .insertInto('products')
      .values([
        { product_code: 'P-1', name: 'Striped', category: 'Men', subcategory: 'pyjamas', ...price },
        { product_code: 'P-2', name: 'Plain', category: 'Men', subcategory: 'Pyjamas', ...price },
        { product_code: 'P-3', name: 'Silky', category: 'Men', subcategory: 'PYJAMAS', ...price },
      ])
      .execute();
    // In one transaction, as the migrator runs it (its temporary table lives on one connection).
    await t.db.transaction().execute((trx) => up(trx as unknown as Kysely<unknown>));
  });
  afterAll(() => t.drop());

  it('merges sub-categories that differ only in case into the first placed one', async () => {
    const subcategories = await t.db.selectFrom('subcategories').select(['id', 'name']).execute();
    expect(subcategories.map((s) => s.name)).toEqual(['Pyjamas']);
    const leaves = await t.db
      .selectFrom('subsubcategories')
      .select('name')
      .where('subcategory_id', '=', subcategories[0]?.id as string)
      .orderBy('position')
      .execute();
    // Its own first, in their order; the others' once each, after them.
    expect(leaves.map((l) => l.name)).toEqual(['Short', 'Long', 'Cotton', 'Silk']);
    const products = await t.db.selectFrom('products').select('subcategory').distinct().execute();
    expect(products).toEqual([{ subcategory: 'Pyjamas' }]);
  });

  it('refuses a new sub-category that differs only in case', async () => {
    const insert = sql`insert into subcategories (category_id, name)
      select id, 'PYJAMAS' from categories where name = 'Men'`.execute(t.db);
    await expect(insert).rejects.toThrow(/subcategories_category_lower_name_key/);
  });
});
