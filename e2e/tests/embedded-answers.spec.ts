import { endpoints, endpointUrl } from '@shop/shared';
import { listing } from '../fixtures/catalog';
import { expect, type Page, test } from '../fixtures/test';

/**
 * The first screens come with their first API answers in the HTML (the server's page renderer):
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
  expect(asked).not.toContain(endpointUrl(endpoints.catalog.homePageProducts));
  expect(asked).not.toContain(endpointUrl(endpoints.settings.shop));
});

test('the listing shows its first page without asking the API for it', async ({ page }) => {
  const asked = await apiRequests(page, '/products', () =>
    expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  expect(asked.filter((url) => url.startsWith(endpointUrl(endpoints.catalog.products)))).toEqual([]);
});

test('a filtered category listing and the contact page ask the API for nothing they show', async ({
  page,
}) => {
  const listing = await apiRequests(page, '/productCat/Women?size=M', () =>
    expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  expect(
    listing.filter(
      (url) =>
        url.startsWith(endpointUrl(endpoints.catalog.products)) ||
        url === endpointUrl(endpoints.settings.shop),
    ),
  ).toEqual([]);
  page.removeAllListeners('request');
  const contact = await apiRequests(page, '/contactus', () =>
    expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible(),
  );
  // What it shows is the shop's identity (the menus may fetch their own data later, as on every page).
  expect(contact.filter((url) => url === endpointUrl(endpoints.settings.shop))).toEqual([]);
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

/** Picture requests of a page load, by path: a preload the page does not use would show as a second file. */
async function pictureRequests(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/images/')) files.push(url.pathname);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return files;
}

test('@phone the first banner is fetched once, in the width the viewport shows', async ({ page }) => {
  const files = await pictureRequests(page, '/', () =>
    expect(page.getByText('Summer Collection').first()).toBeVisible(),
  );
  const width = page.viewportSize()?.width ?? 0;
  const expected = width <= 425 ? 425 : width <= 800 ? 800 : 1600;
  expect(files.filter((file) => file.startsWith('/images/banners/art-1-'))).toEqual([
    `/images/banners/art-1-${expected}.webp`,
  ]);
});

test('@phone a product page fetches its main picture once (the preload is the one the page uses)', async ({
  page,
  request,
}) => {
  const [product] = (await listing(request)).products;
  const image = product?.images[0];
  if (!product || !image) throw new Error('the demo shop has no product with a picture');
  const files = await pictureRequests(page, `/product/${product._id}`, () =>
    expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(),
  );
  const stem = image.url.replace(/\.webp$/, '');
  expect(files.filter((file) => file.startsWith(stem))).toHaveLength(1);
});

declare global {
  interface Window {
    loaderShown?: boolean;
  }
}

for (const path of ['/', '/products']) {
  test(`${path} paints the page itself first, never the loader (its code is awaited before the first render)`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.loaderShown = false;
      new MutationObserver(() => {
        if (document.querySelector('main [role="status"]')) window.loaderShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => window.loaderShown)).toBe(false);
  });
}
