import { endpoints, endpointUrl, messages, productWriteResponse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import type { TestUser } from '../accounts/testing.js';
import {
  adminProduct,
  adminShop,
  createProduct,
  dataUrl,
  multipartOf,
  picture,
  productForm,
} from './testing.js';

/** The product form's translations (issue 36): written on create and update, read back by the admin. */

let t: TestApp;
let admin: TestUser;
let png: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminShop(t);
  png = dataUrl(await picture(200, 150));
});
afterAll(() => t.close());

const ARABIC = { name: 'بيجاما قطن للنساء', description: 'بيجاما قطنية ناعمة بأكمام طويلة.' };
const FRENCH = { name: 'Pyjama en coton pour femme', description: 'Un pyjama doux à manches longues.' };

const put = (id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.admin.updateProduct, { params: { id } }),
    headers: admin.headers,
    payload,
  });

const adminRead = (id: string) => adminProduct(t, admin, id);

/** The storefront's product, in a language. */
async function shown(id: string, locale: string) {
  const res = await t.app.inject({
    url: endpointUrl(endpoints.catalog.product, { params: { id } }),
    headers: { 'accept-language': locale },
  });
  return res.json().product as { name: string; description: string };
}

describe('translations on the product form', () => {
  it('are created with the product and read back with its English fields', async () => {
    const form = productForm({ images: [png], translations: { ar: ARABIC, fr: FRENCH } });
    const created = await createProduct(t, admin, form);
    expect(created.name).toBe('Cotton Pyjama Set');
    expect(created.translations).toEqual({ ar: ARABIC, fr: FRENCH });
    expect(await adminRead(created._id)).toEqual(created);
    expect(await shown(created._id, 'ar')).toMatchObject(ARABIC);
    expect(await shown(created._id, 'fr')).toMatchObject(FRENCH);
  });

  it('come as a JSON field of a multipart form, as the admin’s browser sends them', async () => {
    const body = multipartOf(productForm({ translations: { fr: FRENCH } }), [
      { bytes: await picture(200, 150), name: 'a.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.admin.createProduct),
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(productWriteResponse.parse(res.json()).product.translations).toEqual({ fr: FRENCH });
  });

  it('are replaced by an update that sends them, and kept by one that does not', async () => {
    const created = await createProduct(
      t,
      admin,
      productForm({ images: [png], translations: { ar: ARABIC } }),
    );
    const { _id: id, productId } = created;
    const fields = productForm({ productId });

    // An empty name is no translation: Arabic goes, French comes.
    const res = await put(id, {
      ...fields,
      translations: { ar: { name: ' ', description: 'x' }, fr: FRENCH },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.translations).toEqual({ fr: FRENCH });
    expect(await shown(id, 'ar')).toMatchObject({
      name: 'Cotton Pyjama Set',
      description: 'Soft cotton pyjamas',
    });

    // An older client knows nothing of translations (docs/product.md §13): it leaves them as they are.
    expect((await put(id, { ...fields, name: 'Cotton Pyjamas' })).statusCode).toBe(200);
    expect((await adminRead(id)).translations).toEqual({ fr: FRENCH });

    expect((await put(id, { ...fields, translations: {} })).statusCode).toBe(200);
    expect((await adminRead(id)).translations).toEqual({});
  });

  it('make a renamed product findable at once, and its answers’ tags move', async () => {
    const created = await createProduct(t, admin, productForm({ images: [png] }));
    const url = endpointUrl(endpoints.catalog.product, { params: { id: created._id } });
    const before = await t.app.inject({ url, headers: { 'accept-language': 'ar' } });
    const search = () =>
      t.app.inject({
        url: endpointUrl(endpoints.catalog.products, { query: { keyword: 'بيجامة' } }),
        headers: { 'accept-language': 'ar' },
      });
    expect((await search()).json().products).toEqual([]);

    const fields = productForm({ productId: created.productId });
    const arabic = { name: 'بيجامة قطن', description: '' };
    expect((await put(created._id, { ...fields, translations: { ar: arabic } })).statusCode).toBe(200);

    const after = await t.app.inject({
      url,
      headers: { 'accept-language': 'ar', 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().product.name).toBe('بيجامة قطن');
    // Found by its Arabic name, ta marbuta typed either way.
    expect((await search()).json().products.map((p: { _id: string }) => p._id)).toEqual([created._id]);
  });

  it.each([
    ['a name over 200 characters', { ar: { name: 'ب'.repeat(201), description: '' } }, 'name is too long'],
    [
      'a description over 5000',
      { fr: { name: 'Pyjama', description: 'd'.repeat(5001) } },
      'description is too long',
    ],
    ['text that is not JSON', 'not json', 'translations must be an object of languages'],
    ['a name that is not text', { fr: { name: 7, description: '' } }, 'name must be text'],
  ])('refuses %s with a 400', async (_case, translations, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.admin.createProduct),
      headers: admin.headers,
      payload: productForm({ images: [png], translations }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('answers 404 for the admin read of an unknown product', async () => {
    const res = await t.app.inject({
      url: endpointUrl(endpoints.admin.product, { params: { id: '00000000-0000-4000-8000-000000000000' } }),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.productNotFound });
  });
});
