import {
  endpoints,
  endpointUrl,
  format,
  formatLbp,
  type Locale,
  messages,
  type NewOrderResponse,
  type PromoCode,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SetClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';
import {
  checkout,
  type FixtureProduct,
  insertProduct,
  optionState,
  orderBody,
  orderCount,
  SHIPPING,
} from './test-fixture.js';

/**
 * Promo codes (issue 48): the admin's codes, every rule a shopper's code is judged by and its refusal
 * in English and Arabic (the quote and the order alike, nothing reserved when refused), codes matched
 * whatever their case, and the list's uses and sales.
 */

const clock = new SetClock('2031-03-01T10:00:00Z');
let t: TestApp;
let admin: TestUser;
let robe: FixtureProduct;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await signUpAdmin(t.app, t.db);
  await setRate(t.db, 'deliveryRate', 150_000);
  await setRate(t.db, 'dollarRate', 90_000);
  robe = await insertProduct(t.db, {
    price: 1_000_000,
    options: [{ size: 'M', color: 'Red', quantity: 500 }],
  });
});
afterAll(() => t.close());

const line = (quantity = 1) => [{ product: robe.id, size: 'M', color: 'Red', quantity }];

async function addCode(fields: Record<string, unknown>): Promise<PromoCode> {
  const res = await t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.promotions.codes.add),
    headers: admin.headers,
    payload: fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code;
}

const quote = (shopper: TestUser, promoCode: string | undefined, extra: object = {}, locale?: Locale) =>
  t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.orders.quote),
    headers: { ...shopper.headers, ...(locale ? { 'accept-language': locale } : {}) },
    payload: { orderItems: line(), promoCode, shippingInfo: { phoneNumber: SHIPPING.phoneNumber }, ...extra },
  });

const order = (shopper: TestUser, promoCode: string, phone: string = SHIPPING.phoneNumber, quantity = 1) =>
  checkout(t.app, shopper.headers, {
    ...orderBody(line(quantity), { promoCode }),
    shippingInfo: { ...SHIPPING, phoneNumber: phone },
  });

let phones = 0;
/** A phone number no other test orders to. */
const freshPhone = () => `71 ${String(100_000 + ++phones).padStart(6, '0')}`;

describe("the admin's promo codes", () => {
  it('creates, lists, edits, pauses and deletes a code', async () => {
    const code = await addCode({ code: 'Spring15', kind: 'percent', value: 15, maxUses: 50 });
    expect(code).toMatchObject({
      code: 'Spring15',
      kind: 'percent',
      value: 15,
      maxUses: 50,
      active: true,
      uses: 0,
      sales: 0,
    });
    const paused = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.promotions.codes.change, { params: { id: code._id } }),
      headers: admin.headers,
      payload: { code: 'SPRING15', kind: 'amount', value: 100_000, active: false },
    });
    expect(paused.json().code).toMatchObject({
      code: 'SPRING15',
      kind: 'amount',
      value: 100_000,
      maxUses: null,
      active: false,
    });
    const list = await t.app.inject({
      url: endpointUrl(endpoints.promotions.codes.list),
      headers: admin.headers,
    });
    expect(list.json().codes.map((c: PromoCode) => c.code)).toContain('SPRING15');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(endpoints.promotions.codes.delete, { params: { id: code._id } }),
      headers: admin.headers,
    });
    expect(gone.json()).toEqual({ success: true, message: messages.promoDeleted });
    const again = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(endpoints.promotions.codes.delete, { params: { id: code._id } }),
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    [{ code: 'no spaces', kind: 'percent', value: 10 }, messages.promoCodeInvalid],
    [{ code: 'AB', kind: 'percent', value: 10 }, messages.promoCodeInvalid],
    [{ code: 'ZERO', kind: 'percent', value: 0 }, messages.promoValueRequired],
    [{ code: 'HUNDRED1', kind: 'percent', value: 101 }, messages.promoValueRequired],
    [{ code: 'NOVALUE', kind: 'amount' }, messages.promoValueRequired],
    [
      {
        code: 'BACKWARDS',
        kind: 'freeDelivery',
        startsAt: '2031-05-01T00:00:00Z',
        endsAt: '2031-04-01T00:00:00Z',
      },
      messages.windowReversed,
    ],
    [{ code: 'NODATE', kind: 'freeDelivery', startsAt: 'tomorrow' }, messages.invalidDateTime],
  ])('refuses %j with a 400 and writes nothing', async (payload, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.promotions.codes.add),
      headers: admin.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    const list = await t.app.inject({
      url: endpointUrl(endpoints.promotions.codes.list),
      headers: admin.headers,
    });
    expect(list.json().codes.map((c: PromoCode) => c.code)).not.toContain(payload.code);
  });

  it('refuses a code another holds in any case (409)', async () => {
    await addCode({ code: 'Taken1', kind: 'freeDelivery' });
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.promotions.codes.add),
      headers: admin.headers,
      payload: { code: 'TAKEN1', kind: 'percent', value: 5 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(format(messages.promoCodeExists, { code: 'TAKEN1' }));
  });
});

