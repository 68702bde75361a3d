import { listing } from '../fixtures/catalog';
import { expect, type Page, test } from '../fixtures/test';

/** Above this the page visibly jumps while it loads (Core Web Vitals' "good" is 0.1; our bar is 0.02). */
const MAX_CLS = 0.05;

declare global {
  interface Window {
    layoutShift?: number;
  }
}

/**
 * Cumulative layout shift of the page's load, summed by a buffered `layout-shift` PerformanceObserver
 * installed before any script, leaving out shifts that follow the visitor's own input.
 */
async function loadShift(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await ready();
  // Every request done (product data, images, fonts): whatever would move the page has arrived.
  await page.waitForLoadState('networkidle');
  // Two frames, so shifts of the last layout are reported to the observer.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => window.layoutShift ?? 0);
}

test('@phone the home page does not shift while it loads', async ({ page }) => {
  const shift = await loadShift(page, '/', () =>
    expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  expect(shift).toBeLessThanOrEqual(MAX_CLS);
});

test('@phone a listing does not shift while it loads', async ({ page }) => {
  const shift = await loadShift(page, '/products', () =>
    expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  expect(shift).toBeLessThanOrEqual(MAX_CLS);
});

test('@phone a product page does not shift while it loads', async ({ page, request }) => {
  const [product] = (await listing(request)).products;
  if (!product) throw new Error('the demo shop has no products');
  const shift = await loadShift(page, `/product/${product._id}`, () =>
    expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(),
  );
  expect(shift).toBeLessThanOrEqual(MAX_CLS);
});
