import { randomUUID } from 'node:crypto';
import type { Cart } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { signUp } from '../accounts/testing.js';
import { cartRequests, openCartShop } from './test-fixture.js';
import { insertProduct } from './testing.js';

let t: TestApp;
let robe: { id: string; code: string };
beforeAll(async () => {
  ({ t, robe } = await openCartShop());
});
afterAll(() => t.close());
const { line, add, cartOf } = cartRequests(() => ({ t, robe }));

describe('POST /cart/new and GET /cart/{userId}: every figure from the database', () => {
  it('stores lines with every figure read from the database, never the browser', async () => {
    const user = await signUp(t.app);
    const sent = {
      ...line('S', 'Pink', 2),
      price: 1,
      name: 'Free',
      Quantity: 99,
      stock: 99,
      discountRate: 100,
    };
    const res = await add(user, [sent]);
    expect(res.statusCode).toBe(200);
    const cart = res.json().cart as Cart;
    expect(cart._id).toEqual(expect.any(String));
    expect(cart.cartItems).toEqual([
      {
        _id: expect.any(String),
        product: robe.id,
        productId: robe.code,
        optCode: `${robe.code}-0`,
        name: 'Satin Robe',
        price: 2_000_000,
        dollarPrice: 10,
        image: '',
        stock: 0,
        discountRate: 10,
        isChecked: true,
        quantity: 2,
        size: 'S',
        color: 'Pink',
        Quantity: 3,
        availability: 'available',
      },
    ]);
    expect(await cartOf(user)).toEqual(cart);
  });

  it("prices an option by its own LBP price, else its dollar price at today's rate", async () => {
    const user = await signUp(t.app);
    await add(user, [line('M', 'White', 1), line('L', '', 1)]);
    const prices = (await cartOf(user)).cartItems.map((item) => [item.size, item.price, item.dollarPrice]);
    expect(prices).toEqual([
      ['M', 1_125_000, 12.5],
      ['L', 2_500_000, 10],
    ]);
  });

  it('shows a price or stock change at once and flags lines that cannot be bought, keeping them', async () => {
    const product = await insertProduct(t.db, {
      price: 1_000_000,
      options: [
        { size: 'S', color: 'Red', quantity: 4 },
        { size: 'M', color: 'Red', quantity: 4 },
        { size: 'L', color: 'Red', quantity: 4 },
      ],
    });
    const user = await signUp(t.app);
    await add(
      user,
      ['S', 'M', 'L'].map((size) => line(size, 'Red', 3, product.id)),
    );
    const availability = async () =>
      (await cartOf(user)).cartItems.map((item) => [item.size, item.availability, item.Quantity, item.price]);
    expect(await availability()).toEqual([
      ['S', 'available', 4, 1_000_000],
      ['M', 'available', 4, 1_000_000],
      ['L', 'available', 4, 1_000_000],
    ]);

    await t.db.updateTable('products').set({ price: 1_200_000 }).where('id', '=', product.id).execute();
    await t.db
      .deleteFrom('product_options')
      .where('product_id', '=', product.id)
      .where('size', '=', 'S')
      .execute();
    await t.db
      .updateTable('product_options')
      .set({ quantity: 0, status: 'OUTSTOCK' })
      .where('product_id', '=', product.id)
      .where('size', '=', 'M')
      .execute();
    await t.db
      .updateTable('product_options')
      .set({ quantity: 2 })
      .where('product_id', '=', product.id)
      .where('size', '=', 'L')
      .execute();
    expect(await availability()).toEqual([
      ['S', 'optionGone', 0, 1_200_000],
      ['M', 'optionOutOfStock', 0, 1_200_000],
      ['L', 'overStock', 2, 1_200_000],
    ]);

    await t.db.updateTable('products').set({ status: 'OUTOFSTOCK' }).where('id', '=', product.id).execute();
    expect((await availability()).map(([, flag, left]) => [flag, left])).toEqual([
      ['productOutOfStock', 0],
      ['productOutOfStock', 0],
      ['productOutOfStock', 0],
    ]);
  });

  it('answers an empty cart before the first line', async () => {
    const user = await signUp(t.app);
    expect(await cartOf(user)).toEqual({ _id: null, cartItems: [] });
  });

  it('skips lines of products that no longer exist and keeps the others', async () => {
    const user = await signUp(t.app);
    const res = await add(user, [line('S', 'Pink', 1, randomUUID()), line('S', 'Pink', 1)]);
    expect(res.statusCode).toBe(200);
    expect((res.json().cart as Cart).cartItems.map((item) => item.product)).toEqual([robe.id]);
  });
});