describe("a shopper's code, at the quote and at the order", () => {
  let shopper: TestUser;
  beforeAll(async () => {
    shopper = await signUp(t.app, { name: 'Rima' });
  });

  it('takes a percentage off the items, matched whatever its case, and the order records it', async () => {
    await addCode({ code: 'SUMMER10', kind: 'percent', value: 10 });
    const quoted = await quote(shopper, 'summer10');
    expect(quoted.json()).toEqual({
      success: true,
      itemsPrice: 1_000_000,
      discount: 100_000,
      deliveryPrice: 150_000,
      totalPrice: 1_050_000,
      dollarTotalPrice: 11.67,
      dollarRate: 90_000,
      promo: { code: 'SUMMER10', kind: 'percent', value: 10, saving: 100_000 },
    });
    const placed = await order(shopper, 'Summer10', freshPhone());
    expect(placed.statusCode, placed.body).toBe(201);
    const { order: made, whatsappText } = placed.json<NewOrderResponse>();
    expect(made).toMatchObject({
      promoCode: 'SUMMER10',
      itemsPrice: 1_000_000,
      discount: 100_000,
      deliveryPrice: 150_000,
      totalPrice: 1_050_000,
      dollarRate: 90_000,
      dollarTotalPrice: 11.67,
    });
    expect(whatsappText).toContain('Discount (SUMMER10): -100,000 LBP');
  });

  it('takes an amount off the items, never below 0, and never off the delivery', async () => {
    await addCode({ code: 'BIGGIFT', kind: 'amount', value: 5_000_000 });
    expect((await quote(shopper, 'BIGGIFT')).json()).toMatchObject({
      itemsPrice: 1_000_000,
      discount: 1_000_000,
      deliveryPrice: 150_000,
      totalPrice: 150_000,
      promo: { saving: 1_000_000 },
    });
  });

  it('makes the delivery free, and says what that saves', async () => {
    await addCode({ code: 'SHIPFREE', kind: 'freeDelivery' });
    expect((await quote(shopper, 'shipfree')).json()).toMatchObject({
      discount: 0,
      deliveryPrice: 0,
      totalPrice: 1_000_000,
      promo: { code: 'SHIPFREE', kind: 'freeDelivery', value: null, saving: 150_000 },
    });
  });

  it('prices without a code as before: no discount, no promo', async () => {
    expect((await quote(shopper, undefined)).json()).toMatchObject({
      discount: 0,
      totalPrice: 1_150_000,
      promo: null,
    });
    expect((await quote(shopper, '   ')).json()).toMatchObject({ promo: null });
  });

  describe.each(['en', 'ar'] as const)('refusals, in %s', (locale) => {
    const inLanguage = (key: keyof typeof messages, vars: Record<string, string> = {}) =>
      format(t.app.words[locale].messages[key], vars);

    /** The quote and the order are both refused with `status` and the message; nothing is ordered or taken. */
    async function refused(code: string, status: number, message: string, who = shopper, quantity = 1) {
      const stock = await optionState(t.db, robe.options[0] ?? '');
      const orders = await orderCount(t.db);
      const q = await quote(who, code, { orderItems: line(quantity) }, locale);
      expect([q.statusCode, q.json()]).toEqual([status, { success: false, message }]);
      const o = await checkout(
        t.app,
        { ...who.headers, 'accept-language': locale },
        orderBody(line(quantity), { promoCode: code }),
      );
      expect([o.statusCode, o.json()]).toEqual([status, { success: false, message }]);
      expect(await orderCount(t.db)).toBe(orders);
      expect(await optionState(t.db, robe.options[0] ?? '')).toEqual(stock);
    }

    it('a code that does not exist, or is paused', async () => {
      await refused('NOSUCH1', 400, inLanguage('promoUnknown'));
      await addCode({ code: `PAUSED-${locale}`, kind: 'percent', value: 5, active: false });
      await refused(`paused-${locale}`, 400, inLanguage('promoUnknown'));
    });

    it('a code not valid yet, and one that has expired', async () => {
      await addCode({ code: `LATER-${locale}`, kind: 'percent', value: 5, startsAt: '2031-03-02T08:00:00Z' });
      // 10:00 in Beirut (UTC+2 in March).
      await refused(`LATER-${locale}`, 409, inLanguage('promoNotYet', { date: '2031-03-02 10:00' }));
      await addCode({ code: `OVER-${locale}`, kind: 'percent', value: 5, endsAt: '2031-03-01T10:00:00Z' });
      await refused(`OVER-${locale}`, 409, inLanguage('promoExpired'));
    });

    it('a minimum the items do not reach', async () => {
      await addCode({ code: `MIN-${locale}`, kind: 'amount', value: 50_000, minOrder: 1_500_000 });
      await refused(`MIN-${locale}`, 409, inLanguage('promoMinimum', { amount: formatLbp(1_500_000) }));
      // Two robes reach it.
      expect((await quote(shopper, `MIN-${locale}`, { orderItems: line(2) })).json()).toMatchObject({
        discount: 50_000,
      });
    });

    it('a code used up, and one this shopper already used', async () => {
      const once = await addCode({ code: `ONCE-${locale}`, kind: 'percent', value: 5, maxUses: 1 });
      const first = await signUp(t.app);
      expect((await order(first, once.code, freshPhone())).statusCode).toBe(201);
      await refused(once.code, 409, inLanguage('promoUsedUp'));
      const mine = await addCode({
        code: `MINE-${locale}`,
        kind: 'percent',
        value: 5,
        maxUsesPerCustomer: 1,
      });
      expect((await order(shopper, mine.code)).statusCode).toBe(201);
      await refused(mine.code, 409, inLanguage('promoAlreadyUsed'));
    });
  });

  it("lists each code with its uses and its orders' totals", async () => {
    const code = await addCode({ code: 'COUNTED', kind: 'amount', value: 100_000 });
    for (const n of [1, 2])
      expect((await order(await signUp(t.app), 'counted', freshPhone(), n)).statusCode).toBe(201);
    const list = await t.app.inject({
      url: endpointUrl(endpoints.promotions.codes.list),
      headers: admin.headers,
    });
    const listed = list.json().codes.find((c: PromoCode) => c._id === code._id);
    // (1,000,000 − 100,000 + 150,000) + (2,000,000 − 100,000 + 150,000): totals, after the code.
    expect(listed).toMatchObject({ uses: 2, sales: 1_050_000 + 2_050_000 });
  });
});

