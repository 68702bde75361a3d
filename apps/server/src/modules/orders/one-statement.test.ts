import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDatabaseKind } from '../../test/helper.js';
import type { TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/queries.js';
import { placeOrderIfUnchanged } from './queries.js';
import { insertProduct, openCheckoutShop, optionState, orderCount, productState } from './test-fixture.js';

/**
 * The one-statement checkout (decision 028) writes only what the read before it priced. Each case
 * changes one thing that pricing or stock depends on between that read and the statement, as another
 * transaction could, and the statement must write nothing at all (the route then places the order
 * under locks, which answers exactly). What the route answers is proven by checkout.test.ts and
 * concurrency.test.ts, where both paths run.
 */
let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  ({ t, shopper } = await openCheckoutShop());
});
afterAll(() => t.close());

/** A robe (100,000 LBP, 10 % off, 3 pieces of M/Red) and the statement that orders one piece of it. */
async function robeAndItsCheckout() {
  const robe = await insertProduct(t.db, {
    price: 100_000,
    discountRate: 10,
    isChecked: true,
    options: [{ size: 'M', color: 'Red', quantity: 3 }],
  });
  const option = robe.options[0] ?? '';
  const orderId = randomUUID();
  const key = randomUUID();
  const request = {
    claim: { user_id: shopper.user._id, key, order_id: orderId },
    products: [{ id: robe.id, price: 100_000, discount_rate: 10, is_checked: true }],
    options: [{ id: option, quantity: 1, size: 'M', color: 'Red', price: null, dollar_price: null }],
    rates: { delivery: 150_000, dollar: 90_000 },
    order: {
      id: orderId,
      user_id: shopper.user._id,
      first_name: 'Rima',
      last_name: 'Haddad',
      address: 'Hamra, Azar, 3',
      city: 'Beirut',
      phone_no: '71 123 456',
      payment_type: 'Cash On Deliver',
      items_price: 90_000,
      delivery_price: 150_000,
      total_price: 240_000,
      dollar_rate: 90_000,
      dollar_items_price: 1,
      dollar_total_price: 2.67,
    },
    items: [
      {
        order_id: orderId,
        position: 0,
        product_id: robe.id,
        option_id: option,
        name: robe.name,
        image: '',
        product_code: `${robe.code}-0`,
        unit_price: 100_000,
        price: 90_000,
        quantity: 1,
        size: 'M',
        color: 'Red',
        discount_rate: 10,
        is_checked: true,
      },
    ],
  };
  return { robe, option, key, request };
}

const keysNamed = async (key: string) =>
  (await t.db.selectFrom('order_idempotency_keys').select('key').where('key', '=', key).execute()).length;

