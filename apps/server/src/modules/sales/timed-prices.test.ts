import { endpoints, endpointUrl, format, messages, type Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SetClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { adminShop, dataUrl, picture, productForm } from '../admin/testing.js';
import { checkout, type FixtureProduct, insertProduct, orderBody } from '../orders/test-fixture.js';

/**
 * Timed discounts and sales (issue 48, decision 095), judged at the shop's clock, which the tests set
 * (no sleeps): a discount before, inside and after its window; a sale against a product's own discount
 * (the larger, never both); and what the shopper sees follow, without a write: cards, the product,
 * the "on sale" filter, the price filter and sort, the ETags, the quote and the order.
 */

const clock = new SetClock('2031-01-10T08:00:00Z');
let t: TestApp;
let admin: TestUser;
let png: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await adminShop(t);
  png = dataUrl(await picture(400, 300));
});
afterAll(() => t.close());

const product = async (id: string): Promise<Product> =>
  (await t.app.inject(endpointUrl(endpoints.catalog.product, { params: { id } }))).json().product;
const listing = async (query: string) =>
  (await t.app.inject(`${endpointUrl(endpoints.catalog.products)}?${query}`)).json();
const ids = (body: { products: Product[] }) => body.products.map((p) => p._id);
const quoteOf = async (shopper: TestUser, item: FixtureProduct) =>
  (
    await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.orders.quote),
      headers: shopper.headers,
      payload: { orderItems: [{ product: item.id, size: 'M', color: 'Red', quantity: 1 }] },
    })
  ).json();

describe("a product's own discount, from a start to an end", () => {
  let id: string;
  let etag: string;

  beforeAll(async () => {
    const form = productForm({
      images: [png],
      category: 'Kids',
      subcategory: 'Pyjamas',
      discountRate: 20,
      isChecked: true,
      // 12:00 to 18:00 in Beirut (UTC+2 in January), as the admin's form sends it.
      discountStartsAt: '2031-01-10T12:00:00+02:00',
      discountEndsAt: '2031-01-10T18:00:00+02:00',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.admin.createProduct),
      headers: admin.headers,
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().product._id;
    expect(res.json().product).toMatchObject({
      discountStartsAt: '2031-01-10T10:00:00.000Z',
      discountEndsAt: '2031-01-10T16:00:00.000Z',
    });
  });

  it('before its window: the full price everywhere', async () => {
    const before = await t.app.inject(endpointUrl(endpoints.catalog.product, { params: { id } }));
    etag = before.headers.etag as string;
    expect(before.json().product).toMatchObject({ discountRate: 20, isChecked: true, discountNow: 0 });
    expect(ids(await listing('onSale=true&category=Kids'))).not.toContain(id);
  });

  it('inside it: 20 % off, without any write, and the old ETag no longer matches', async () => {
    clock.set('2031-01-10T10:00:00Z');
    const revalidated = await t.app.inject({
      url: endpointUrl(endpoints.catalog.product, { params: { id } }),
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(200);
    const now = revalidated.json().product as Product;
    expect(now.discountNow).toBe(20);
    expect(ids(await listing('onSale=true&category=Kids'))).toContain(id);
    // The price filter compares the price paid: 80 % of it.
    const paid = now.price - Math.floor((now.price * 20) / 100);
    expect(ids(await listing(`category=Kids&price[lte]=${paid}`))).toContain(id);
    expect(ids(await listing(`category=Kids&price[gte]=${paid + 1000}`))).not.toContain(id);
  });

  it('after it: the full price again', async () => {
    clock.set('2031-01-10T16:00:00Z');
    expect((await product(id)).discountNow).toBe(0);
    expect(ids(await listing('onSale=true'))).not.toContain(id);
  });

  it('refuses an end before the start (400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.admin.createProduct),
      headers: admin.headers,
      payload: productForm({
        images: [png],
        discountStartsAt: '2031-02-01T00:00:00Z',
        discountEndsAt: '2031-01-01T00:00:00Z',
      }),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, messages.windowReversed]);
  });
});