describe('uses per customer, counted by account and by phone', () => {
  it('refuses a second account ordering to the same phone, however it is written', async () => {
    await addCode({ code: 'ONEEACH', kind: 'percent', value: 10, maxUsesPerCustomer: 1 });
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    expect((await order(first, 'ONEEACH', '03 123 456')).statusCode).toBe(201);
    const again = await order(second, 'oneeach', '+961 3 123456');
    expect([again.statusCode, again.json().message]).toEqual([409, messages.promoAlreadyUsed]);
    // Another phone and another account: a customer of their own.
    expect((await order(second, 'ONEEACH', '70 999 888')).statusCode).toBe(201);
  });

  it('counts the uses made before a limit per customer was given, and forgets them when it goes', async () => {
    const code = await addCode({ code: 'LATELIMIT', kind: 'percent', value: 5 });
    const [rima, samir] = [await signUp(t.app), await signUp(t.app)];
    const phone = freshPhone();
    for (const _ of [1, 2]) expect((await order(rima, 'LATELIMIT', phone)).statusCode).toBe(201);
    const limit = (maxUsesPerCustomer: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(endpoints.promotions.codes.change, { params: { id: code._id } }),
        headers: admin.headers,
        payload: { code: 'LATELIMIT', kind: 'percent', value: 5, maxUsesPerCustomer },
      });
    expect((await limit(2)).statusCode).toBe(200);
    expect((await order(rima, 'LATELIMIT', phone)).json().message).toBe(messages.promoAlreadyUsed);
    // Her phone too, from another account.
    expect((await order(samir, 'LATELIMIT', phone)).json().message).toBe(messages.promoAlreadyUsed);
    expect((await order(samir, 'LATELIMIT', freshPhone())).statusCode).toBe(201);
    expect((await limit(null)).statusCode).toBe(200);
    expect((await order(rima, 'LATELIMIT', phone)).statusCode).toBe(201);
  });
});

