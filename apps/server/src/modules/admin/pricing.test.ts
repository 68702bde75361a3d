import { endpoints, endpointUrl, lbpFromDollars, MAX_DOLLAR_PRICE, MAX_RATE, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { catalogVersion } from '../catalog/index.js';
import { checkout, optionState, orderBody, orderCount } from '../orders/test-fixture.js';
import { getRate } from '../settings/index.js';
import { adminShop, createProduct, dataUrl, picture, productForm } from './testing.js';

let t: TestApp;
let admin: TestUser;
let png: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminShop(t);
  png = dataUrl(await picture(400, 300));
});
afterAll(() => t.close());

const reprice = (value: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: endpointUrl(endpoints.admin.repriceAll), headers, payload: { value } });

/** Dollar amounts whose LBP price needs exact integer arithmetic: halves, float-unfriendly cents. */
const DOLLARS = [0, 0.01, 0.1, 0.29, 0.5, 12.35, 19.99, 999_999.99];

describe('POST /admin/updateAllPrices', () => {
  it('sets the rate and reprices every product and option in integers, as lbpFromDollars does', async () => {
    const made = [];
    for (const dollars of DOLLARS) {
      made.push(
        await createProduct(
          t,
          admin,
          productForm({
            dollarPrice: dollars,
            images: [png],
            options: [
              { size: 'S', doprice: dollars },
              { size: 'M', doprice: null },
            ],
          }),
        ),
      );
    }
    const rate = 89_555;
    const versionBefore = await catalogVersion(t.db);
    const res = await reprice(rate);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: messages.pricesUpdated,
      dr: [{ value: rate }],
    });
    expect(await getRate(t.db, 'dollarRate')).toBe(rate);
    expect(await catalogVersion(t.db)).toBeGreaterThan(versionBefore);

    for (const [i, before] of made.entries()) {
      const { product } = (
        await t.app.inject(endpointUrl(endpoints.catalog.product, { params: { id: before._id } }))
      ).json();
      const expected = lbpFromDollars(DOLLARS[i] as number, rate);
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.price).toBe(expected);
      expect(product.options.map((o: { oprice: number | null }) => o.oprice)).toEqual([expected, null]);
    }
    // 0.29 × 89,555 = 25,970.95 → 25,971 (half up, no float drift); 12.35 × 89,555 = 1,106,004.25 → 1,106,004.
    expect(lbpFromDollars(0.29, rate)).toBe(25_971);
    expect(lbpFromDollars(12.35, rate)).toBe(1_106_004);
  });

  it('shows the new prices in the storefront listing at once', async () => {
    const product = await createProduct(
      t,
      admin,
      productForm({ name: 'Listing Reprice', dollarPrice: 10, images: [png] }),
    );
    const listed = async () =>
      (
        await t.app.inject(
          `${endpointUrl(endpoints.catalog.products, { query: { keyword: 'Listing' } })} Reprice`,
        )
      ).json().products[0].price;
    expect(await listed()).toBe(product.price);
    await reprice(100_000);
    expect(await listed()).toBe(1_000_000);
  });

  it('writes only rows whose price changes, so repeating a rate changes nothing', async () => {
    await reprice(90_000);
    const again = (await reprice(90_000)).json();
    expect(again).toMatchObject({ products: 0, options: 0 });
  });

  it.each([
    ['', messages.rateNotNumber],
    [undefined, messages.rateNotNumber],
    ['abc', messages.rateNotNumber],
    [-1, messages.rateNegative],
    [1.5, messages.rateNotWhole],
    [MAX_RATE + 1, messages.rateTooLarge],
    [1e30, messages.rateTooLarge],
    ['0x10', messages.rateNotNumber],
    ['1e3', messages.rateNotNumber],
  ])('refuses %j with a 400, changing nothing', async (value, message) => {
    const rate = await getRate(t.db, 'dollarRate');
    const version = await catalogVersion(t.db);
    const res = await reprice(value);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await getRate(t.db, 'dollarRate')).toBe(rate);
    expect(await catalogVersion(t.db)).toBe(version);
  });

  it('at the largest rate the dearest product is still served, and an order too large to total is a 409', async () => {
    const dearest = await createProduct(
      t,
      admin,
      productForm({
        name: 'Dearest Robe',
        dollarPrice: MAX_DOLLAR_PRICE,
        discountRate: 0,
        images: [png],
        options: [{ size: 'S', color: 'Gold', quantity: 20, doprice: null }],
      }),
    );
    expect((await reprice(MAX_RATE)).statusCode).toBe(200);
    const shown = await t.app.inject(endpointUrl(endpoints.catalog.product, { params: { id: dearest._id } }));
    expect(shown.statusCode).toBe(200);
    expect(shown.json().product.price).toBe(MAX_DOLLAR_PRICE * MAX_RATE);
    expect(
      (
        await t.app.inject(
          `${endpointUrl(endpoints.catalog.products, { query: { keyword: 'Dearest' } })} Robe`,
        )
      ).statusCode,
    ).toBe(200);

    const customer = await signUp(t.app);
    const option = dearest.options[0];
    if (!option) throw new Error('the product has no option');
    const orders = await orderCount(t.db);
    const res = await checkout(
      t.app,
      customer.headers,
      orderBody([{ product: dearest._id, size: 'S', color: 'Gold', quantity: 10 }]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: messages.amountTooLarge });
    expect(await orderCount(t.db)).toBe(orders);
    expect((await optionState(t.db, option._id)).quantity).toBe(20);
  });

  it('places an order worth ten billion dollars and more, and the orders tab sums totals past 2^53', async () => {
    // Each order below is within every limit; their dollar totals did not fit numeric(12,2), and the
    // sum of their LBP totals is no longer a safe integer: both were 500s.
    const rate = 89_500;
    expect((await reprice(rate)).statusCode).toBe(200);
    const bulk = await createProduct(
      t,
      admin,
      productForm({
        name: 'Wholesale Towels',
        dollarPrice: MAX_DOLLAR_PRICE,
        discountRate: 0,
        images: [png],
        options: [{ size: 'L', color: 'White', quantity: 20_000, doprice: null }],
      }),
    );
    const customer = await signUp(t.app);
    const line = { product: bulk._id, size: 'L', color: 'White', quantity: 10_000 };
    const placed = await checkout(t.app, customer.headers, orderBody([line]));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.itemsPrice).toBe(MAX_DOLLAR_PRICE * rate * 10_000);
    expect(order.dollarItemsPrice).toBe(MAX_DOLLAR_PRICE * 10_000);

    expect((await reprice(MAX_RATE)).statusCode).toBe(200);
    const dearest = { ...line, quantity: 9 };
    for (let i = 0; i < 2; i++) {
      expect((await checkout(t.app, customer.headers, orderBody([dearest]))).statusCode).toBe(201);
    }
    const tab = await t.app.inject({ url: endpointUrl(endpoints.orders.all), headers: admin.headers });
    expect(tab.statusCode).toBe(200);
    expect(tab.json().totalAmount).toBeGreaterThan(2 * 9 * MAX_DOLLAR_PRICE * MAX_RATE - 1);
    expect(tab.json().totalAmount).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
  });
});
