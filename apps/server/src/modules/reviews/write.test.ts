import { randomUUID } from 'node:crypto';
import { endpoints, endpointUrl, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { insertProduct } from '../cart/testing.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(() => t.close());

const newProduct = () => insertProduct(t.db, { options: [{ size: 'M', color: '', quantity: 1 }] });

const post = (user: TestUser | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.reviews.post),
    headers: user?.headers ?? {},
    payload,
  });

const remove = (user: TestUser, id: string, productId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: endpointUrl(endpoints.reviews.delete, { query: { id, productId } }),
    headers: user.headers,
  });

/** The product's stars as the catalogue answers them. */
async function stars(productId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: endpointUrl(endpoints.catalog.product, { params: { id: productId } }),
  });
  const { ratings, numOfReviews } = res.json().product;
  return { ratings, numOfReviews };
}

const reviewsOf = async (productId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.reviews.list, { query: { id: productId } }),
    })
  ).json().reviews;

describe('PUT /review', () => {
  it("posts a review under the user's name, replaces it on a second post, and recomputes the stars", async () => {
    const product = await newProduct();
    const [rana, karim] = [await signUp(t.app, { name: 'Rana' }), await signUp(t.app, { name: 'Karim' })];

    const first = await post(rana, { productId: product.id, rating: 5, comment: 'Soft' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: messages.reviewPosted,
      ratings: 5,
      numOfReviews: 1,
    });

    expect((await post(karim, { productId: product.id, rating: 2, comment: 'Thin' })).json()).toMatchObject({
      ratings: 3.5,
      numOfReviews: 2,
    });
    const again = await post(rana, { productId: product.id, rating: 3, comment: '  Softer after a wash  ' });
    expect(again.json()).toMatchObject({ ratings: 2.5, numOfReviews: 2 });
    expect(await stars(product.id)).toEqual({ ratings: 2.5, numOfReviews: 2 });
    const reviews = await reviewsOf(product.id);
    expect(
      reviews.map((r: { name: string; rating: number; comment: string }) => [r.name, r.rating, r.comment]),
    ).toEqual(
      expect.arrayContaining([
        ['Rana', 3, 'Softer after a wash'],
        ['Karim', 2, 'Thin'],
      ]),
    );
    expect(reviews).toHaveLength(2);
  });

  it('shows the new stars in the listing at once (its cached pages are for the old catalogue version)', async () => {
    const product = await newProduct();
    const listed = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: endpointUrl(endpoints.catalog.products, { query: { 'ratings[gte]': 4 } }),
      });
      return res.json().products.map((p: { _id: string }) => p._id);
    };
    expect(await listed()).not.toContain(product.id);
    await post(await signUp(t.app), { productId: product.id, rating: 4, comment: 'Nice' });
    expect(await listed()).toContain(product.id);
  });

  // The product's answer carries its reviews and is revalidated per catalogue version: a post that keeps
  // the rating must still bump it (the upsert sets the rating, which the stars trigger of 0005 watches).
  it("changes the product's answer and its ETag when only the comment changes", async () => {
    const product = await newProduct();
    const rana = await signUp(t.app, { name: 'Rana' });
    await post(rana, { productId: product.id, rating: 4, comment: 'Soft' });
    const url = endpointUrl(endpoints.catalog.product, { params: { id: product.id } });
    const before = await t.app.inject({ method: 'GET', url });
    const etag = String(before.headers.etag);
    expect(before.json().product.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Soft']);

    await post(rana, { productId: product.id, rating: 4, comment: 'Softer after a wash' });
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().product.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Softer after a wash',
    ]);
  });

  it('takes a multipart body and keeps markup as plain text', async () => {
    const product = await newProduct();
    const user = await signUp(t.app);
    const boundary = 'review-boundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.reviews.post),
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${field('rating', '4')}${field('comment', '<b>bold</b> & <script>x</script>')}${field('productId', product.id)}--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect((await reviewsOf(product.id))[0]).toMatchObject({
      rating: 4,
      comment: '<b>bold</b> & <script>x</script>',
    });
  });

  it.each([
    ['rating 0', { rating: 0 }, messages.reviewRatingRequired],
    ['rating 6', { rating: 6 }, messages.reviewRatingRequired],
    ['rating 2.5', { rating: 2.5 }, messages.reviewRatingRequired],
    ['rating "five"', { rating: 'five' }, messages.reviewRatingRequired],
    ['no rating', { rating: undefined }, messages.reviewRatingRequired],
    ['a blank comment', { comment: '   ' }, messages.reviewCommentRequired],
    ['no comment', { comment: undefined }, messages.reviewCommentRequired],
    ['a comment over 2000 characters', { comment: 'a'.repeat(2001) }, messages.reviewCommentTooLong],
    // The global input guard (plugins/input.ts) refuses NUL before the schema sees it.
    ['a NUL character', { comment: 'ok\u0000' }, messages.unstorableCharacters],
    ['a product that is not an id', { productId: 'robe' }, messages.invalidId],
  ])('refuses %s with a 400, changing nothing', async (_case, change, message) => {
    const product = await newProduct();
    const user = await signUp(t.app);
    await post(user, { productId: product.id, rating: 5, comment: 'First' });
    const res = await post(user, { productId: product.id, rating: 1, comment: 'Second', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await stars(product.id)).toEqual({ ratings: 5, numOfReviews: 1 });
    expect((await reviewsOf(product.id))[0].comment).toBe('First');
  });

  it('accepts a comment of exactly 2000 characters', async () => {
    const res = await post(await signUp(t.app), {
      productId: (await newProduct()).id,
      rating: 1,
      comment: 'a'.repeat(2000),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown product and 401 for a guest, storing nothing', async () => {
    const unknown = await post(await signUp(t.app), { productId: randomUUID(), rating: 3, comment: 'Hm' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: messages.productNotFound });
    const product = await newProduct();
    expect((await post(undefined, { productId: product.id, rating: 3, comment: 'Hm' })).statusCode).toBe(401);
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it('counts every review posted at the same moment', async () => {
    const product = await newProduct();
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUp(t.app)));
    const answers = await Promise.all(
      users.map((user, i) =>
        post(user, { productId: product.id, rating: (i % 5) + 1, comment: 'Same time' }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // Ratings 1,2,3,4,5,1: average 16/6 = 2.67.
    expect(await stars(product.id)).toEqual({ ratings: 2.67, numOfReviews: 6 });
  });
});

describe('DELETE /reviews', () => {
  async function reviewed() {
    const product = await newProduct();
    const [author, other] = [await signUp(t.app), await signUp(t.app)];
    await post(author, { productId: product.id, rating: 5, comment: 'Great' });
    await post(other, { productId: product.id, rating: 1, comment: 'Bad' });
    const reviews = await reviewsOf(product.id);
    const byAuthor = reviews.find((r: { user: string }) => r.user === author.user._id)._id as string;
    return { product, author, other, byAuthor };
  }

  it('lets the author delete their review and recomputes the stars', async () => {
    const { product, author, byAuthor } = await reviewed();
    const res = await remove(author, byAuthor, product.id);
    expect(res.json()).toEqual({ success: true, message: messages.reviewDeleted });
    expect(await stars(product.id)).toEqual({ ratings: 1, numOfReviews: 1 });
  });

  it('lets an admin delete any review', async () => {
    const { product, byAuthor } = await reviewed();
    expect((await remove(admin, byAuthor, product.id)).statusCode).toBe(200);
    expect(await stars(product.id)).toEqual({ ratings: 1, numOfReviews: 1 });
  });

  it("refuses another user's review (403), a review of another product (404) and bad ids (400), changing nothing", async () => {
    const { product, other, byAuthor } = await reviewed();
    const forbidden = await remove(other, byAuthor, product.id);
    expect(forbidden.json()).toEqual({
      success: false,
      message: 'You are not allowed to access this resource',
    });
    expect(forbidden.statusCode).toBe(403);
    const elsewhere = await remove(admin, byAuthor, (await newProduct()).id);
    expect(elsewhere.json()).toEqual({ success: false, message: messages.reviewNotFound });
    expect((await remove(admin, 'x', product.id)).statusCode).toBe(400);
    expect(await stars(product.id)).toEqual({ ratings: 3, numOfReviews: 2 });
  });
});

describe('deleting a user', () => {
  it('recomputes the stars of every product they reviewed, in the same transaction as the delete', async () => {
    const [p1, p2] = [await newProduct(), await newProduct()];
    const [leaving, staying] = [await signUp(t.app), await signUp(t.app)];
    await post(leaving, { productId: p1.id, rating: 5, comment: 'Love it' });
    await post(leaving, { productId: p2.id, rating: 1, comment: 'Meh' });
    await post(staying, { productId: p1.id, rating: 2, comment: 'Ok' });
    expect(await stars(p1.id)).toEqual({ ratings: 3.5, numOfReviews: 2 });

    const res = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(endpoints.accounts.deleteUser, { params: { id: leaving.user._id } }),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await stars(p1.id)).toEqual({ ratings: 2, numOfReviews: 1 });
    expect(await stars(p2.id)).toEqual({ ratings: 0, numOfReviews: 0 });
  });

  it('rolls the stars back with a delete that is rolled back', async () => {
    const product = await newProduct();
    const user = await signUp(t.app);
    await post(user, { productId: product.id, rating: 4, comment: 'Good' });
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('users').where('id', '=', user.user._id).execute();
        const inside = await trx
          .selectFrom('products')
          .select(['ratings', 'num_of_reviews'])
          .where('id', '=', product.id)
          .executeTakeFirstOrThrow();
        expect(inside).toEqual({ ratings: 0, num_of_reviews: 0 });
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(await stars(product.id)).toEqual({ ratings: 4, numOfReviews: 1 });
  });
});
