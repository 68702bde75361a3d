import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { parseJsonText } from '../../lib/json-text.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/helper.js';
import { createProductListing } from './listing.js';
import { insertCatalogFixture } from './test-fixture.js';
import { catalogSearchVersion, catalogVersion } from './version-queries.js';

/**
 * The catalogue versions (migrations 0002, 0004, 0008): every transaction that writes the catalogue adds
 * exactly one, since 0008 to the counter of its own connection, so that concurrent writers (checkouts)
 * do not queue at commit on one row; the search version leaves out stock-only writes, which change
 * no count and no suggestion. Remembered listings and suggestions rely on both being exact.
 */
let t: TestDatabase;
let productIds: string[];
beforeAll(async () => {
  t = await createTestDatabase();
  productIds = [...(await insertCatalogFixture(t.db)).values()];
});
afterAll(() => t.drop());

const touch = (db: Database, id: string) =>
  db.updateTable('products').set({ updated_at: new Date() }).where('id', '=', id).execute();

describe(`the catalogue version on ${testDatabaseKind}`, () => {
  it('adds exactly one per writing transaction, whichever connection it commits on', async () => {
    const before = await catalogVersion(t.db);
    const writers = Array.from({ length: 24 }, (_, i) =>
      t.db.transaction().execute(async (trx) => {
        await touch(trx, productIds[i % productIds.length] as string);
        await trx
          .updateTable('product_options')
          .set({ description: `writer ${i}` })
          .where('product_id', '=', productIds[i % productIds.length] as string)
          .execute();
      }),
    );
    await Promise.all(writers);
    expect(await catalogVersion(t.db)).toBe(before + 24);
  });
});

/** What an order does to the catalogue: one piece less of an option, and its product's stock. */
async function sellOne(db: Database, productId: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('product_options')
      .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('product_options')
          .select('id')
          .where('product_id', '=', productId)
          .where('quantity', '>', 0)
          .limit(1),
      )
      .execute();
    await trx
      .updateTable('products')
      .set({
        stock: sql`(select sum(o.quantity) from product_options o where o.product_id = products.id)`,
        updated_at: new Date(),
      })
      .where('id', '=', productId)
      .execute();
  });
}

