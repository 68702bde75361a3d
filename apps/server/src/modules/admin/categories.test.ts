import { endpoints, endpointUrl, format, messages } from '@shop/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signal, type TestApp } from '../../test/helper.js';
import type { TestUser } from '../accounts/testing.js';
import { insertSubcategory } from '../catalog/index.js';
import { adminShop, createProduct, dataUrl, picture, productForm } from './testing.js';

/** The category tree's admin side: adding sub-categories, and sub-sub-categories checked on a product. */

let t: TestApp;
let admin: TestUser;
let png: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminShop(t);
  png = dataUrl(await picture(800, 600));
});
afterAll(() => t.close());

/** PUT /subcategories as the admin. */
const putSubcategory = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.admin.addSubcategory),
    headers: admin.headers,
    payload,
  });

describe('PUT /subcategories', () => {
  it('adds a sub-category that the product form then accepts', async () => {
    const res = await putSubcategory({ category: 'Kitchen', name: 'Placemats' });
    expect(res.statusCode).toBe(200);
    const kitchen = res.json().data.find((c: { name: string }) => c.name === 'Kitchen');
    expect(kitchen.subcategories.at(-1).name).toBe('Placemats');
    await createProduct(
      t,
      admin,
      productForm({ category: 'Kitchen', subcategory: 'Placemats', images: [png] }),
    );
    const bad = await putSubcategory({ category: 'Cars', name: 'Wheels' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown category: Cars');
  });

  it('keeps one sub-category per name whatever its case, and asks for the category', async () => {
    const names = (res: { json(): { data: { name: string; subcategories: { name: string }[] }[] } }) =>
      res
        .json()
        .data.find((c) => c.name === 'Men')
        ?.subcategories.map((s) => s.name);
    const again = await putSubcategory({ category: 'Men', name: 'pyjamas' });
    expect(again.statusCode).toBe(200);
    expect(names(again)?.filter((name) => name.toLowerCase() === 'pyjamas')).toEqual(['Pyjamas']);
    const nameOnly = await putSubcategory({ name: 'Socks' });
    expect(nameOnly.statusCode).toBe(400);
    expect(nameOnly.json()).toEqual({ success: false, message: messages.emptyFields });
  });

  it('adds one sub-category when two admins add it at once in different cases', async () => {
    // The first admin's insert is made and not yet committed when the second one's runs. On a
    // PostgreSQL server the second waits for the first (the unique index on the lowered name) and
    // then adds nothing; a check for the name before inserting would have seen nothing and added it.
    const inserted = signal();
    const mayCommit = signal();
    const first = t.db.transaction().execute(async (trx) => {
      await insertSubcategory(trx, 'Men', 'Scarves', { ar: 'أوشحة' });
      inserted.resolve();
      await mayCommit.promise;
    });
    await inserted.promise;
    const second = insertSubcategory(t.db, 'Men', 'scarves', { fr: 'Écharpes' });
    await untilSettledOrWaitingForALock(t, second);
    mayCommit.resolve();
    await Promise.all([first, second]);
    const added = await t.db
      .selectFrom('subcategories')
      .select(['name', 'labels'])
      .where(sql`lower(name)`, '=', 'scarves')
      .execute();
    // The second one's labels went to the one the first added.
    expect(added).toEqual([{ name: 'Scarves', labels: { ar: 'أوشحة', fr: 'Écharpes' } }]);
  });

  it('keeps the Arabic and French names typed with it, which GET /categories answers', async () => {
    const placemats = async () => {
      const res = await t.app.inject({ method: 'GET', url: endpointUrl(endpoints.catalog.categories) });
      const kitchen = res.json().data.find((c: { name: string }) => c.name === 'Kitchen');
      return kitchen.subcategories.find((s: { name: string }) => s.name === 'Table Runners');
    };
    const added = await putSubcategory({
      category: 'Kitchen',
      name: 'Table Runners',
      labels: { ar: '  مفارش   طاولة ', fr: '' },
    });
    expect(added.statusCode).toBe(200);
    // Spaces as a one-line name has them; a blank language is no label.
    expect(await placemats()).toEqual({
      name: 'Table Runners',
      labels: { ar: 'مفارش طاولة' },
      subsubcategories: [],
    });

    // Given again (in any case), the languages named replace those labels; the others stay.
    await putSubcategory({ category: 'Kitchen', name: 'table runners', labels: { fr: 'Chemins de table' } });
    await putSubcategory({ category: 'Kitchen', name: 'TABLE RUNNERS' });
    expect((await placemats()).labels).toEqual({ ar: 'مفارش طاولة', fr: 'Chemins de table' });

    // The shop's own sub-categories carry no labels: the web catalogues name them.
    const res = await t.app.inject({ method: 'GET', url: endpointUrl(endpoints.catalog.categories) });
    const aprons = res
      .json()
      .data.find((c: { name: string }) => c.name === 'Kitchen')
      .subcategories.find((s: { name: string }) => s.name === 'Aprons');
    expect(aprons).not.toHaveProperty('labels');
  });

  it('refuses labels that are not names, and adds nothing', async () => {
    for (const [labels, message] of [
      ['بيجامات', 'labels must be an object of languages'],
      [{ ar: 7 }, 'labels must be text'],
      [{ fr: 'x'.repeat(200) }, 'name is too long'],
    ] as const) {
      const res = await putSubcategory({ category: 'Kitchen', name: 'Coasters', labels });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    const names = await t.db
      .selectFrom('subcategories')
      .select('name')
      .where('name', '=', 'Coasters')
      .execute();
    expect(names).toEqual([]);
  });
});

/**
 * Resolves once `statement` has finished or, on a PostgreSQL server, once a statement of this test
 * database waits for a lock held by an open transaction. PGlite runs one statement at a time and
 * queues the others, so there the statement is simply queued.
 */
async function untilSettledOrWaitingForALock(t: TestApp, statement: Promise<unknown>): Promise<void> {
  if (!t.databaseUrl) return;
  let settled = false;
  const done = () => {
    settled = true;
  };
  statement.then(done, done);
  const waitingForALock = async () => {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    return (rows[0]?.waiting ?? 0) > 0;
  };
  while (!settled && !(await waitingForALock())) await new Promise((resolve) => setImmediate(resolve));
}

describe('sub-sub-categories', () => {
  it('accepts only those of the chosen sub-category (Sport Wear for Men has no Legging)', async () => {
    const form = (fields: object) => productForm({ images: [png], ...fields });
    const create = (fields: object) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.admin.createProduct),
        headers: admin.headers,
        payload: form(fields),
      });
    const women = await create({ category: 'Women', subcategory: 'Sport Wear', subsubcategory: 'Legging' });
    expect(women.statusCode).toBe(201);
    for (const fields of [
      { category: 'Men', subcategory: 'Sport Wear', subsubcategory: 'Legging' },
      { category: 'Men', subcategory: 'Pyjamas', subsubcategory: 'Bath' },
    ]) {
      const res = await create(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        format(messages.unknownSubsubcategory, { name: fields.subsubcategory }),
      );
    }
  });
});
