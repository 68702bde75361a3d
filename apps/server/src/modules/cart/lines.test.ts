import { randomUUID } from 'node:crypto';
import { type Cart, endpoints, endpointUrl, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { cartRequests, openCartShop } from './test-fixture.js';
import { insertProduct } from './testing.js';

let t: TestApp;
let robe: { id: string; code: string };
beforeAll(async () => {
  ({ t, robe } = await openCartShop());
});
afterAll(() => t.close());
const { line, add, cartOf, allLines, patch } = cartRequests(() => ({ t, robe }));

describe('PATCH /updateQuantity and /RemoveCart, POST /deleteCart', () => {
  async function userWithLine() {
    const user = await signUp(t.app);
    const cart = (await add(user, [line('S', 'Pink', 1), line('M', 'White', 1)])).json().cart as Cart;
    const [first] = cart.cartItems;
    if (!first) throw new Error('no line');
    return { user, cart, first };
  }

  it('sets a quantity within the stock', async () => {
    const { user, first } = await userWithLine();
    const res = await patch(user, endpoints.cart.setQuantity, {
      id: robe.id,
      cartId: first._id,
      quantity: 3,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().cart as Cart).cartItems.map((item) => item.quantity)).toEqual([3, 1]);
  });

  it('refuses a quantity above the stock with a 409 naming the item, changing nothing', async () => {
    const { user, first } = await userWithLine();
    const before = await allLines();
    const res = await patch(user, endpoints.cart.setQuantity, {
      id: robe.id,
      cartId: first._id,
      quantity: 4,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Only 3 left of Satin Robe (S, Pink)' });
    expect(await allLines()).toEqual(before);
  });

  it('lets a line holding more than is left go down, but not up', async () => {
    const product = await insertProduct(t.db, { options: [{ size: 'M', color: '', quantity: 5 }] });
    const user = await signUp(t.app);
    const [stored] = ((await add(user, [line('M', '', 5, product.id)])).json().cart as Cart).cartItems;
    await t.db
      .updateTable('product_options')
      .set({ quantity: 2 })
      .where('product_id', '=', product.id)
      .execute();
    const set = (quantity: number) =>
      patch(user, endpoints.cart.setQuantity, { id: product.id, cartId: stored?._id, quantity });
    expect((await set(4)).statusCode).toBe(200);
    const refused = await set(5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only 2 left of Test Robe (M)');
  });

  it.each([0, -1, 2.5, 'two', null])('refuses quantity %s with a 400', async (quantity) => {
    const { user, first } = await userWithLine();
    const before = await allLines();
    const res = await patch(user, endpoints.cart.setQuantity, { id: robe.id, cartId: first._id, quantity });
    expect(res.statusCode).toBe(400);
    expect(await allLines()).toEqual(before);
  });

  it('removes a line by its product and line id', async () => {
    const { user, first } = await userWithLine();
    const res = await patch(user, endpoints.cart.removeLine, { id: robe.id, cartId: first._id });
    expect(res.statusCode).toBe(200);
    expect((res.json().cart as Cart).cartItems.map((item) => item.size)).toEqual(['M']);
  });

  it("refuses another user's line (403) and an unknown or mismatched line (404), changing nothing", async () => {
    const { first } = await userWithLine();
    const other = await signUp(t.app);
    const before = await allLines();
    const cases = [
      [endpoints.cart.setQuantity, other, { id: robe.id, cartId: first._id, quantity: 1 }, 403],
      [endpoints.cart.removeLine, other, { id: robe.id, cartId: first._id }, 403],
      [endpoints.cart.removeLine, other, { id: robe.id, cartId: randomUUID() }, 404],
      [endpoints.cart.setQuantity, other, { id: randomUUID(), cartId: first._id, quantity: 1 }, 404],
    ] as const;
    for (const [endpoint, user, payload, status] of cases) {
      const res = await patch(user, endpoint, payload);
      expect([endpoint.path, res.statusCode]).toEqual([endpoint.path, status]);
    }
    expect(await allLines()).toEqual(before);
  });

  it("empties the owner's cart, and refuses another user's", async () => {
    const { user, cart } = await userWithLine();
    const other = await signUp(t.app);
    const deleteCart = (by: TestUser, cartID: unknown) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.cart.clear),
        headers: by.headers,
        payload: { cartID },
      });
    expect((await deleteCart(other, cart._id)).statusCode).toBe(403);
    expect((await deleteCart(other, randomUUID())).json()).toEqual({
      success: false,
      message: messages.cartNotFound,
    });
    expect((await deleteCart(other, 'x')).statusCode).toBe(400);
    expect((await cartOf(user)).cartItems).toHaveLength(2);
    const res = await deleteCart(user, cart._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toEqual({ _id: cart._id, cartItems: [] });
  });
});

describe('deleting products and users', () => {
  it("removes a deleted product's lines from every cart, and a deleted user's cart", async () => {
    const product = await insertProduct(t.db, { options: [{ size: 'S', color: '', quantity: 3 }] });
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await add(a, [line('S', '', 1, product.id), line('S', 'Pink', 1)]);
    await add(b, [line('S', '', 2, product.id)]);
    await t.db.deleteFrom('products').where('id', '=', product.id).execute();
    expect((await cartOf(a)).cartItems.map((item) => item.product)).toEqual([robe.id]);
    expect((await cartOf(b)).cartItems).toEqual([]);
    await t.db.deleteFrom('users').where('id', '=', a.user._id).execute();
    const left = await t.db.selectFrom('carts').select('id').where('user_id', '=', a.user._id).execute();
    expect(left).toEqual([]);
  });
});
