import { endpoints, endpointUrl, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUpAdmin, type TestUser } from '../accounts/testing.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(() => t.close());

describe.each(['dollarRate', 'deliveryRate'] as const)('/admin/%s', (name) => {
  const url = endpointUrl(endpoints.settings[name].get);
  const set = (payload: object) => t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  const current = async () => (await t.app.inject(url)).json().dr[0].value;

  it('accepts a number of at least 0, as JSON or text', async () => {
    expect((await set({ value: 0 })).json()).toEqual({ success: true, dr: [{ value: 0 }] });
    expect((await set({ value: '89500' })).json()).toEqual({ success: true, dr: [{ value: 89_500 }] });
    expect(await current()).toBe(89_500);
  });

  it.each([{ value: '' }, { value: '   ' }])('ignores an empty value %j', async (payload) => {
    await set({ value: 1234 });
    const res = await set(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, dr: [{ value: 1234 }] });
    expect(await current()).toBe(1234);
  });

  it.each([
    ['abc', messages.rateNotNumber],
    [null, messages.rateNotNumber],
    [-5, messages.rateNegative],
    ['2.5', messages.rateNotWhole],
    [[1], messages.rateNotNumber],
  ])('refuses %j with a 400 and keeps the rate', async (value, message) => {
    await set({ value: 777 });
    const res = await set({ value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await current()).toBe(777);
  });
});

describe('how prices show (issue 48)', () => {
  const show = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.settings.priceDisplay),
      headers: admin.headers,
      payload,
    });
  const shop = async () => (await t.app.inject(endpointUrl(endpoints.settings.shop))).json().shop;

  it('is pounds until the admin chooses, then what the shop answers, with the rate it uses', async () => {
    await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.settings.dollarRate.set),
      headers: admin.headers,
      payload: { value: 89_500 },
    });
    expect(await shop()).toMatchObject({ priceDisplay: 'lbp', dollarRate: 89_500 });
    expect((await show({ show: 'both' })).json()).toEqual({ success: true, show: 'both' });
    expect(await shop()).toMatchObject({ priceDisplay: 'both' });
    await show({ show: 'usd' });
    expect(await shop()).toMatchObject({ priceDisplay: 'usd' });
  });

  it('refuses anything else with a 400 and keeps the choice', async () => {
    await show({ show: 'both' });
    const res = await show({ show: 'eur' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('show must be one of lbp, usd, both');
    expect(await shop()).toMatchObject({ priceDisplay: 'both' });
  });

  it('moves the catalogue version, so that remembered pages are drawn again', async () => {
    const before = (await t.app.inject(endpointUrl(endpoints.catalog.homePageProducts))).headers.etag;
    await show({ show: 'lbp' });
    expect((await t.app.inject(endpointUrl(endpoints.catalog.homePageProducts))).headers.etag).not.toBe(
      before,
    );
  });
});
