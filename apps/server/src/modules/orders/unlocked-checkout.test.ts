import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { insertArea } from '../delivery/testing.js';
import { setOrClearSetting, setRate } from '../settings/index.js';
import { openCheckoutShop, optionState, orderCount, productState } from './test-fixture.js';
import { robeAndItsCheckout as fixtureCheckout, inArea } from './test-unlocked-checkout.js';
import { placeOrderIfUnchanged } from './unlocked-checkout-queries.js';

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
  await setOrClearSetting(t.db, 'freeDeliveryFrom', null);
  await t.db.updateTable('users').set({ token_version: 0 }).where('id', '=', shopper.user._id).execute();
});

const robeAndItsCheckout = (customer: TestUser = shopper) => fixtureCheckout(t.db, customer);

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
    expect(placed?.contact.email).toBe(shopper.user.email);
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
    ['the free-delivery amount', () => setOrClearSetting(t.db, 'freeDeliveryFrom', 5_000_000)],
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
    // Older clients' payload may carry no name: the order then reads it from the account, which is gone.
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

  it.each([
    ['its fee changed', { fee: 250_000 }],
    ['it was switched off', { active: false }],
  ])('writes nothing when the order names an area and %s after the read', async (_what, change) => {
    const area = await insertArea(t.db, { en: `Area ${Math.random()}`, fee: 200_000 });
    const { robe, option, key, request } = await robeAndItsCheckout();
    const named = inArea(request, area);
    await t.db.updateTable('delivery_areas').set(change).where('id', '=', area.id).execute();
    const orders = await orderCount(t.db);

    expect(await placeOrderIfUnchanged(t.db, named)).toBeUndefined();

    expect(await optionState(t.db, option)).toEqual({ quantity: 3, status: 'INSTOCK' });
    expect(await productState(t.db, robe.id)).toEqual({ stock: 3, status: 'INSTOCK' });
    expect(await orderCount(t.db)).toBe(orders);
    expect(await keysNamed(key)).toBe(0);
  });

  it('writes the order with its area when the area is as priced', async () => {
    const area = await insertArea(t.db, { en: `Area ${Math.random()}`, fee: 200_000 });
    const { request } = await robeAndItsCheckout();
    const placed = await placeOrderIfUnchanged(t.db, inArea(request, area));
    expect(placed?.order.shippingInfo.area).toEqual({ _id: area.id, name: area.name });
    expect(placed?.order).toMatchObject({ deliveryPrice: 200_000, totalPrice: 290_000 });
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
});
