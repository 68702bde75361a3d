import { randomUUID } from 'node:crypto';
import { type Cart, type Endpoint, endpoints, endpointUrl, MAX_CART_LINES, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';
import { insertProduct } from './testing.js';

let t: TestApp;
let robe: { id: string; code: string };
beforeAll(async () => {
  t = await createTestApp();
  robe = await insertProduct(t.db, {
    name: 'Satin Robe',
    price: 2_000_000,
    discountRate: 10,
    isChecked: true,
    options: [
      { size: 'S', color: 'Pink', quantity: 3 },
      { size: 'M', color: 'White', quantity: 5, dollarPrice: 12.5 },
      { size: 'L', color: '', quantity: 2, price: 2_500_000 },
    ],
  });
  await setRate(t.db, 'dollarRate', 90_000);
});
afterAll(() => t.close());

const line = (size: string, color: string, quantity: number, product = robe.id) => ({
  product,
  size,
  color,
  quantity,
});

async function add(user: TestUser, cartItems: object[], userId = user.user._id) {
  return t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.cart.add),
    headers: user.headers,
    payload: { user: userId, cartItems },
  });
}

async function cartOf(user: TestUser): Promise<Cart> {
  const res = await t.app.inject({
    method: 'GET',
    url: endpointUrl(endpoints.cart.get, { params: { userId: user.user._id } }),
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().cart;
}

/** Every stored line, to prove that a refused request changed nothing. */
const allLines = () => t.db.selectFrom('cart_items').selectAll().orderBy('id').execute();

const patch = (user: TestUser, endpoint: Endpoint, payload: object) =>
  t.app.inject({ method: 'PATCH', url: endpointUrl(endpoint), headers: user.headers, payload });

describe('POST /cart/new and GET /cart/{userId}', () => {
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

  it('merges lines of the same product, size and colour, adding quantities up to the stock', async () => {
    const user = await signUp(t.app);
    await add(user, [line('S', 'Pink', 1), line('M', 'White', 2), line('S', 'Pink', 1)]);
    const res = await add(user, [line('M', 'White', 2), line('S', 'Pink', 5)]);
    const items = (res.json().cart as Cart).cartItems.map((item) => [item.size, item.quantity]);
    expect(items).toEqual([
      ['S', 3],
      ['M', 4],
    ]);
  });

  it('adds a line sent under a key once; lines without a key or under a new key are added again', async () => {
    const user = await signUp(t.app);
    const quantities = async (res: Awaited<ReturnType<typeof add>>) => {
      expect(res.statusCode).toBe(200);
      return (res.json().cart as Cart).cartItems.map((item) => [item.size, item.quantity]);
    };
    const white = { ...line('M', 'White', 2), key: randomUUID() };
    expect(await quantities(await add(user, [white]))).toEqual([['M', 2]]);
    // Another tab with an outdated copy (or a retry whose answer was lost) sends the line again, with
    // a line of its own: only that one is added.
    const pink = { ...line('S', 'Pink', 1), key: randomUUID() };
    expect(await quantities(await add(user, [white, pink]))).toEqual([
      ['M', 2],
      ['S', 1],
    ]);
    expect(await quantities(await add(user, [pink, white]))).toEqual([
      ['M', 2],
      ['S', 1],
    ]);
    expect(await quantities(await add(user, [line('M', 'White', 1)]))).toEqual([
      ['M', 3],
      ['S', 1],
    ]);
    expect(await quantities(await add(user, [{ ...white, key: randomUUID() }]))).toEqual([
      ['M', 5],
      ['S', 1],
    ]);
  });

  // Only PostgreSQL runs two transactions at once; on PGlite the two requests take turns.
  it('adds a line sent twice at once under one key once', async () => {
    const user = await signUp(t.app);
    const white = { ...line('M', 'White', 2), key: randomUUID() };
    const answers = await Promise.all([1, 2].map(() => add(user, [white])));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await cartOf(user)).cartItems.map((item) => item.quantity)).toEqual([2]);
  });

  it('remembers the keys of the last 400 lines added', async () => {
    const user = await signUp(t.app);
    const first = { ...line('M', 'White', 1), key: randomUUID() };
    await add(user, [first]);
    const others = Array.from({ length: 399 }, () => ({ ...line('S', 'Pink', 1), key: randomUUID() }));
    await add(user, others.slice(0, 200));
    await add(user, others.slice(200));
    const stored = await t.db
      .selectFrom('carts')
      .select('merged_keys')
      .where('user_id', '=', user.user._id)
      .executeTakeFirstOrThrow();
    expect(stored.merged_keys).toHaveLength(400);
    expect(stored.merged_keys.at(-1)).toBe(first.key);
    await add(user, [first]);
    expect((await cartOf(user)).cartItems.find((item) => item.size === 'M')?.quantity).toBe(1);
    await add(user, [{ ...line('S', 'Pink', 1), key: randomUUID() }]);
    await add(user, [first]);
    expect((await cartOf(user)).cartItems.find((item) => item.size === 'M')?.quantity).toBe(2);
  });

  it('refuses a malformed line key (400), changing nothing', async () => {
    const user = await signUp(t.app);
    const res = await add(user, [{ ...line('M', 'White', 2), key: 'two words' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.cartLineKeyInvalid });
    expect((await cartOf(user)).cartItems).toEqual([]);
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

  it("refuses to write another user's cart (403), changing nothing", async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    const before = await allLines();
    const res = await add(other, [line('S', 'Pink', 1)], owner.user._id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'You are not allowed to access this resource' });
    expect(await allLines()).toEqual(before);
  });

  it.each([
    ['no lines', () => ({ cartItems: [] })],
    ['a zero quantity', () => ({ cartItems: [line('S', 'Pink', 0)] })],
    ['a negative quantity', () => ({ cartItems: [line('S', 'Pink', -2)] })],
    ['a fractional quantity', () => ({ cartItems: [line('S', 'Pink', 1.5)] })],
    ['a quantity as text', () => ({ cartItems: [line('S', 'Pink', '2' as unknown as number)] })],
    ['a huge quantity', () => ({ cartItems: [line('S', 'Pink', 1e12)] })],
    ['a product that is not an id', () => ({ cartItems: [line('S', 'Pink', 1, 'robe')] })],
    ['a blank size', () => ({ cartItems: [line('', 'Pink', 1)] })],
    ['a NUL character', () => ({ cartItems: [line('S\u0000', 'Pink', 1)] })],
    ['no user', () => ({ user: undefined, cartItems: [line('S', 'Pink', 1)] })],
  ])('refuses %s with a 400, changing nothing', async (_case, payload) => {
    const user = await signUp(t.app);
    const before = await allLines();
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.cart.add),
      headers: user.headers,
      payload: { user: user.user._id, ...payload() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await allLines()).toEqual(before);
  });

  it('skips lines of products that no longer exist and keeps the others', async () => {
    const user = await signUp(t.app);
    const res = await add(user, [line('S', 'Pink', 1, randomUUID()), line('S', 'Pink', 1)]);
    expect(res.statusCode).toBe(200);
    expect((res.json().cart as Cart).cartItems.map((item) => item.product)).toEqual([robe.id]);
  });

  it(`holds at most ${MAX_CART_LINES} lines: one more is refused (409), changing nothing`, async () => {
    const user = await signUp(t.app);
    // Sizes the robe does not have are kept (flagged), so they are what one account could pile up.
    const sizes = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => line(`X${from + i}`, 'Pink', 1));
    expect((await add(user, sizes(0, 150))).statusCode).toBe(200);
    expect((await add(user, sizes(150, 50))).statusCode).toBe(200);
    // At the bound, adding pieces to lines it holds is still merging.
    expect((await add(user, [...sizes(0, 3), ...sizes(0, 3)])).statusCode).toBe(200);
    const before = await allLines();

    const res = await add(user, [...sizes(10, 5), ...sizes(200, 1)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: `Your cart holds at most ${MAX_CART_LINES} different items. Please remove some before adding more.`,
    });
    expect(await allLines()).toEqual(before);
    expect((await cartOf(user)).cartItems).toHaveLength(MAX_CART_LINES);
  });
});

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
