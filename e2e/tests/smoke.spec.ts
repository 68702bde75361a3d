import { endpoints, endpointUrl } from '@shop/shared';
import { expect, test } from '../fixtures/test';

test('the home page loads with the shop header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('the product API serves the demo catalogue', async ({ request }) => {
  const list = await request.get(endpointUrl(endpoints.catalog.products));
  expect(list.ok()).toBe(true);
  const body = await list.json();
  expect(body.success).toBe(true);
  expect(body.productsCount).toBeGreaterThanOrEqual(80);
  const first = body.products[0];
  const one = await request.get(endpointUrl(endpoints.catalog.product, { params: { id: first._id } }));
  expect((await one.json()).product.name).toBe(first.name);
  const image = await request.get(first.images[0].url);
  expect(image.headers()['content-type']).toBe('image/webp');
});
