import { listing } from '../fixtures/catalog';
import { expect, type Page, test } from '../fixtures/test';

/** Above this the page visibly jumps while it loads (Core Web Vitals' "good" is 0.1; our bar is 0.02). */
const MAX_CLS = 0.05;

declare global {
  interface Window {
    layoutShift?: number;
    widerThanScreen?: number;
  }
}

/**
 * Cumulative layout shift of the page's load, summed by a buffered `layout-shift` PerformanceObserver
 * installed before any script, leaving out shifts that follow the visitor's own input; and how far the
 * page was ever wider than the screen in the meantime, read every frame (a phone shows a page that is
 * too wide zoomed out, or scrolling sideways).
 */
async function load(
  page: Page,
  path: string,
  ready: () => Promise<void>,
): Promise<{ shift: number; wider: number }> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    window.widerThanScreen = 0;
    const measure = () => {
      const root = document.documentElement;
      window.widerThanScreen = Math.max(window.widerThanScreen ?? 0, root.scrollWidth - root.clientWidth);
      requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
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
  return page.evaluate(() => ({ shift: window.layoutShift ?? 0, wider: window.widerThanScreen ?? 0 }));
}

test('@phone the home page neither shifts nor grows wider than the screen while it loads', async ({
  page,
}) => {
  const { shift, wider } = await load(page, '/', () =>
    expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  expect(shift).toBeLessThanOrEqual(MAX_CLS);
  expect(wider).toBe(0);
});

test('@phone a listing neither shifts nor grows wider than the screen while it loads', async ({ page }) => {
  const { shift, wider } = await load(page, '/products', () =>
    expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  expect(shift).toBeLessThanOrEqual(MAX_CLS);
  expect(wider).toBe(0);
});

test('@phone a product page neither shifts nor grows wider than the screen while it loads', async ({
  page,
  request,
}) => {
  const [product] = (await listing(request)).products;
  if (!product) throw new Error('the demo shop has no products');
  const { shift, wider } = await load(page, `/product/${product._id}`, () =>
    expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(),
  );
  expect(shift).toBeLessThanOrEqual(MAX_CLS);
  expect(wider).toBe(0);
});