describe("a sale against the products' own discounts", () => {
  let own10: FixtureProduct;
  let own30: FixtureProduct;
  let towel: FixtureProduct;
  let shopper: TestUser;
  let saleId: string;

  beforeAll(async () => {
    const options = [{ size: 'M', color: 'Red', quantity: 50 }];
    own10 = await insertProduct(t.db, {
      price: 1_000_000,
      discountRate: 10,
      isChecked: true,
      category: 'Men',
      subcategory: 'Robe',
      options,
    });
    own30 = await insertProduct(t.db, {
      price: 1_000_000,
      discountRate: 30,
      isChecked: true,
      category: 'Men',
      subcategory: 'Robe',
      options,
    });
    towel = await insertProduct(t.db, {
      price: 1_000_000,
      category: 'Toilet',
      subcategory: 'Towels',
      options,
    });
    shopper = await signUp(t.app);
  });

  const sale = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.promotions.sales.add),
      headers: admin.headers,
      payload,
    });

  it('a future sale changes nothing until it starts; then each gets the larger discount, never both', async () => {
    clock.set('2031-01-11T08:00:00Z');
    const created = await sale({
      name: 'Men week',
      percent: 20,
      category: 'Men',
      startsAt: '2031-01-11T09:00:00Z',
      endsAt: '2031-01-18T09:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    saleId = created.json().sale._id;
    expect((await product(own10.id)).discountNow).toBe(10);

    clock.set('2031-01-11T09:00:00Z');
    expect((await product(own10.id)).discountNow).toBe(20);
    expect((await product(own30.id)).discountNow).toBe(30);
    expect((await product(towel.id)).discountNow).toBe(0);
    // The quote and the order charge it: 20 % off, not 10 + 20.
    expect(await quoteOf(shopper, own10)).toMatchObject({ itemsPrice: 800_000 });
    const placed = await checkout(
      t.app,
      shopper.headers,
      orderBody([{ product: own10.id, size: 'M', color: 'Red', quantity: 1 }]),
    );
    expect(placed.json().order.orderItems[0]).toMatchObject({
      price: 800_000,
      discountRate: 20,
      isChecked: true,
    });
  });

  it('sorts and filters by the price paid', async () => {
    const prices = (body: { products: Product[] }) => body.products.map((p) => [p._id, p.discountNow]);
    const ascending = await listing('category=Men&sort=priceAsc');
    expect(prices(ascending).slice(0, 2)).toEqual([
      [own30.id, 30],
      [own10.id, 20],
    ]);
    const descending = await listing('category=Men&sort=priceDesc');
    expect(ids(descending).at(-1)).toBe(own30.id);
    expect(ids(await listing('onSale=true&category=Men'))).toEqual(
      expect.arrayContaining([own10.id, own30.id]),
    );
  });

  it('a sale on a sub-category, or on the whole shop; an unknown sub-category is refused', async () => {
    const towels = await sale({
      name: 'Towels',
      percent: 15,
      subcategory: 'Towels',
      startsAt: '2031-01-01T00:00:00Z',
      endsAt: '2031-02-01T00:00:00Z',
    });
    expect(towels.statusCode).toBe(201);
    expect((await product(towel.id)).discountNow).toBe(15);
    const inItsCategory = await sale({
      name: 'Toilet towels',
      percent: 15,
      category: 'Toilet',
      subcategory: 'Towels',
      startsAt: '2031-01-01T00:00:00Z',
      endsAt: '2031-02-01T00:00:00Z',
    });
    expect(inItsCategory.statusCode).toBe(201);
    const unknown = await sale({
      name: 'Nothing',
      percent: 15,
      category: 'Men',
      subcategory: 'Towels',
      startsAt: '2031-01-01T00:00:00Z',
      endsAt: '2031-02-01T00:00:00Z',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      message: format(messages.unknownSubcategory, { name: 'Towels' }),
    });
    const nowhere = await sale({
      name: 'Nothing',
      percent: 15,
      subcategory: 'Curtains',
      startsAt: '2031-01-01T00:00:00Z',
      endsAt: '2031-02-01T00:00:00Z',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe(format(messages.unknownSubcategory, { name: 'Curtains' }));
    const shop = await sale({
      name: 'Everything',
      percent: 25,
      startsAt: '2031-01-11T00:00:00Z',
      endsAt: '2031-01-12T00:00:00Z',
    });
    expect(shop.statusCode).toBe(201);
    expect((await product(own30.id)).discountNow).toBe(30);
    expect((await product(towel.id)).discountNow).toBe(25);
    const list = await t.app.inject({
      url: endpointUrl(endpoints.promotions.sales.list),
      headers: admin.headers,
    });
    expect(list.json().sales.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Men week', 'Towels', 'Everything']),
    );
  });

  it('ending a sale puts the prices back at once', async () => {
    const ended = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(endpoints.promotions.sales.delete, { params: { id: saleId } }),
      headers: admin.headers,
    });
    expect(ended.json()).toEqual({ success: true, message: messages.saleDeleted });
    expect((await product(own10.id)).discountNow).toBe(25);
    clock.set('2031-01-12T00:00:00Z');
    expect((await product(own10.id)).discountNow).toBe(10);
    const again = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(endpoints.promotions.sales.delete, { params: { id: saleId } }),
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