describe('a cancelled or returned order gives its use back', () => {
  const setStatus = (id: string, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.orders.setStatus, { params: { id } }),
      headers: admin.headers,
      payload: { status },
    });

  it('on cancel and on Returned, in all and for its customer', async () => {
    await addCode({ code: 'LASTONE', kind: 'percent', value: 20, maxUses: 1, maxUsesPerCustomer: 1 });
    const [rima, samir] = [await signUp(t.app), await signUp(t.app)];
    const phone = freshPhone();
    const first = await order(rima, 'LASTONE', phone);
    expect(first.statusCode).toBe(201);
    expect((await order(samir, 'LASTONE', freshPhone())).json().message).toBe(messages.promoUsedUp);

    expect((await setStatus(first.json().order._id, 'Cancelled')).statusCode).toBe(200);
    // Rima may use it again (her account's and her phone's use came back), and so may Samir.
    expect((await quote(rima, 'LASTONE', { shippingInfo: { phoneNumber: phone } })).statusCode).toBe(200);
    const second = await order(samir, 'LASTONE', freshPhone());
    expect(second.statusCode).toBe(201);

    expect((await setStatus(second.json().order._id, 'Shipped')).statusCode).toBe(200);
    expect((await order(rima, 'LASTONE', phone)).json().message).toBe(messages.promoUsedUp);
    expect((await setStatus(second.json().order._id, 'Returned')).statusCode).toBe(200);
    expect((await order(rima, 'LASTONE', phone)).statusCode).toBe(201);
    const list = await t.app.inject({
      url: endpointUrl(endpoints.promotions.codes.list),
      headers: admin.headers,
    });
    expect(list.json().codes.find((c: PromoCode) => c.code === 'LASTONE')).toMatchObject({ uses: 1 });
  });

  it('a limit given later counts the uses made so far, the cancelled ones left out', async () => {
    const code = await addCode({ code: 'LATEUSES', kind: 'percent', value: 5 });
    const [rima, samir] = [await signUp(t.app), await signUp(t.app)];
    const [rimaPhone, samirPhone] = [freshPhone(), freshPhone()];
    for (const _ of [1, 2]) expect((await order(rima, 'LATEUSES', rimaPhone)).statusCode).toBe(201);
    const cancelled = await order(samir, 'LATEUSES', samirPhone);
    expect((await setStatus(cancelled.json().order._id, 'Cancelled')).statusCode).toBe(200);
    const limit = (fields: object) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(endpoints.promotions.codes.change, { params: { id: code._id } }),
        headers: admin.headers,
        payload: { code: 'LATEUSES', kind: 'percent', value: 5, ...fields },
      });
    const below = await limit({ maxUses: 1 });
    expect([below.statusCode, below.json().message]).toEqual([
      409,
      format(messages.promoUsesBelowUsed, { uses: 2 }),
    ]);
    const three = await limit({ maxUses: 3, maxUsesPerCustomer: 1 });
    expect(three.json().code).toMatchObject({ maxUses: 3, uses: 2 });
    // Rima's uses count against her; Samir's cancelled one gave his back, in all and for him.
    expect((await order(rima, 'LATEUSES', freshPhone())).json().message).toBe(messages.promoAlreadyUsed);
    expect((await order(samir, 'LATEUSES', samirPhone)).statusCode).toBe(201);
    expect((await order(samir, 'LATEUSES', samirPhone)).json().message).toBe(messages.promoUsedUp);
  });
});

describe('the dollar rate an order was placed at', () => {
  it('stays with the order when the rate changes later', async () => {
    const shopper = await signUp(t.app);
    await setRate(t.db, 'dollarRate', 90_000);
    const placed = (await checkout(t.app, shopper.headers, orderBody(line()))).json<NewOrderResponse>().order;
    expect(placed).toMatchObject({ dollarRate: 90_000, totalPrice: 1_150_000, dollarTotalPrice: 12.78 });
    await setRate(t.db, 'dollarRate', 100_000);
    const read = await t.app.inject({
      url: endpointUrl(endpoints.orders.get, { params: { id: placed._id } }),
      headers: shopper.headers,
    });
    expect(read.json().order).toMatchObject({ dollarRate: 90_000, dollarTotalPrice: 12.78 });
    expect((await quote(shopper, undefined)).json()).toMatchObject({
      dollarRate: 100_000,
      dollarTotalPrice: 11.5,
    });
    await setRate(t.db, 'dollarRate', 90_000);
  });
});
