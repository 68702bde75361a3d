import { randomUUID } from 'node:crypto';
import {
  type AdminOrdersResponse,
  endpoints,
  endpointUrl,
  format,
  formatLbp,
  messages,
  type NewOrderResponse,
  type Order,
  type SummaryResponse,
} from '@shop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { testDatabaseKind } from '../../test/helper.js';
import { signUpAdmin, type TestUser } from '../accounts/testing.js';
import { insertArea } from '../delivery/testing.js';
import { setOrClearSetting } from '../settings/index.js';
import {
  checkout,
  type FixtureProduct,
  insertProduct,
  openCheckoutShop,
  optionState,
  orderBody,
  orderCount,
  parseCsv,
  SHIPPING,
} from './test-fixture.js';

/**
 * Delivery by area (issue 47): the server charges the named area's fee (never one from the browser), free
 * from the shop's amount, refuses an area switched off or unknown before anything is reserved, and each
 * order keeps its area for the shopper's lists, the admin's filter, the CSV, the slips and the summary.
 * The shop delivers at 150,000 LBP to an order without an area (openCheckoutShop).
 */

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
let robe: FixtureProduct;
let beirut: { id: string; fee: number; name: string };
let zahle: { id: string; fee: number; name: string };
beforeAll(async () => {
  ({ t, shopper } = await openCheckoutShop());
  admin = await signUpAdmin(t.app, t.db);
  robe = await insertProduct(t.db, {
    price: 1_000_000,
    options: [{ size: 'M', color: 'Red', quantity: 500 }],
  });
  beirut = await insertArea(t.db, { en: 'Test Beirut', ar: 'بيروت التجربة', fee: 300_000, days: [1, 2] });
  zahle = await insertArea(t.db, { en: 'Test Zahle', fee: 550_000 });
});
afterAll(() => t.close());
beforeEach(() => setOrClearSetting(t.db, 'freeDeliveryFrom', null));

const robeLine = (quantity = 1) => [{ product: robe.id, size: 'M', color: 'Red', quantity }];
const stock = async () => (await optionState(t.db, robe.options[0] as string)).quantity;

/** An order of `quantity` robes to `areaId` (none: the shop's delivery cost), with `extra` in the body. */
const place = (areaId: string | undefined, quantity = 1, extra: object = {}, key?: string) =>
  checkout(
    t.app,
    shopper.headers,
    orderBody(robeLine(quantity), { shippingInfo: { ...SHIPPING, areaId }, ...extra }),
    key,
  );

async function placed(areaId: string | undefined, quantity = 1): Promise<Order> {
  const res = await place(areaId, quantity);
  expect(res.statusCode).toBe(201);
  return res.json<NewOrderResponse>().order;
}

