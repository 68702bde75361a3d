import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDatabaseKind } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';
import {
  checkout,
  insertProduct,
  openCheckoutShop,
  optionState,
  orderBody,
  orderCount,
  productState,
} from './test-fixture.js';
import { placeOrderIfUnchanged } from './unlocked-checkout.js';

/**
 * The unlocked checkout (decision 028) writes only what the read before it priced. Each case
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
// A case that changed a rate or revoked the shopper's token puts it back, whether it passed or not.
afterEach(async () => {
  await setRate(t.db, 'deliveryRate', 150_000);
  await setRate(t.db, 'dollarRate', 90_000);
  await t.db.updateTable('users').set({ token_version: 0 }).where('id', '=', shopper.user._id).execute();
});

const tokenVersionOf = async (user: TestUser) =>
  (
    await t.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', user.user._id)
      .executeTakeFirstOrThrow()
  ).token_version;

/**
 * A robe (100,000 LBP, 10 % off, 3 pieces of M/Red) and the statement that orders one piece of it, for
 * the shopper given (Rima by default) with the token version they hold now.
 */
async function robeAndItsCheckout(customer: TestUser = shopper) {
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
    claim: { user_id: customer.user._id, key, order_id: orderId, request_hash: 'test-order' },
    tokenVersion: await tokenVersionOf(customer),
    products: [{ id: robe.id, price: 100_000, discount_rate: 10, discount_active: true }],
    options: [{ id: option, quantity: 1, size: 'M', color: 'Red', price: null, dollar_price: null }],
    rates: { delivery: 150_000, dollar: 90_000 },
    order: {
      id: orderId,
      user_id: customer.user._id,
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
        discount_active: true,
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
      (robe) =>
        t.db.updateTable('products').set({ discount_active: false }).where('id', '=', robe.id).execute(),
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
    [
      "the shopper's token revoked (signed out everywhere)",
      () =>
        t.db
          .updateTable('users')
          .set({ token_version: sql`token_version + 1` })
          .where('id', '=', shopper.user._id)
          .execute(),
    ],
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
  });

  it('writes nothing, and refuses without an error, when the shopper was deleted after the read', async () => {
    const leaving = await signUp(t.app);
    const { robe, option, request } = await robeAndItsCheckout(leaving);
    // The spec's payload may carry no name: the order then reads it from the account, which is gone.
    const unnamed = {
      ...request,
      order: {
        ...request.order,
        first_name: sql<string>`(select name from users where id = ${leaving.user._id})`,
      },
    };
    await t.db.deleteFrom('users').where('id', '=', leaving.user._id).execute();
    const orders = await orderCount(t.db);

    expect(await placeOrderIfUnchanged(t.db, request)).toBeUndefined();
    expect(await placeOrderIfUnchanged(t.db, unnamed)).toBeUndefined();

    expect(await optionState(t.db, option)).toEqual({ quantity: 3, status: 'INSTOCK' });
    expect(await productState(t.db, robe.id)).toEqual({ stock: 3, status: 'INSTOCK' });
    expect(await orderCount(t.db)).toBe(orders);
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
        placing = settled(placeOrderIfUnchanged(t.db, request));
        await waitUntilWaitingForLock();
        await trx.updateTable('product_options').set({ quantity: 2 }).where('id', '=', option).execute();
        await trx.updateTable('products').set({ stock: 2 }).where('id', '=', robe.id).execute();
      });
      expect(await placing).toEqual({ value: undefined });
      expect(await optionState(t.db, option)).toEqual({ quantity: 2, status: 'INSTOCK' });
      expect(await orderCount(t.db)).toBe(orders);
    },
  );
});

describe('the checkout route', () => {
  // Bulk repricing updates options and products in its own order, not the checkouts' (products in id
  // order, then their options), so the two can deadlock; PostgreSQL then rolls one of them back.
  it.runIf(testDatabaseKind === 'postgresql')(
    'places the order under locks when its statement was chosen to end a deadlock',
    async () => {
      const buyer = await signUp(t.app);
      const robe = { options: [{ size: 'M', color: 'Red', quantity: 3 }] };
      const admin = await signUpAdmin(t.app, t.db);
      const [first, second] = [await insertProduct(t.db, robe), await insertProduct(t.db, robe)].sort(
        (a, b) => (a.id < b.id ? -1 : 1),
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
          await waitUntilWaitingForLock();
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
    },
  );
});

/** A promise that cannot be rejected unheard while the test awaits something else first. */
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/** Until a backend of this database waits for a row lock (the statement under test), at most 10 s. */
async function waitUntilWaitingForLock(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ waiting: boolean }>`
      select exists (select 1 from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock') as waiting`.execute(t.db);
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('No statement of this database waited for a lock within 10 s');
}
