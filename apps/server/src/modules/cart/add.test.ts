import { randomUUID } from 'node:crypto';
import { type Cart, endpoints, endpointUrl, MAX_CART_LINES, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { signUp } from '../accounts/testing.js';
import { cartRequests, openCartShop } from './test-fixture.js';

let t: TestApp;
let robe: { id: string; code: string };
beforeAll(async () => {
  ({ t, robe } = await openCartShop());
});
afterAll(() => t.close());
const { line, add, cartOf, allLines } = cartRequests(() => ({ t, robe }));

describe('POST /cart/new: merging, line keys and refusals', () => {
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