describe('placeOrderIfUnchanged', () => {
  it('writes the order, takes the stock and claims the key when all is as priced', async () => {
    const { robe, option, key, request } = await robeAndItsCheckout();
    const placed = await placeOrderIfUnchanged(t.db, request);
    expect(placed?.order).toMatchObject({
      _id: request.order.id,
      totalPrice: 240_000,
      orderStatus: 'Processing',
    });
    expect(placed?.customer.email).toBe(shopper.user.email);
    expect(await optionState(t.db, option)).toEqual({ quantity: 2, status: 'INSTOCK' });
    expect(await productState(t.db, robe.id)).toEqual({ stock: 2, status: 'INSTOCK' });
    expect(await keysNamed(key)).toBe(1);
  });

  const changes: [string, (robe: { id: string }, option: string) => Promise<unknown>][] = [
    [
      'the product price',
      (robe) => t.db.updateTable('products').set({ price: 120_000 }).where('id', '=', robe.id).execute(),
    ],
    [
      'the discount',
      (robe) => t.db.updateTable('products').set({ discount_rate: 20 }).where('id', '=', robe.id).execute(),
    ],
    [
      'the discount switched off',
      (robe) => t.db.updateTable('products').set({ is_checked: false }).where('id', '=', robe.id).execute(),
    ],
    [
      'the product switched off',
      (robe) =>
        t.db.updateTable('products').set({ status: 'OUTOFSTOCK' }).where('id', '=', robe.id).execute(),
    ],
    [
      'an option price',
      (_robe, option) =>
        t.db.updateTable('product_options').set({ price: 80_000 }).where('id', '=', option).execute(),
    ],
    [
      'an option dollar price',
      (_robe, option) =>
        t.db.updateTable('product_options').set({ dollar_price: 1 }).where('id', '=', option).execute(),
    ],
    [
      'the option renamed',
      (_robe, option) =>
        t.db.updateTable('product_options').set({ size: 'L' }).where('id', '=', option).execute(),
    ],
    [
      'the option switched off',
      (_robe, option) =>
        t.db.updateTable('product_options').set({ status: 'OUTSTOCK' }).where('id', '=', option).execute(),
    ],
    [
      'the stock sold meanwhile',
      (_robe, option) =>
        t.db.updateTable('product_options').set({ quantity: 0 }).where('id', '=', option).execute(),
    ],
    ['the delivery rate', () => setRate(t.db, 'deliveryRate', 160_000)],
    ['the dollar rate', () => setRate(t.db, 'dollarRate', 91_000)],
  ];

  it.each(changes)('writes nothing when %s changed after the read', async (_what, change) => {
    const { robe, option, key, request } = await robeAndItsCheckout();
    await change(robe, option);
    const options = await optionState(t.db, option);
    const product = await productState(t.db, robe.id);
    const orders = await orderCount(t.db);

    expect(await placeOrderIfUnchanged(t.db, request)).toBeUndefined();

    expect(await optionState(t.db, option)).toEqual(options);
    expect(await productState(t.db, robe.id)).toEqual(product);
    expect(await orderCount(t.db)).toBe(orders);
    expect(await keysNamed(key)).toBe(0);
    await setRate(t.db, 'deliveryRate', 150_000);
    await setRate(t.db, 'dollarRate', 90_000);
  });

  it('writes nothing when the key is already held: the locked path answers the first order', async () => {
    const first = await robeAndItsCheckout();
    expect(await placeOrderIfUnchanged(t.db, first.request)).toBeDefined();
    const { request } = await robeAndItsCheckout();
    const orders = await orderCount(t.db);
    const retry = { ...request, claim: { ...request.claim, key: first.key } };
    expect(await placeOrderIfUnchanged(t.db, retry)).toBeUndefined();
    expect(await orderCount(t.db)).toBe(orders);
  });

  // Only a server has a second connection to commit on while the statement waits for a lock (PGlite
  // runs one statement at a time, so its statement always starts after such a commit and sees it).
  it.runIf(testDatabaseKind === 'postgresql')(
    'writes nothing when another transaction wrote the product while the statement waited for its lock',
    async () => {
      const { robe, option, request } = await robeAndItsCheckout();
      const orders = await orderCount(t.db);
      let placing: Promise<unknown> = Promise.resolve();
      await t.db.transaction().execute(async (trx) => {
        // What another order of the same product does: its options and the product's row change.
        await sql`select 1 from products where id = ${robe.id} for no key update`.execute(trx);
        placing = placeOrderIfUnchanged(t.db, request);
        await waitUntilWaitingForLock();
        await trx.updateTable('product_options').set({ quantity: 2 }).where('id', '=', option).execute();
        await trx.updateTable('products').set({ stock: 2 }).where('id', '=', robe.id).execute();
      });
      expect(await placing).toBeUndefined();
      expect(await optionState(t.db, option)).toEqual({ quantity: 2, status: 'INSTOCK' });
      expect(await orderCount(t.db)).toBe(orders);
    },
  );
});

/** Until a backend of this database waits for a row lock (the statement under test). */
async function waitUntilWaitingForLock(): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ waiting: boolean }>`
      select exists (select 1 from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock') as waiting`.execute(t.db);
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