const asAdmin = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`checkout with a delivery area on ${testDatabaseKind}`, () => {
  it("charges the area's fee whatever the browser sends, and the order keeps its area", async () => {
    const res = await place(beirut.id, 1, {
      deliveryPrice: 0,
      itemsPrice: 1,
      totalPrice: 1,
      shownTotal: 1_300_000,
      shippingInfo: { ...SHIPPING, areaId: beirut.id, fee: 0, deliveryPrice: 0 },
    });
    expect(res.statusCode).toBe(201);
    const { order, whatsappText } = res.json<NewOrderResponse>();
    expect(order).toMatchObject({ itemsPrice: 1_000_000, deliveryPrice: 300_000, totalPrice: 1_300_000 });
    expect(order.shippingInfo.area).toEqual({ _id: beirut.id, name: 'Test Beirut' });
    expect(whatsappText).toContain('City: Beirut\nArea: Test Beirut\n');
    expect(whatsappText).toContain(`Delivery Cost: ${formatLbp(300_000)}`);
  });

  it("refuses a total shown at the shop's delivery cost once an area is picked (409, nothing written)", async () => {
    const orders = await orderCount(t.db);
    const res = await place(zahle.id, 1, { shownTotal: 1_150_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(format(messages.orderTotalChanged, { total: formatLbp(1_550_000) }));
    expect(await orderCount(t.db)).toBe(orders);
  });

  it('takes the older payload with an area, and without one at the shop delivery cost', async () => {
    const spec = { address: 'Hamra, Azar, 3', city: 'Beirut', phoneNo: '71 123 456', country: 'Lebanon' };
    const named = await checkout(
      t.app,
      shopper.headers,
      orderBody(robeLine(), { shippingInfo: { ...spec, areaId: zahle.id } }),
    );
    expect(named.statusCode).toBe(201);
    expect(named.json<NewOrderResponse>().order).toMatchObject({
      deliveryPrice: 550_000,
      shippingInfo: { area: { _id: zahle.id, name: 'Test Zahle' } },
    });
    const bare = await checkout(t.app, shopper.headers, orderBody(robeLine(), { shippingInfo: spec }));
    expect(bare.json<NewOrderResponse>().order).toMatchObject({
      deliveryPrice: 150_000,
      shippingInfo: { area: null },
    });
  });

  it('delivers free from the amount, counted on the items: at it free, one pound under it the fee', async () => {
    await setOrClearSetting(t.db, 'freeDeliveryFrom', 2_000_000);
    expect(await placed(beirut.id, 2)).toMatchObject({ deliveryPrice: 0, totalPrice: 2_000_000 });
    expect(await placed(undefined, 2)).toMatchObject({ deliveryPrice: 0, totalPrice: 2_000_000 });
    await setOrClearSetting(t.db, 'freeDeliveryFrom', 2_000_001);
    expect(await placed(beirut.id, 2)).toMatchObject({ deliveryPrice: 300_000, totalPrice: 2_300_000 });
    expect(await placed(undefined, 2)).toMatchObject({ deliveryPrice: 150_000 });
  });

  it.each([
    ['switched off', 409, messages.deliveryAreaOff, async () => (await insertArea(t.db, offArea())).id],
    ['unknown', 400, messages.deliveryAreaUnknown, async () => randomUUID()],
  ])('refuses an area %s with a message, and reserves nothing', async (_what, status, message, areaOf) => {
    const areaId = await areaOf();
    const [orders, pieces] = [await orderCount(t.db), await stock()];
    const key = randomUUID();
    const res = await place(areaId, 1, {}, key);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect(await orderCount(t.db)).toBe(orders);
    expect(await stock()).toBe(pieces);
    // The key was not used up: the same attempt to an area the shop delivers to is placed.
    const retry = await checkout(
      t.app,
      shopper.headers,
      orderBody(robeLine(), { shippingInfo: { ...SHIPPING, areaId: beirut.id } }),
      key,
    );
    expect(retry.statusCode).toBe(201);
  });

  it("refuses an area id that is not an id, naming the field, in the shopper's language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.orders.place),
      headers: { ...shopper.headers, 'accept-language': 'ar' },
      payload: orderBody(robeLine(), { shippingInfo: { ...SHIPPING, areaId: 'beirut' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^shippingInfo\.areaId: /);
    const off = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.orders.place),
      headers: { ...shopper.headers, 'accept-language': 'ar' },
      payload: orderBody(robeLine(), {
        shippingInfo: { ...SHIPPING, areaId: (await insertArea(t.db, offArea())).id },
      }),
    });
    expect(off.json().message).toBe(t.app.words.ar.messages.deliveryAreaOff);
  });

  it("names the area in the reader's language on My orders and the order's page", async () => {
    const order = await placed(beirut.id);
    const headers = { ...shopper.headers, 'accept-language': 'ar' };
    const mine = (
      await asAdmin(endpointUrl(endpoints.orders.mine, { params: { userId: shopper.user._id } }), headers)
    ).json<{ orders: Order[] }>();
    expect(mine.orders.find((o) => o._id === order._id)?.shippingInfo.area).toEqual({
      _id: beirut.id,
      name: 'بيروت التجربة',
    });
    const one = (
      await asAdmin(endpointUrl(endpoints.orders.get, { params: { id: order._id } }), headers)
    ).json<{ order: Order }>();
    expect(one.order).toMatchObject({
      deliveryPrice: 300_000,
      shippingInfo: { area: { name: 'بيروت التجربة' } },
    });
    // The shop's records (the admin's list) keep the English name.
    const listed = (
      await asAdmin(endpointUrl(endpoints.orders.all, { query: { area: beirut.id, limit: 100 } }))
    ).json<AdminOrdersResponse>();
    expect(listed.orders.find((o) => o._id === order._id)?.shippingInfo.area?.name).toBe('Test Beirut');
  });
});

