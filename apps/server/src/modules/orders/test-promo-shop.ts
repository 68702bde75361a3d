import { endpoints, endpointUrl, type Locale, type PromoCode } from '@shop/shared';
import { expect } from 'vitest';
import { SetClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUpAdmin, type TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';
import { checkout, insertProduct, orderBody, SHIPPING } from './test-fixture.js';

/** Adds a promo code as `admin` (201), as the admin's screen does. */
export async function addPromoCode(
  t: TestApp,
  admin: TestUser,
  fields: Record<string, unknown>,
): Promise<PromoCode> {
  const res = await t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.promotions.codes.add),
    headers: admin.headers,
    payload: fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code;
}

/**
 * Test-only: the promo code suites' shop (issue 48), at a set instant: an admin, a robe at 1,000,000 LBP
 * with 500 pieces, delivery at 150,000 LBP and the dollar at 90,000; and the requests the suites send.
 */
export async function openPromoShop() {
  const clock = new SetClock('2031-03-01T10:00:00Z');
  const t = await createTestApp({}, { clock });
  const admin = await signUpAdmin(t.app, t.db);
  await setRate(t.db, 'deliveryRate', 150_000);
  await setRate(t.db, 'dollarRate', 90_000);
  const robe = await insertProduct(t.db, {
    price: 1_000_000,
    options: [{ size: 'M', color: 'Red', quantity: 500 }],
  });
  const line = (quantity = 1) => [{ product: robe.id, size: 'M', color: 'Red', quantity }];
  let phones = 0;

  return {
    t,
    clock,
    admin,
    robe,
    line,
    /** Adds a code as the admin (201). */
    addCode: (fields: Record<string, unknown>) => addPromoCode(t, admin, fields),
    /** Changes a code as the admin. */
    changeCode: (id: string, fields: object) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(endpoints.promotions.codes.change, { params: { id } }),
        headers: admin.headers,
        payload: fields,
      }),
    /** The shopper's quote for one robe, with `promoCode`. */
    quote: (shopper: TestUser, promoCode: string | undefined, extra: object = {}, locale?: Locale) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.orders.quote),
        headers: { ...shopper.headers, ...(locale ? { 'accept-language': locale } : {}) },
        payload: {
          orderItems: line(),
          promoCode,
          shippingInfo: { phoneNumber: SHIPPING.phoneNumber },
          ...extra,
        },
      }),
    /** The shopper's order of `quantity` robes to `phone`, with `promoCode`. */
    order: (shopper: TestUser, promoCode: string, phone: string = SHIPPING.phoneNumber, quantity = 1) =>
      checkout(t.app, shopper.headers, {
        ...orderBody(line(quantity), { promoCode }),
        shippingInfo: { ...SHIPPING, phoneNumber: phone },
      }),
    /** A phone number no other test of the suite orders to. */
    freshPhone: () => `71 ${String(100_000 + ++phones).padStart(6, '0')}`,
  };
}