describe('stock-only writes', () => {
  const versions = async () => ({
    all: await catalogVersion(t.db),
    search: await catalogSearchVersion(t.db),
  });

  it('move the catalogue version but not the search version; any other write moves both', async () => {
    const id = productIds[2] as string;
    const start = await versions();
    await sellOne(t.db, id);
    expect(await versions()).toEqual({ all: start.all + 1, search: start.search });

    await t.db.updateTable('product_options').set({ color: 'Teal' }).where('product_id', '=', id).execute();
    expect(await versions()).toEqual({ all: start.all + 2, search: start.search + 1 });
    await t.db.updateTable('products').set({ price: 1_234_000 }).where('id', '=', id).execute();
    await t.db
      .insertInto('product_images')
      .values({ product_id: id, position: 9, public_id: 'extra', url: '/images/extra.webp', variants: '[]' })
      .execute();
    expect(await versions()).toEqual({ all: start.all + 4, search: start.search + 3 });
  });

  it('but a product selling out or coming back, or a sub-category relabelled, moves both (0030)', async () => {
    // Search ranks in-stock products first and knows sub-categories by their labels (decision 089).
    const id = productIds[1] as string;
    const start = await versions();
    await t.db.updateTable('products').set({ status: 'OUTOFSTOCK', stock: 0 }).where('id', '=', id).execute();
    expect(await versions()).toEqual({ all: start.all + 1, search: start.search + 1 });
    await t.db.updateTable('products').set({ status: 'INSTOCK' }).where('id', '=', id).execute();
    await t.db
      .updateTable('subcategories')
      .set({ labels: { ar: 'روب', fr: 'Peignoirs' } })
      .where('name', '=', 'Robe')
      .execute();
    // Sub-categories are not listing data: the catalogue version (quantities on pages) stays.
    expect(await versions()).toEqual({ all: start.all + 2, search: start.search + 3 });
  });

  it('keep the remembered counts, while the listing page shows the new quantity', async () => {
    const listing = createProductListing(t.db);
    const list = async (...args: Parameters<typeof listing>) => {
      const { products, ...counts } = (await listing(...args)).value;
      return { ...counts, products: parseJsonText(products) };
    };
    const page = { limit: 50, offset: 0 };
    const counted = (await list({}, page)).productsCount;
    // A product added behind the versions' back: a recount would include it, a remembered count not.
    await sql`alter table products disable trigger user`.execute(t.db);
    const hidden = await t.db
      .insertInto('products')
      .values({
        product_code: 'HID-1',
        name: 'Hidden Robe',
        description: 'Added quietly.',
        category: 'Men',
        subcategory: 'Robe',
        price: 1_000,
        // Its triggers are off, the one that prices it (0036) too.
        shown_price: 1_000,
        dollar_price: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`alter table products enable trigger user`.execute(t.db);

    const { id: sold, stock } = await t.db
      .selectFrom('products')
      .select(['id', 'stock'])
      .where('stock', '>', 0)
      .where('id', '<>', hidden.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await sellOne(t.db, sold);
    const afterSale = await list({}, page);
    expect(afterSale.productsCount).toBe(counted);
    expect(afterSale.products.find((p) => p._id === sold)?.stock).toBe(stock - 1);
    // A page never read before is searched, with the count remembered, not counted again.
    const unseen = await list({}, { limit: 5, offset: 5 });
    expect(unseen.productsCount).toBe(counted);
    expect(unseen.products).toHaveLength(5);

    await t.db.updateTable('products').set({ name: 'Renamed Robe' }).where('id', '=', hidden.id).execute();
    expect((await list({}, page)).productsCount).toBe(counted + 1);
  });
});

/** The connection's counter, as the trigger function picks it. */
async function shardOf(db: Database): Promise<number> {
  const { rows } = await sql<{ shard: number }>`select pg_backend_pid() % 32 as shard`.execute(db);
  return Number(rows[0]?.shard);
}

/**
 * Runs `work` on a pooled connection whose counter differs from `shard`. Two connections share one
 * only when their pids match modulo 32: such a connection is held while the pool hands out the next.
 */
async function onOtherShard(db: Database, shard: number, work: (conn: Database) => Promise<void>, tries = 3) {
  await db.connection().execute(async (conn) => {
    if ((await shardOf(conn)) !== shard) return work(conn);
    if (tries <= 1) throw new Error('every connection tried shares the counter');
    // Keep this one busy so that the pool hands out another.
    return onOtherShard(db, shard, work, tries - 1);
  });
}

// PGlite is one connection: there are no two writers to hold each other up, nothing to prove there.
if (testDatabaseKind === 'postgresql') {
  describe('two writers on a PostgreSQL server', () => {
    it('a writer whose version bump is made but not committed does not hold up another', async () => {
      const before = await catalogVersion(t.db);
      await t.db.connection().execute(async (first) => {
        await sql`begin`.execute(first);
        await touch(first, productIds[0] as string);
        // Runs the deferred bump now: this transaction holds its counter's row until it ends.
        await sql`set constraints all immediate`.execute(first);
        await onOtherShard(t.db, await shardOf(first), async (second) => {
          // With one version row this commit would wait for the first transaction and time out.
          await sql`set lock_timeout = '3s'`.execute(second);
          await sql`begin`.execute(second);
          await touch(second, productIds[1] as string);
          await sql`commit`.execute(second);
          await sql`reset lock_timeout`.execute(second);
        });
        expect(await catalogVersion(t.db)).toBe(before + 1);
        await sql`commit`.execute(first);
      });
      expect(await catalogVersion(t.db)).toBe(before + 2);
    });
  });
}