let counter = 0;
const offArea = () => ({ en: `Closed area ${++counter}`, fee: 100_000, active: false });

describe(`the orders of an area on ${testDatabaseKind}`, () => {
  let shop: [{ id: string; name: string }, { id: string; name: string }];
  let inOrder: Order[];
  beforeAll(async () => {
    const aley = await insertArea(t.db, { en: 'Route Aley', fee: 450_000 });
    const baabda = await insertArea(t.db, { en: 'Route Baabda', fee: 400_000 });
    shop = [aley, baabda];
    // Placed in this order: Aley, Baabda, none, Aley.
    inOrder = [
      await placed(aley.id),
      await placed(baabda.id),
      await placed(undefined),
      await placed(aley.id, 2),
    ];
  });
  const ids = (orders: readonly Order[]) => orders.map((o) => o._id);

  it("filters the Orders tab by area (GET /admin/orders?area=), with the filter's total", async () => {
    const [aley] = shop;
    const res = await asAdmin(endpointUrl(endpoints.orders.all, { query: { area: aley.id } }));
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminOrdersResponse>();
    expect(ids(body.orders)).toEqual(ids([inOrder[3], inOrder[0]] as Order[]));
    expect(body.ordersCount).toBe(2);
    expect(body.totalAmount).toBe(1_450_000 + 2_450_000);
    const bad = await asAdmin(endpointUrl(endpoints.orders.all, { query: { area: 'aley' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: messages.invalidId });
  });

  it('gives the CSV an Area column, and filters it by area', async () => {
    const [, baabda] = shop;
    const res = await asAdmin(endpointUrl(endpoints.orders.csv, { query: { area: baabda.id } }));
    const [header, ...rows] = parseCsv(res.rawPayload.toString('utf8').slice(1));
    const column = header?.indexOf('Area') ?? -1;
    expect(header?.[column - 1]).toBe('City');
    expect(rows.map((row) => [row[0], row[column]])).toEqual([[String(inOrder[1]?.number), 'Route Baabda']]);
  });

  it("prints the slips grouped by area, the driver's route, oldest first within one, none last", async () => {
    const query = inOrder.map((o) => `id=${o._id}`).join('&');
    const res = await asAdmin(`${endpointUrl(endpoints.orders.slips)}?${query}`);
    const { orders } = res.json<{ orders: Order[] }>();
    const [aley1, baabda1, none, aley2] = inOrder as [Order, Order, Order, Order];
    expect(ids(orders)).toEqual(ids([aley1, aley2, baabda1, none]));
    expect(orders.map((o) => o.shippingInfo.area?.name ?? null)).toEqual([
      'Route Aley',
      'Route Aley',
      'Route Baabda',
      null,
    ]);
  });

  it('gives the summary its orders and sales per area, the most sales first', async () => {
    const body = (
      await asAdmin(endpointUrl(endpoints.dashboard.summary, { query: { days: 1 } }))
    ).json<SummaryResponse>();
    const [aley, baabda] = shop;
    expect(body.byArea).toContainEqual({
      area: { _id: aley.id, name: 'Route Aley' },
      orders: 2,
      totalPrice: 1_450_000 + 2_450_000,
      deliveryPrice: 900_000,
    });
    expect(body.byArea).toContainEqual({
      area: { _id: baabda.id, name: 'Route Baabda' },
      orders: 1,
      totalPrice: 1_400_000,
      deliveryPrice: 400_000,
    });
    const totals = body.byArea.map((row) => row.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(body.byArea.some((row) => row.area === null)).toBe(true);
  });
});
