import { foldText } from '@shop/shared';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/helper.js';
import { down, up } from './0026_product_translations.js';

const SAMPLES = [
  'بيجاما قطن للنساء',
  'أحمر',
  'إبريق',
  'آمنة',
  'ٱلبيت',
  'منشفة',
  'مستشفى',
  'بِيجَامَا',
  'قـــطن',
  'ÉCHARPE en laine',
  'Pyjamâ',
  'Cœur Ændre Straße',
  'garçon à côté',
  'İstanbul',
  'ΟΔΟΣ',
  'Ёлка',
  'Tab\there\nand line',
  'e\u0301te\u0301',
  '100% coton_bio',
];

/** The catalogue version and the search version (migration 0008's views). */
async function versions(db: TestDatabase['db']) {
  const [version, search] = await Promise.all(
    (['catalog_version', 'catalog_search_version'] as const).map((view) =>
      db.selectFrom(view).select('version').executeTakeFirstOrThrow(),
    ),
  );
  return { version: Number(version?.version), search: Number(search?.version) };
}

/** The database's fold of each text, in one statement. */
async function sqlFold(db: TestDatabase['db'], texts: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ folded: string[] }>`
    select array(select fold_text(t) from unnest(${texts}::text[]) with ordinality u(t, n) order by n) as folded`.execute(
    db,
  );
  return rows[0]?.folded ?? [];
}

describe(`search folding (migration 0026) on ${testDatabaseKind}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('folds as the shared foldText does, character by character up to U+07FF (Latin to Arabic)', async () => {
    // The fold maps each character on its own, so agreeing on every character is agreeing on any text.
    const characters = Array.from({ length: 0x7ff }, (_, i) => String.fromCharCode(i + 1));
    const folded = await sqlFold(t.db, characters);
    const differing = characters.filter((c, i) => folded[i] !== foldText(c));
    expect(differing.map((c) => `U+${c.charCodeAt(0).toString(16)}`)).toEqual([]);
  });

  it('folds sample names as foldText does', async () => {
    expect(await sqlFold(t.db, SAMPLES)).toEqual(SAMPLES.map(foldText));
    expect(foldText('أحمر')).toBe(foldText('احمر'));
    expect(foldText('مستشفى')).toBe('مستشفي');
    expect(foldText('منشفة')).toBe('منشفه');
    expect(foldText('بِيجَامَا')).toBe('بيجاما');
    expect(foldText('قـــطن')).toBe('قطن');
    expect(foldText('Pyjamâ')).toBe('pyjama');
    expect(foldText('ÉCHARPE')).toBe('echarpe');
    expect(foldText('Cœur')).toBe('coeur');
    expect(foldText('e\u0301te\u0301')).toBe('ete');
  });

  it('fills search_names of the products a shop already has', async () => {
    const migrate = (step: typeof up) =>
      t.db.transaction().execute((trx) => step(trx as unknown as Kysely<unknown>));
    await migrate(down);
    await sql`insert into products (product_code, name, description, category, subcategory, price, dollar_price)
      values ('OLD-1', 'Écharpe Laine', '', 'Women', 'Gloves', 1000, 1)`.execute(t.db);
    await migrate(up);
    const { rows } = await sql<{ search_names: string }>`
      delete from products where product_code = 'OLD-1' returning search_names`.execute(t.db);
    expect(rows).toEqual([{ search_names: 'echarpe laine' }]);
  });

  it('keeps search_names as the folded names, English first, and moves both versions', async () => {
    const { id } = await t.db
      .insertInto('products')
      .values({
        product_code: 'FLD-1',
        name: 'Écharpe Laine',
        description: '',
        category: 'Women',
        subcategory: 'Gloves',
        price: 1000,
        dollar_price: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const names = async () =>
      (
        await t.db
          .selectFrom('products')
          .select('search_names')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).search_names;
    expect(await names()).toBe('echarpe laine');

    const before = await versions(t.db);
    await t.db
      .insertInto('product_translations')
      .values([
        { product_id: id, locale: 'fr', name: 'Écharpe en laine' },
        { product_id: id, locale: 'ar', name: 'وِشاح صوف' },
      ])
      .execute();
    expect(await names()).toBe('echarpe laine\nوشاح صوف\necharpe en laine');
    const after = await versions(t.db);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.search).toBeGreaterThan(before.search);

    // A description changes no name, but the product's page shows it: the catalogue version moves.
    const described = (await versions(t.db)).version;
    await t.db
      .updateTable('product_translations')
      .set({ description: 'Chaude et douce.' })
      .where('product_id', '=', id)
      .where('locale', '=', 'fr')
      .execute();
    expect(await names()).toBe('echarpe laine\nوشاح صوف\necharpe en laine');
    expect((await versions(t.db)).version).toBeGreaterThan(described);

    await t.db.updateTable('products').set({ name: 'Wool Scarf' }).where('id', '=', id).execute();
    expect(await names()).toBe('wool scarf\nوشاح صوف\necharpe en laine');
    await t.db.deleteFrom('product_translations').where('locale', '=', 'ar').execute();
    expect(await names()).toBe('wool scarf\necharpe en laine');

    await t.db.deleteFrom('products').where('id', '=', id).execute();
    expect(await t.db.selectFrom('product_translations').selectAll().execute()).toEqual([]);
  });
});
