import { endpoints, endpointUrl, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReviews } from '../../seed/queries.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { adminShop, createProduct, dataUrl, picture, productForm } from './testing.js';

let t: TestApp;
let admin: TestUser;
let product: { _id: string; productId: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminShop(t);
  product = await createProduct(t, admin, productForm({ images: [dataUrl(await picture(320, 320))] }));
  const [a, b] = [await signUp(t.app, { name: 'Older' }), await signUp(t.app, { name: 'Newer' })];
  await insertReviews(t.db, [
    {
      product_id: product._id,
      user_id: a.user._id,
      name: 'Older',
      rating: 4,
      comment: 'nice',
      created_at: new Date('2025-01-01'),
    },
    {
      product_id: product._id,
      user_id: b.user._id,
      name: 'Newer',
      rating: 2,
      comment: 'meh',
      created_at: new Date('2025-02-01'),
    },
  ]);
});
afterAll(() => t.close());

const search = (product: string) =>
  t.app.inject({
    url: endpointUrl(endpoints.admin.reviews, { query: { product } }),
    headers: admin.headers,
  });

describe('GET /admin/reviews', () => {
  it.each(['id', 'code', 'code in lower case'] as const)(
    'finds a product’s reviews, newest first, by its %s',
    async (by) => {
      const key = {
        id: product._id,
        code: product.productId,
        'code in lower case': product.productId.toLowerCase(),
      };
      // The code has capitals, so the lower-case search is not the exact one.
      expect(key['code in lower case']).not.toBe(product.productId);
      const res = await search(key[by]);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.product).toEqual({ _id: product._id, productId: product.productId, name: product.name });
      expect(body.reviews.map((r: { name: string; rating: number }) => [r.name, r.rating])).toEqual([
        ['Newer', 2],
        ['Older', 4],
      ]);
    },
  );

  it('answers 404 for an unknown product and 400 for a blank search', async () => {
    const unknown = await search('NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: messages.productNotFound });
    const blank = await search('  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ success: false, message: messages.productOrCodeRequired });
  });
});
