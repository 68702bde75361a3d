import { endpoints, endpointUrl, lbpFromDollars, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import type { TestUser } from '../accounts/testing.js';
import {
  adminProduct,
  adminShop,
  bomb,
  createProduct,
  dataUrl,
  mediaFiles,
  multipartOf,
  picture,
  productForm,
  TEST_RATE,
} from './testing.js';

let t: TestApp;
let admin: TestUser;
let png: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminShop(t);
  png = dataUrl(await picture(800, 600));
});
afterAll(() => t.close());

const post = (payload: object | FormData, url = endpointUrl(endpoints.admin.createProduct)) =>
  t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
const put = (id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.admin.updateProduct, { params: { id } }),
    headers: admin.headers,
    payload,
  });
const detail = (id: string) => adminProduct(t, admin, id);

describe('POST /admin/product/new', () => {
  it('creates a product from JSON with data-URL images; prices come from the dollar rate', async () => {
    const form = productForm({ images: [png, png], price: 1 });
    const res = await post(form);
    expect(res.statusCode).toBe(201);
    const { success, message, product } = res.json();
    expect({ success, message }).toEqual({ success: true, message: messages.productCreated });
    const lbp = lbpFromDollars(12.35, TEST_RATE);
    expect(lbp).toBe(1_105_325);
    expect(product).toMatchObject({
      productId: form.productId,
      price: lbp,
      dollarPrice: 12.35,
      discountRate: 10,
      isChecked: true,
      status: 'INSTOCK',
      stock: 5,
    });
    expect(product.options.map((o: { size: string; oprice: number | null }) => [o.size, o.oprice])).toEqual([
      ['S', lbp],
      ['M', null],
    ]);
    expect(product.images).toHaveLength(2);
    expect(product.images[0].variants.map((v: { width: number }) => v.width)).toEqual([320, 640]);
    expect(await detail(product._id)).toEqual(product);
    const files = await mediaFiles(t);
    for (const image of product.images) expect(files).toContain(`${image.public_id}-640.webp`);
    const served = await t.app.inject(product.images[0].url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('takes multipart files, with a trailing path segment (older clients send one)', async () => {
    const form = productForm({ discountRate: 150 });
    const jpeg = await picture(700, 500, 'jpeg');
    const res = await post(
      multipartOf(form, [{ bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }]),
      endpointUrl(endpoints.admin.createProduct, { params: { segment: 'x1' } }),
    );
    expect(res.statusCode).toBe(201);
    const { product } = res.json();
    expect(product.discountRate).toBe(100);
    expect(product.options[0]).toMatchObject({ size: 'S', color: 'Pink', quantity: 3, doprice: 12.35 });
    expect(product.images).toHaveLength(1);
  });

  it.each([
    ['no image', { images: [] }, messages.selectMainImage],
    ['no image and empty fields: the image comes first', { images: [], name: '' }, messages.selectMainImage],
    ['a blank name', { name: '  ' }, messages.emptyFields],
    ['no product id', { productId: '' }, messages.emptyFields],
    ['no description', { description: '' }, messages.emptyFields],
    ['no sub-category', { subcategory: '' }, messages.emptyFields],
    ['no option', { options: [] }, messages.optionRequired],
    [
      'an option without size',
      { options: [{ size: 'S' }, { size: ' ', color: 'Red' }] },
      messages.optionsNeedSize,
    ],
    ['an unknown category', { category: 'Cars' }, 'Unknown category: Cars'],
    [
      'a sub-category of another category',
      { subcategory: 'Aprons' },
      'Unknown sub-category for this category: Aprons',
    ],
    ['an unknown size', { options: [{ size: 'XXXL' }] }, 'Unknown size: XXXL'],
    ['a negative dollar price', { dollarPrice: -1 }, 'dollarPrice must be at least 0'],
    ['a price with 3 decimals', { dollarPrice: 1.005 }, messages.dollarDecimals],
    ['an image that is no data URL', { images: ['http://example.com/a.png'] }, messages.imageNotPicture],
  ] as const)('refuses %s with its message, storing nothing', async (_case, overrides, message) => {
    const before = await mediaFiles(t);
    const res = await post(productForm({ images: [png], ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await mediaFiles(t)).toEqual(before);
  });

  it('refuses a code that exists with a 409, storing nothing', async () => {
    const first = await createProduct(t, admin, productForm({ images: [png] }));
    const before = await mediaFiles(t);
    const res = await post(productForm({ productId: first.productId, images: [png] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: messages.productCodeTaken });
    expect(await mediaFiles(t)).toEqual(before);
  });

  it('refuses a text file named .jpg among good pictures: no product, no file', async () => {
    const before = await mediaFiles(t);
    const form = productForm();
    const res = await post(
      multipartOf(form, [
        { bytes: await picture(640, 480), name: 'good.png', type: 'image/png' },
        { bytes: Buffer.from('just some text, not a picture'), name: 'photo.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.imageNotPicture });
    expect(await mediaFiles(t)).toEqual(before);
    const list = await t.app.inject({
      url: endpointUrl(endpoints.admin.products, { query: { page: 1, keyword: form.productId } }),
      headers: admin.headers,
    });
    expect(list.json().productsCount).toBe(0);
  });
  it('refuses a decompression bomb: no product, no file', async () => {
    const before = await mediaFiles(t);
    const res = await post(
      multipartOf(productForm(), [{ bytes: await bomb(), name: 'big.png', type: 'image/png' }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.imageTooManyPixels });
    expect(await mediaFiles(t)).toEqual(before);
  });
});

describe('PUT /admin/products/:id', () => {
  it('updates fields and options in place, removes idss images, adds uploads in the requested order', async () => {
    const created = await createProduct(t, admin, productForm({ images: [png, png] }));
    const [first, second] = created.images;
    const keptOption = created.options[0];
    const res = await put(created._id, {
      ...productForm({ productId: created.productId, name: 'Renamed Set', dollarPrice: 20 }),
      options: [{ _id: keptOption?._id, size: 'L', color: 'Red', quantity: 7, doprice: 21 }, { size: 'XL' }],
      images: [png],
      idss: [first?.public_id],
      imageOrder: ['upload:0', second?.public_id],
    });
    expect(res.statusCode).toBe(200);
    const { message, product } = res.json();
    expect(message).toBe(messages.productUpdated);
    expect(product.name).toBe('Renamed Set');
    expect(product.price).toBe(lbpFromDollars(20, TEST_RATE));
    expect(product.options).toMatchObject([
      { _id: keptOption?._id, size: 'L', color: 'Red', quantity: 7, oprice: lbpFromDollars(21, TEST_RATE) },
      { size: 'XL', quantity: 0 },
    ]);
    expect(product.images).toHaveLength(2);
    expect(product.images[1].public_id).toBe(second?.public_id);
    expect(product.images[0].public_id).not.toBe(first?.public_id);
    const files = await mediaFiles(t);
    expect(files.some((file) => file.startsWith(`${first?.public_id}-`))).toBe(false);
    expect(files).toContain(`${product.images[0].public_id}-640.webp`);
  });

  it.each([
    [
      'removing every image without an upload',
      (ids: string[]) => ({ idss: ids }),
      400,
      messages.selectMainImage,
    ],
    [
      'an image id that is not the product’s',
      () => ({ idss: ['products/other'] }),
      400,
      'Unknown image: products/other',
    ],
    [
      'an image order that leaves one out',
      () => ({ imageOrder: [] }),
      400,
      'imageOrder must list every kept image and every upload once',
    ],
  ] as const)('refuses %s', async (_case, change, status, message) => {
    const created = await createProduct(t, admin, productForm({ images: [png] }));
    const res = await put(created._id, {
      ...productForm({ productId: created.productId }),
      ...change(created.images.map((image) => image.public_id)),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect(await detail(created._id)).toEqual(created);
  });

  it('refuses another product’s code with a 409 and an unknown product with a 404', async () => {
    const a = await createProduct(t, admin, productForm({ images: [png] }));
    const b = await createProduct(t, admin, productForm({ images: [png] }));
    const taken = await put(b._id, productForm({ productId: a.productId }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.productCodeTaken);
    const missing = await put('00000000-0000-4000-8000-000000000000', productForm());
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /admin/products/:id and the status toggle', () => {
  it('deletes the product and its image files', async () => {
    const created = await createProduct(t, admin, productForm({ images: [png, png] }));
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: endpointUrl(endpoints.admin.deleteProduct, { params: { id: created._id } }),
        headers: admin.headers,
      });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.productDeleted });
    expect(
      (await t.app.inject(endpointUrl(endpoints.catalog.product, { params: { id: created._id } })))
        .statusCode,
    ).toBe(404);
    const files = await mediaFiles(t);
    for (const image of created.images) expect(files.some((f) => f.startsWith(image.public_id))).toBe(false);
    expect((await del()).statusCode).toBe(404);
  });

  it('toggles INSTOCK and OUTOFSTOCK', async () => {
    const created = await createProduct(t, admin, productForm({ images: [png] }));
    const toggle = () =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.admin.toggleProductStatus, { params: { id: created._id } }),
        headers: admin.headers,
        payload: created,
      });
    expect((await toggle()).json()).toMatchObject({ success: true, status: 'OUTOFSTOCK' });
    expect((await detail(created._id)).status).toBe('OUTOFSTOCK');
    expect((await toggle()).json().status).toBe('INSTOCK');
  });
});

describe('GET /admin/products', () => {
  it('pages newest first, searches by name or code, and lists all without a page', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await createProduct(
          t,
          admin,
          productForm({ productId: `PAGE-${i}`, name: `Paged Robe ${i}`, images: [png] }),
        ),
      );
    }
    const get = (query: string) =>
      t.app.inject({ url: `${endpointUrl(endpoints.admin.products)}?${query}`, headers: admin.headers });
    const byName = (await get('page=1&pageSize=10&keyword=paged robe')).json();
    expect(byName.productsCount).toBe(3);
    expect(byName.products.map((p: { productId: string }) => p.productId)).toEqual([
      'PAGE-2',
      'PAGE-1',
      'PAGE-0',
    ]);
    const second = (await get('page=2&pageSize=10&keyword=PAGE-')).json();
    expect(second).toMatchObject({ productsCount: 3, products: [] });
    const all = (await get('')).json();
    expect(all.products.length).toBe(all.productsCount);
    expect(all.productsCount).toBeGreaterThan(10);
    const paged = (await get('page=1')).json();
    expect(paged.products).toHaveLength(10);
    expect(paged.productsCount).toBe(all.productsCount);
    const bad = await get('page=1&pageSize=15');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('pageSize must be one of 10, 20, 50, 100');
  });
});
