import { endpoints, endpointUrl, format, messages, type PromoCode } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../accounts/testing.js';
import { openPromoShop } from './test-promo-shop.js';

/**
 * How a promo code's uses are counted (issue 48): in all and per customer (an account, and a phone
 * however it is written), limits given after uses were made, and the use a cancelled or returned order
 * gives back.
 */

let shop: Awaited<ReturnType<typeof openPromoShop>>;
beforeAll(async () => {
  shop = await openPromoShop();
});
afterAll(() => shop.t.close());

describe('uses per customer, counted by account and by phone', () => {
  it('refuses a second account ordering to the same phone, however it is written', async () => {
    await shop.addCode({ code: 'ONEEACH', kind: 'percent', value: 10, maxUsesPerCustomer: 1 });
    const first = await signUp(shop.t.app);
    const second = await signUp(shop.t.app);
    expect((await shop.order(first, 'ONEEACH', '03 123 456')).statusCode).toBe(201);
    const again = await shop.order(second, 'oneeach', '+961 3 123456');
    expect([again.statusCode, again.json().message]).toEqual([409, messages.promoAlreadyUsed]);
    // Another phone and another account: a customer of their own.
    expect((await shop.order(second, 'ONEEACH', '70 999 888')).statusCode).toBe(201);
  });

  it('counts the uses made before a limit per customer was given, and forgets them when it goes', async () => {
    const code = await shop.addCode({ code: 'LATELIMIT', kind: 'percent', value: 5 });
    const [rima, samir] = [await signUp(shop.t.app), await signUp(shop.t.app)];
    const phone = shop.freshPhone();
    for (const _ of [1, 2]) expect((await shop.order(rima, 'LATELIMIT', phone)).statusCode).toBe(201);
    const limit = (maxUsesPerCustomer: number | null) =>
      shop.changeCode(code._id, { code: 'LATELIMIT', kind: 'percent', value: 5, maxUsesPerCustomer });
    expect((await limit(2)).statusCode).toBe(200);
    expect((await shop.order(rima, 'LATELIMIT', phone)).json().message).toBe(messages.promoAlreadyUsed);
    // Her phone too, from another account.
    expect((await shop.order(samir, 'LATELIMIT', phone)).json().message).toBe(messages.promoAlreadyUsed);
    expect((await shop.order(samir, 'LATELIMIT', shop.freshPhone())).statusCode).toBe(201);
    expect((await limit(null)).statusCode).toBe(200);
    expect((await shop.order(rima, 'LATELIMIT', phone)).statusCode).toBe(201);
  });
});

describe('a cancelled or returned order gives its use back', () => {
  const setStatus = (id: string, status: string) =>
    shop.t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.orders.setStatus, { params: { id } }),
      headers: shop.admin.headers,
      payload: { status },
    });

  it('on cancel and on Returned, in all and for its customer', async () => {
    await shop.addCode({ code: 'LASTONE', kind: 'percent', value: 20, maxUses: 1, maxUsesPerCustomer: 1 });
    const [rima, samir] = [await signUp(shop.t.app), await signUp(shop.t.app)];
    const phone = shop.freshPhone();
    const first = await shop.order(rima, 'LASTONE', phone);
    expect(first.statusCode).toBe(201);
    expect((await shop.order(samir, 'LASTONE', shop.freshPhone())).json().message).toBe(messages.promoUsedUp);

    expect((await setStatus(first.json().order._id, 'Cancelled')).statusCode).toBe(200);
    // Rima may use it again (her account's and her phone's use came back), and so may Samir.
    expect((await shop.quote(rima, 'LASTONE', { shippingInfo: { phoneNumber: phone } })).statusCode).toBe(
      200,
    );
    const second = await shop.order(samir, 'LASTONE', shop.freshPhone());
    expect(second.statusCode).toBe(201);

    expect((await setStatus(second.json().order._id, 'Shipped')).statusCode).toBe(200);
    expect((await shop.order(rima, 'LASTONE', phone)).json().message).toBe(messages.promoUsedUp);
    expect((await setStatus(second.json().order._id, 'Returned')).statusCode).toBe(200);
    expect((await shop.order(rima, 'LASTONE', phone)).statusCode).toBe(201);
    const list = await shop.t.app.inject({
      url: endpointUrl(endpoints.promotions.codes.list),
      headers: shop.admin.headers,
    });
    expect(list.json().codes.find((c: PromoCode) => c.code === 'LASTONE')).toMatchObject({ uses: 1 });
  });

  it('a limit given later counts the uses made so far, the cancelled ones left out', async () => {
    const code = await shop.addCode({ code: 'LATEUSES', kind: 'percent', value: 5 });
    const [rima, samir] = [await signUp(shop.t.app), await signUp(shop.t.app)];
    const [rimaPhone, samirPhone] = [shop.freshPhone(), shop.freshPhone()];
    for (const _ of [1, 2]) expect((await shop.order(rima, 'LATEUSES', rimaPhone)).statusCode).toBe(201);
    const cancelled = await shop.order(samir, 'LATEUSES', samirPhone);
    expect((await setStatus(cancelled.json().order._id, 'Cancelled')).statusCode).toBe(200);
    const limit = (fields: object) =>
      shop.changeCode(code._id, { code: 'LATEUSES', kind: 'percent', value: 5, ...fields });
    const below = await limit({ maxUses: 1 });
    expect([below.statusCode, below.json().message]).toEqual([
      409,
      format(messages.promoUsesBelowUsed, { uses: 2 }),
    ]);
    const three = await limit({ maxUses: 3, maxUsesPerCustomer: 1 });
    expect(three.json().code).toMatchObject({ maxUses: 3, uses: 2 });
    // Rima's uses count against her; Samir's cancelled one gave his back, in all and for him.
    expect((await shop.order(rima, 'LATEUSES', shop.freshPhone())).json().message).toBe(
      messages.promoAlreadyUsed,
    );
    expect((await shop.order(samir, 'LATEUSES', samirPhone)).statusCode).toBe(201);
    expect((await shop.order(samir, 'LATEUSES', samirPhone)).json().message).toBe(messages.promoUsedUp);
  });
});
