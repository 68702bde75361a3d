import { randomUUID } from 'node:crypto';
import { endpoints, endpointUrl, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { insertProduct } from '../cart/testing.js';

let t: TestApp;
type Inserted = { id: string; code: string };
let products: [Inserted, Inserted];
beforeAll(async () => {
  t = await createTestApp();
  products = [
    await insertProduct(t.db, {
      name: 'Linen Sheet',
      options: [{ size: 'Double', color: 'White', quantity: 2 }],
    }),
    await insertProduct(t.db, {
      name: 'Kitchen Towel',
      options: [{ size: 'One Size', color: '', quantity: 9 }],
    }),
  ];
});
afterAll(() => t.close());

const url = (user: TestUser, productId?: string) =>
  productId
    ? endpointUrl(endpoints.favorites.remove, { params: { userId: user.user._id, productId } })
    : endpointUrl(endpoints.favorites.list, { params: { userId: user.user._id } });
const save = (user: TestUser, product: unknown, by = user) =>
  t.app.inject({ method: 'POST', url: url(user), headers: by.headers, payload: { product } });
const list = (user: TestUser, by = user) =>
  t.app.inject({ method: 'GET', url: url(user), headers: by.headers });
const unsave = (user: TestUser, productId: string, by = user) =>
  t.app.inject({ method: 'DELETE', url: url(user, productId), headers: by.headers });
const allFavorites = () =>
  t.db.selectFrom('favorites').selectAll().orderBy('user_id').orderBy('product_id').execute();

describe('favourites', () => {
  it('saves products (twice is harmless), lists them as cards, newest first, and removes them', async () => {
    const user = await signUp(t.app);
    const [sheet, towel] = products;
    expect((await save(user, sheet.id)).json()).toEqual({ success: true, favorites: [sheet.id] });
    expect((await save(user, sheet.id)).json()).toEqual({ success: true, favorites: [sheet.id] });
    expect((await save(user, towel.id)).json().favorites).toEqual([towel.id, sheet.id]);

    const res = await list(user);
    expect(res.statusCode).toBe(200);
    const items = res.json().favoritesItems;
    expect(items.map((p: { name: string }) => p.name)).toEqual(['Kitchen Towel', 'Linen Sheet']);
    expect(items[1]).toMatchObject({ _id: sheet.id, options: [expect.objectContaining({ size: 'Double' })] });

    expect((await unsave(user, towel.id)).json()).toEqual({ success: true, favorites: [sheet.id] });
    expect((await unsave(user, towel.id)).statusCode).toBe(200);
    const unknown = await unsave(user, randomUUID());
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, messages.productNotFound]);
  });

  it("refuses another user's favourites (403) and guests (401), changing nothing", async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    const [sheet, towel] = products;
    await save(owner, sheet.id);
    const before = await allFavorites();
    expect((await save(owner, towel.id, other)).statusCode).toBe(403);
    expect((await unsave(owner, sheet.id, other)).statusCode).toBe(403);
    expect((await list(owner, other)).statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'GET', url: url(owner) });
    expect(guest.statusCode).toBe(401);
    expect(await allFavorites()).toEqual(before);
  });

  it.each([
    ['an unknown product', () => randomUUID(), 404, messages.productNotFound],
    ['a product that is not an id', () => 'sheet', 400, messages.invalidId],
    ['no product', () => undefined, 400, expect.any(String)],
  ])('refuses %s, changing nothing', async (_case, product, status, message) => {
    const user = await signUp(t.app);
    const before = await allFavorites();
    const res = await save(user, product());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect(await allFavorites()).toEqual(before);
  });

  it("removes a deleted product from everyone's favourites", async () => {
    const doomed = await insertProduct(t.db, { options: [] });
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await save(a, doomed.id);
    await save(b, doomed.id);
    await t.db.deleteFrom('products').where('id', '=', doomed.id).execute();
    expect((await list(a)).json().favoritesItems).toEqual([]);
    expect((await list(b)).json().favoritesItems).toEqual([]);
  });
});
