import { discountedPrice, endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SetClock } from '../../lib/clock.js';
import { createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { adminShop, dataUrl, picture, productForm } from '../admin/testing.js';

/**
 * Live search shares its search version reads for a window (decision 109, PostgreSQL only): a change
 * made without a request, a discount starting on the shop's clock, must still show at once in the
 * process that applies it. The window is a whole second so that only forgetting the held read can
 * make the second suggestion right. (Writes through a request: cross-process.test.ts.)
 */

const clock = new SetClock('2031-01-10T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SEARCH_VERSION_WINDOW_MS: '1000' }, { clock });
});
afterAll(() => t.close());

const suggestedPrice = async (q: string) =>
  (await t.app.inject(endpointUrl(endpoints.catalog.suggest, { query: { q } }))).json().suggestions[0]?.price;

it(`shows a discount in live search the moment the clock starts it (${testDatabaseKind})`, async () => {
  const admin = await adminShop(t);
  const res = await t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.admin.createProduct),
    headers: admin.headers,
    payload: productForm({
      name: 'Seersucker Sleep Shorts',
      images: [dataUrl(await picture(64, 64))],
      discountRate: 20,
      isChecked: true,
      discountStartsAt: '2031-01-10T10:00:00Z',
      discountEndsAt: '2031-01-10T18:00:00Z',
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { price } = res.json().product;

  expect(await suggestedPrice('Seersucker')).toBe(price);
  clock.set('2031-01-10T10:00:00Z');
  expect(await suggestedPrice('Seersucker')).toBe(discountedPrice(price, 20, true));
});
