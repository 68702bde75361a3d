import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import {
  checkout,
  insertProduct,
  openCheckoutShop,
  optionState,
  orderBody,
  orderCount,
} from './test-fixture.js';
import { robeAndItsCheckout, settled, waitUntilWaitingForLock } from './test-unlocked-checkout.js';
import { placeOrderIfUnchanged } from './unlocked-checkout-queries.js';

/**
 * The unlocked checkout (decision 028) racing another transaction on a second connection: only a
 * server has one to commit on while the statement waits for a lock (PGlite runs one statement at a
 * time). PostgreSQL only: a `.pg.test.ts` file runs in the PostgreSQL project alone (vitest.config.ts).
 */
let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  ({ t, shopper } = await openCheckoutShop());
});
afterAll(() => t.close());

describe('placeOrderIfUnchanged', () => {
  it('writes nothing when another transaction wrote the product while the statement waited for its lock', async () => {
    const { robe, option, request } = await robeAndItsCheckout(t.db, shopper);
    const orders = await orderCount(t.db);
    let placing: Promise<unknown> = Promise.resolve();
    await t.db.transaction().execute(async (trx) => {
      // What another order of the same product does: its options and the product's row change.
      await sql`select 1 from products where id = ${robe.id} for no key update`.execute(trx);
      placing = settled(placeOrderIfUnchanged(t.db, request));
      await waitUntilWaitingForLock(t.db);
      await trx.updateTable('product_options').set({ quantity: 2 }).where('id', '=', option).execute();
      await trx.updateTable('products').set({ stock: 2 }).where('id', '=', robe.id).execute();
    });
    expect(await placing).toEqual({ value: undefined });
    expect(await optionState(t.db, option)).toEqual({ quantity: 2, status: 'INSTOCK' });
    expect(await orderCount(t.db)).toBe(orders);
  });
});

describe('the checkout route', () => {
  // Bulk repricing updates options and products in its own order, not the checkouts' (products in id
  // order, then their options), so the two can deadlock; PostgreSQL then rolls one of them back.
  it('places the order under locks when its statement was chosen to end a deadlock', async () => {
    const buyer = await signUp(t.app);
    const robe = { options: [{ size: 'M', color: 'Red', quantity: 3 }] };
    const admin = await signUpAdmin(t.app, t.db);
    const [first, second] = [await insertProduct(t.db, robe), await insertProduct(t.db, robe)].sort((a, b) =>
      a.id < b.id ? -1 : 1,
    );
    if (!first || !second) throw new Error('two products were inserted');
    const lines = [first, second].map((p) => ({ product: p.id, size: 'M', color: 'Red', quantity: 1 }));
    const underLocks = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: admin.headers });
      const line = res.body.split('\n').find((l) => l.startsWith('shop_orders_placed_under_locks_total '));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const before = await underLocks();
    let answer: Promise<{ value: { statusCode: number } } | { error: unknown }> | undefined;
    const repricing = settled(
      t.db.transaction().execute(async (trx) => {
        // The repricing has written the second product's option, then the checkout locks both
        // products and waits for that option; the repricing then waits for the first product.
        await trx
          .updateTable('product_options')
          .set({ price: 1 })
          .where('id', '=', second.options[0] ?? '')
          .execute();
        answer = settled(checkout(t.app, buyer.headers, orderBody(lines)));
        await waitUntilWaitingForLock(t.db);
        await trx.updateTable('products').set({ price: 110_000 }).where('id', '=', first.id).execute();
      }),
    );
    const repriced = await repricing;
    expect(await answer).toMatchObject({ value: { statusCode: 201 } });
    // The checkout waited first, so its deadlock check (deadlock_timeout after its wait began)
    // normally runs first and rolls its statement back. On a machine that stalled the repricing's
    // wait past that moment, the repricing is the one rolled back, and the checkout goes on.
    if ('value' in repriced) expect(await underLocks()).toBe(before + 1);
    else expect(repriced.error).toMatchObject({ code: '40P01' });
    expect(await optionState(t.db, first.options[0] ?? '')).toMatchObject({ quantity: 2 });
    expect(await optionState(t.db, second.options[0] ?? '')).toMatchObject({ quantity: 2 });
  });
});
