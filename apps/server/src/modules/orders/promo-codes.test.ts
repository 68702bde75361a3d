import {
  endpoints,
  endpointUrl,
  format,
  formatLbp,
  messages,
  type NewOrderResponse,
  type PromoCode,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';
import { checkout, type FixtureProduct, optionState, orderBody, orderCount } from './test-fixture.js';
import { openPromoShop } from './test-promo-shop.js';

/**
 * Promo codes (issue 48): the admin's codes, every rule a shopper's code is judged by and its refusal
 * in English and Arabic (the quote and the order alike, nothing reserved when refused), codes matched
 * whatever their case, and the list's uses and sales. How uses are counted: promo-uses.test.ts.
 */

let shop: Awaited<ReturnType<typeof openPromoShop>>;
let t: TestApp;
let admin: TestUser;
let robe: FixtureProduct;

beforeAll(async () => {
  shop = await openPromoShop();
  ({ t, admin, robe } = shop);
});
afterAll(() => t.close());

const line = (quantity?: number) => shop.line(quantity);
const addCode = (fields: Record<string, unknown>) => shop.addCode(fields);
const quote: (typeof shop)['quote'] = (...args) => shop.quote(...args);
const order: (typeof shop)['order'] = (...args) => shop.order(...args);
const freshPhone = () => shop.freshPhone();
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
    const paused = await shop.changeCode(code._id, {
      code: 'SPRING15',
      kind: 'amount',
      value: 100_000,
      active: false,
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
