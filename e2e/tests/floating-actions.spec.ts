import { messages } from '@shop/shared';
import { listing } from '../fixtures/catalog';
import { expect, type Locator, type Page, test } from '../fixtures/test';

// Both projects run these: the layout under test is the 390 px one.
test.use({ viewport: { width: 390, height: 844 } });

const whatsApp = (page: Page) => page.getByRole('link', { name: /^Ask us about a product on WhatsApp/ });
const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });
const tooltip = (page: Page) => page.getByRole('tooltip', { name: /Chat with us on WhatsApp/ });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('@phone WhatsApp, back-to-top and a toast never cover each other', async ({ page, request }) => {
  const [product] = (await listing(request)).products;
  if (!product) throw new Error('the demo shop has no products');
  await page.goto(`/product/${product._id}`);
  await expect(whatsApp(page)).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('alert').filter({ hasText: messages.selectSize });
  await expect(toast).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(backToTop(page)).toBeVisible();
  // The buttons rise above the toast (with a short transition): poll until they have settled clear.
  await expect
    .poll(async () => {
      const [chat, top, shown] = await Promise.all([box(whatsApp(page)), box(backToTop(page)), box(toast)]);
      return [overlap(chat, top), overlap(chat, shown), overlap(top, shown)];
    })
    .toEqual([false, false, false]);
  await expect(tooltip(page)).toHaveCount(0);
});

test('@phone the WhatsApp tooltip introduces the button once per browser session', async ({ page }) => {
  await page.goto('/');
  await expect(tooltip(page)).toBeVisible();
  // Its 5 s (docs/product.md §3.1), then it goes by itself.
  await expect(tooltip(page)).toBeHidden({ timeout: 8_000 });

  await page.reload();
  await expect(whatsApp(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(tooltip(page)).toHaveCount(0);
});

test('@phone the floating buttons take only their own clicks', async ({ page }) => {
  await page.goto('/');
  await expect(whatsApp(page)).toBeVisible();
  await expect(backToTop(page)).toBeHidden();
  // Where the hidden back-to-top button would be, above WhatsApp's: the page below takes the click.
  const chat = await box(whatsApp(page));
  const hit = await page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return element?.closest('[data-testid="floating-actions"]') ? 'the floating buttons' : element?.tagName;
    },
    { x: chat.x + chat.width / 2, y: chat.y - 24 },
  );
  expect(hit).not.toBe('the floating buttons');
});
