import {
  type AdminDeliveryArea,
  type AdminDeliveryAreasResponse,
  type DeliveryAreasResponse,
  endpoints,
  endpointUrl,
  format,
  messages,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { catalogVersion } from '../catalog/index.js';

/** Delivery areas and free delivery (issue 47): the admin's list and the checkout's. */

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.db);
  shopper = await signUp(t.app);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });
const adminList = async () =>
  (await asAdmin('GET', endpointUrl(endpoints.delivery.adminAreas))).json<AdminDeliveryAreasResponse>();
const publicList = async (language?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.delivery.areas),
      headers: language ? { 'accept-language': language } : {},
    })
  ).json<DeliveryAreasResponse>();
const add = (payload: object) => asAdmin('POST', endpointUrl(endpoints.delivery.addArea), payload);
const change = (id: string, payload: object) =>
  asAdmin('PUT', endpointUrl(endpoints.delivery.changeArea, { params: { id } }), payload);
const freeFrom = (payload: object) => asAdmin('PUT', endpointUrl(endpoints.delivery.freeFrom), payload);

let counter = 0;
/** An English name no other test uses. */
const fresh = (name: string) => `${name} ${++counter}`;

describe(`delivery areas on ${testDatabaseKind}`, () => {
  it("comes with Lebanon's 26 districts and Beirut's suburbs, switched off, named in three languages", async () => {
    const { areas, freeDeliveryFrom } = await adminList();
    const lebanon = areas.filter((a) => a.names.ar && a.names.fr);
    expect(lebanon).toHaveLength(28);
    expect(lebanon.every((a) => !a.active && a.fee > 0 && a.days !== null)).toBe(true);
    expect(lebanon).toContainEqual({
      _id: expect.any(String),
      names: { en: 'Beirut Southern Suburbs', ar: 'الضاحية الجنوبية', fr: 'Banlieue sud de Beyrouth' },
      fee: 350_000,
      days: { min: 1, max: 2 },
      active: false,
    });
    // Off by default: no free delivery, and no area offered until the owner switches some on.
    expect(freeDeliveryFrom).toBeNull();
    expect((await publicList()).areas.filter((a) => lebanon.some((l) => l._id === a._id))).toEqual([]);
  });

  it('adds an area (201), lists it to shoppers in their language, the English name where none is set', async () => {
    const en = fresh('Jounieh');
    const res = await add({ names: { en, ar: 'جونيه' }, fee: 400_000, days: { min: 1, max: 3 } });
    expect(res.statusCode).toBe(201);
    const { area } = res.json<{ area: AdminDeliveryArea }>();
    expect(area).toEqual({
      _id: expect.any(String),
      names: { en, ar: 'جونيه' },
      fee: 400_000,
      days: { min: 1, max: 3 },
      active: true,
    });
    const shown = { _id: area._id, fee: 400_000, days: { min: 1, max: 3 } };
    expect((await publicList('ar')).areas).toContainEqual({ ...shown, name: 'جونيه' });
    expect((await publicList('fr-FR,fr;q=0.9')).areas).toContainEqual({ ...shown, name: en });
    expect((await publicList()).areas).toContainEqual({ ...shown, name: en });
  });

  it('changes only the fields sent, clears a blank translation, and switches an area off and on', async () => {
    const en = fresh('Byblos');
    const { area } = (await add({ names: { en, ar: 'جبيل', fr: 'Byblos' }, fee: 500_000 })).json();
    const changed = await change(area._id, { fee: 450_000, names: { fr: '' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().area).toEqual({
      _id: area._id,
      names: { en, ar: 'جبيل' },
      fee: 450_000,
      days: null,
      active: true,
    });

    expect((await change(area._id, { active: false })).json().area.active).toBe(false);
    expect((await publicList()).areas.some((a) => a._id === area._id)).toBe(false);
    expect((await adminList()).areas.find((a) => a._id === area._id)?.active).toBe(false);
    await change(area._id, { active: true, days: { min: 2, max: 2 } });
    expect((await publicList('ar')).areas).toContainEqual({
      _id: area._id,
      name: 'جبيل',
      fee: 450_000,
      days: { min: 2, max: 2 },
    });
  });

  it('refuses a second area of the same English name, in any case, with a 409', async () => {
    const en = fresh('Halba');
    await add({ names: { en }, fee: 1 });
    const twice = await add({ names: { en: en.toUpperCase() }, fee: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      success: false,
      message: format(messages.deliveryAreaNameExists, { name: en.toUpperCase() }),
    });
    const other = (await add({ names: { en: fresh('Amioun') }, fee: 3 })).json().area;
    const renamed = await change(other._id, { names: { en } });
    expect(renamed.statusCode).toBe(409);
    expect(
      (await adminList()).areas.filter((a) => a.names.en.toLowerCase() === en.toLowerCase()),
    ).toHaveLength(1);
  });

  it('answers 404 for an area that does not exist', async () => {
    const res = await change('00000000-0000-4000-8000-000000000000', { fee: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.deliveryAreaNotFound });
  });

  it.each([
    [{ fee: -1 }, messages.deliveryFeeInvalid],
    [{ fee: 1.5 }, messages.deliveryFeeInvalid],
    [{ fee: '100000' }, messages.deliveryFeeInvalid],
    [{ fee: null }, messages.deliveryFeeInvalid],
    [{ fee: 10 ** 12 }, messages.deliveryFeeInvalid],
    [{ names: { en: '  ' } }, messages.deliveryAreaNameRequired],
    [{ names: { en: 'x'.repeat(61) } }, messages.tooLong],
    [{ days: { min: 3, max: 2 } }, messages.deliveryDaysInvalid],
    [{ days: { min: 0, max: 31 } }, messages.deliveryDaysInvalid],
    [{ days: 2 }, messages.deliveryDaysInvalid],
  ])('refuses %j with a 400 and its message, adding and changing nothing', async (bad, message) => {
    const en = fresh('Chekka');
    const { area } = (await add({ names: { en }, fee: 100_000 })).json();
    const before = await adminList();
    const added = await add({ names: { en: fresh('Refused') }, fee: 100_000, ...bad });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ success: false, message });
    const changed = await change(area._id, bad);
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ success: false, message });
    expect(await adminList()).toEqual(before);
  });

  it('keeps an area list that the cart page shows fresh: a change moves the catalogue version', async () => {
    const before = await catalogVersion(t.db);
    await add({ names: { en: fresh('Batroun Coast') }, fee: 1 });
    expect(await catalogVersion(t.db)).toBeGreaterThan(before);
  });

  it('is the admin’s to change: a shopper gets 403 and nothing changes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.delivery.addArea),
      headers: shopper.headers,
      payload: { names: { en: fresh('Sneaky') }, fee: 0 },
    });
    expect(res.statusCode).toBe(403);
    expect((await adminList()).areas.some((a) => a.names.en.startsWith('Sneaky'))).toBe(false);
  });
});

describe(`free delivery from an amount on ${testDatabaseKind}`, () => {
  it('is set, shown to shoppers and turned off with null', async () => {
    expect((await freeFrom({ amount: 3_000_000 })).json()).toEqual({
      success: true,
      freeDeliveryFrom: 3_000_000,
    });
    expect((await publicList()).freeDeliveryFrom).toBe(3_000_000);
    expect((await adminList()).freeDeliveryFrom).toBe(3_000_000);
    expect((await freeFrom({ amount: null })).json()).toEqual({ success: true, freeDeliveryFrom: null });
    expect((await publicList()).freeDeliveryFrom).toBeNull();
  });

  it.each([[{ amount: -5 }], [{ amount: 2.5 }], [{ amount: 'abc' }], [{}]])(
    'refuses %j with a 400 and keeps the amount',
    async (bad) => {
      await freeFrom({ amount: 1_000_000 });
      const res = await freeFrom(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.freeDeliveryAmountInvalid });
      expect((await publicList()).freeDeliveryFrom).toBe(1_000_000);
      await freeFrom({ amount: null });
    },
  );
});
