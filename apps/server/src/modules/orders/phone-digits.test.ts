import { endpoints, endpointUrl, format, messages } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { fr } from '@shop/shared/i18n/fr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import {
  checkout,
  type FixtureProduct,
  insertProduct,
  orderBody,
  orderCount,
  SHIPPING,
} from './test-fixture.js';

/**
 * A phone number is its digits, whatever digits it is typed in (issue 45): the attack probe ordered to a
 * blocked '+961 3 123 456' in full-width, Devanagari, mathematical, Bengali and mixed digits, and passed
 * the open-orders-per-phone limit the same way; values with no phone number in them were accepted.
 */

/** '03 123 456' in the digits the probe used, and the Arabic-Indic ones a Lebanese keyboard types. */
const SPELLINGS = [
  '０３１２３４５６',
  '०३१२३४५६',
  '𝟎𝟑𝟏𝟐𝟑𝟒𝟓𝟔',
  '০৩১২৩৪৫৬',
  '0312345６',
  '٠٣١٢٣٤٥٦',
  '۰۳ ۱۲۳ ۴۵۶',
  '＋９６１ ３ １２３ ４５６',
];

/** Values with no phone number a driver can call in them. */
const IMPLAUSIBLE = [
  '=3+3',
  'zero three 123456',
  '3+3',
  '123456',
  '+961',
  '1234567890123456',
  '03 123 456 ext. 12',
  '03 123 + 456',
  '٣+٣',
];

let t: TestApp;
let admin: TestUser;
let product: FixtureProduct;
const line = () => [{ product: product.id, size: 'M', color: 'Red', quantity: 1 }];
const to = (phoneNumber: string) => orderBody(line(), { shippingInfo: { ...SHIPPING, phoneNumber } });

beforeAll(async () => {
  t = await createTestApp({ ORDER_OPEN_LIMIT_PHONE: '2' });
  admin = await signUpAdmin(t.app, t.db);
  product = await insertProduct(t.db, {
    name: 'Linen Robe',
    price: 100_000,
    options: [{ size: 'M', color: 'Red', quantity: 1000 }],
  });
});
afterAll(() => t.close());

describe(`phone numbers in any digits on ${testDatabaseKind}`, () => {
  it('refuses an order to a blocked number in every digit system, and keys the number once', async () => {
    const blocked = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.blockPhone),
      headers: admin.headers,
      payload: { phone: '+961 3 123 456' },
    });
    expect(blocked.json()).toMatchObject({ phone: { key: '3123456' } });
    // Blocking it again in other digits is the same number.
    const again = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.blockPhone),
      headers: admin.headers,
      payload: { phone: '०३ १२३ ४५६' },
    });
    expect(again.json()).toEqual({ success: false, message: messages.phoneBlockExists });

    const shopper = await signUp(t.app);
    const orders = await orderCount(t.db);
    for (const spelling of SPELLINGS) {
      const res = await checkout(t.app, shopper.headers, to(spelling));
      expect(res.json(), spelling).toEqual({ success: false, message: messages.phoneBlocked });
      expect(res.statusCode).toBe(403);
    }
    expect(await orderCount(t.db)).toBe(orders);
  });

  it('counts the open orders of a number in every digit system', async () => {
    const number = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    const first = await signUp(t.app);
    expect((await checkout(t.app, first.headers, to('70 444 222'))).statusCode).toBe(201);
    // The same number in full-width digits is its second open order…
    expect((await checkout(t.app, first.headers, to(number('070444222')))).statusCode).toBe(201);
    // …and the limit (2) refuses it in any other spelling.
    const second = await signUp(t.app);
    for (const spelling of ['०७० ४४४ २२२', '𝟕𝟎𝟒𝟒𝟒𝟐𝟐𝟐', '+961 ٧٠ ٤٤٤ ٢٢٢', '০৭০৪৪৪২২২']) {
      const res = await checkout(t.app, second.headers, to(spelling));
      expect(res.json(), spelling).toEqual({
        success: false,
        message: format(messages.orderPhoneTooManyOpen, { count: 2 }),
      });
    }
    // The order keeps the number in Latin digits: the driver's slip and WhatsApp read it.
    const other = await checkout(t.app, second.headers, to('०७१ ४४४ २२२'));
    expect(other.json().order.shippingInfo.phoneNo).toBe('071 444 222');
  });

  it('refuses a value that holds no plausible phone number, in the asking page’s language', async () => {
    const shopper = await signUp(t.app);
    const orders = await orderCount(t.db);
    for (const phone of IMPLAUSIBLE) {
      const res = await checkout(t.app, shopper.headers, to(phone));
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: `shippingInfo.phoneNumber: ${messages.phoneInvalid}`,
      });
    }
    // Older clients' payload too (`phoneNo`).
    const spec = await checkout(
      t.app,
      shopper.headers,
      orderBody(line(), { shippingInfo: { address: 'Hamra', city: 'Beirut', phoneNo: '=3+3' } }),
    );
    expect(spec.json()).toEqual({
      success: false,
      message: `shippingInfo.phoneNo: ${messages.phoneInvalid}`,
    });
    for (const [locale, words] of [
      ['ar', ar],
      ['fr', fr],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.orders.place),
        headers: { ...shopper.headers, 'accept-language': locale },
        payload: to('zero three 123456'),
      });
      expect(res.json()).toEqual({
        success: false,
        message: `shippingInfo.phoneNumber: ${words.messages.phoneInvalid}`,
      });
    }
    expect(await orderCount(t.db)).toBe(orders);
    // Lebanese and international numbers as people write them are accepted.
    for (const phone of [
      '01 234 567',
      '(03) 987-654',
      '+33 6 12 34 56 78',
      '00961 71 123 456',
      '71/123456',
    ]) {
      expect((await checkout(t.app, shopper.headers, to(phone))).statusCode, phone).toBe(201);
    }
  });
});
