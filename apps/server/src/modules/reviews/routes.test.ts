import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp } from '../accounts/testing.js';

describe('GET /api/v1/reviews', () => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const product = await t.db
      .insertInto('products')
      .values({
        product_code: 'R-1',
        name: 'Robe',
        description: 'A soft robe',
        category: 'Women',
        subcategory: 'Robe',
        price: 1000,
        dollar_price: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productId = product.id;
    const [a, b] = [await signUp(t.app, { name: 'Rana' }), await signUp(t.app, { name: 'Karim' })];
    await t.db
      .insertInto('reviews')
      .values([
        {
          product_id: productId,
          user_id: a.user._id,
          name: 'Rana',
          rating: 5,
          comment: 'Soft',
          created_at: '2026-01-01T10:00:00Z',
        },
        {
          product_id: productId,
          user_id: b.user._id,
          name: 'Karim',
          rating: 3,
          comment: 'Ok',
          created_at: '2026-02-01T10:00:00Z',
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it("lists a product's reviews, newest first, in the API's shape", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.reviews.list, { query: { id: productId } }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reviews.map((r: { name: string }) => r.name)).toEqual(['Karim', 'Rana']);
    expect(body.reviews[1]).toEqual({
      _id: expect.any(String),
      user: expect.any(String),
      name: 'Rana',
      rating: 5,
      comment: 'Soft',
      createdAt: '2026-01-01T10:00:00.000Z',
    });
  });

  it("is what the product's own answer carries (the listing's products carry none)", async () => {
    const reviews = (
      await t.app.inject({
        method: 'GET',
        url: endpointUrl(endpoints.reviews.list, { query: { id: productId } }),
      })
    ).json();
    const detail = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.catalog.product, { params: { id: productId } }),
    });
    expect(detail.json().product.reviews).toEqual(reviews.reviews);
    const listing = (
      await t.app.inject({
        method: 'GET',
        url: endpointUrl(endpoints.catalog.products, { query: { keyword: 'Robe' } }),
      })
    ).json();
    expect(listing.products.map((p: { _id: string }) => p._id)).toEqual([productId]);
    expect(listing.products[0]).not.toHaveProperty('reviews');
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers 404 for product %s', async (id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.reviews.list, { query: { id } }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Product not found' });
  });

  it('answers 400 without a product id', async () => {
    const res = await t.app.inject({ method: 'GET', url: endpointUrl(endpoints.reviews.list) });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
