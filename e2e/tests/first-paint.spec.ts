import { expect, type Page, test } from '@playwright/test';
import { listing } from '../fixtures/catalog';

/**
 * The first screens come with their first API answers in the HTML (the server's first-paint transform):
 * the browser shows them without asking again. A mismatch between the URLs the server embeds and the
 * ones the app builds would show up here as requests.
 */
async function apiRequests(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) urls.push(url.pathname + url.search);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return urls;
}

test('the home page shows the shop and New Arrivals without asking the API for them', async ({ page }) => {
  const asked = await apiRequests(page, '/', () =>
    expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  expect(asked).not.toContain('/api/v1/homePageProducts');
  expect(asked).not.toContain('/api/v1/shop');
});

test('the listing shows its first page without asking the API for it', async ({ page }) => {
  const asked = await apiRequests(page, '/products', () =>
    expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  expect(asked.filter((url) => url.startsWith('/api/v1/products'))).toEqual([]);
});

test('a product page shows the product, its reviews and prices without asking the API', async ({
  page,
  request,
}) => {
  const [product] = (await listing(request)).products;
  if (!product) throw new Error('the demo shop has no products');
  const asked = await apiRequests(page, `/product/${product._id}`, () =>
    expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(),
  );
  expect(asked).toEqual([]);
});
