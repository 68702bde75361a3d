import { endpoints, endpointUrl, NEW_ARRIVALS_COUNT, SHOP_BY_CATEGORY } from '@shop/shared';
import { expect, type Page, test, waitForAppOnLoads } from '../fixtures/test';

test('the home page shows its blocks: carousel, New Arrivals, tiles and newsletter', async ({
  page,
  request,
}) => {
  const home = await (await request.get(endpointUrl(endpoints.catalog.homePageProducts))).json();
  const shop = (await (await request.get(endpointUrl(endpoints.settings.shop))).json()).shop;
  await page.goto('/');

  const carousel = page.getByRole('region', { name: 'Featured collections' });
  await expect(carousel.getByRole('button', { name: /^Show slide \d of 3$/ })).toHaveCount(3);
  const wide = carousel.locator('img[src="/images/banners/art-1-1600.webp"]');
  await expect(wide).toHaveJSProperty('complete', true);
  expect(await wide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expect(carousel.locator('source[media="(max-width: 425px)"]')).toHaveCount(3);

  const arrivals = page.getByRole('region', { name: 'New Arrivals' });
  await expect(arrivals.getByRole('article')).toHaveCount(NEW_ARRIVALS_COUNT);
  for (const [index, product] of home.products.slice(0, NEW_ARRIVALS_COUNT).entries()) {
    await expect(arrivals.getByRole('article').nth(index)).toHaveAccessibleName(product.name);
  }

  const gender = page.getByRole('region', { name: 'Shop by Gender and Age' });
  await expect(gender.getByRole('link')).toHaveCount(4);
  for (const [name, path] of [
    ["Men's Section", '/productCat/Men'],
    ["Women's Section", '/productCat/Women'],
    ["Kid's Section", '/productCat/Kids'],
    ["Baby's Section", '/productCat/Babies'],
  ]) {
    await expect(gender.getByRole('link', { name, exact: true })).toHaveAttribute('href', path as string);
  }

  const categories = page.getByRole('region', { name: 'Shop by Category' });
  await expect(categories.getByRole('link')).toHaveCount(SHOP_BY_CATEGORY.length);
  await expect(categories.getByRole('link', { name: 'Crib Set' })).toHaveAttribute(
    'href',
    '/productSubCats/Crib%20Set',
  );

  const subscribe = page.getByRole('link', { name: /SUBSCRIBE/ });
  await expect(subscribe).toHaveAttribute('href', shop.newsletterUrl);
  await expect(subscribe).toHaveAttribute('target', '_blank');
  await expect(subscribe).toHaveAttribute('rel', /noopener/);
});

test.describe('on a fake clock', () => {
  // page.clock stays installed in its context: these get a context of their own.
  test.use({ ownContext: true });

  test('the carousel moves on by itself, pauses under the pointer, and its dots pick a slide', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured collections' });
    const dot = (n: number) => carousel.getByRole('button', { name: `Show slide ${n} of 3` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(3000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');

    await carousel.hover();
    await dot(3).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
    await page.clock.runFor(9000);
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');

    // Focus pauses it too (the clicked dot has it): leaving with both pointer and focus resumes.
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await dot(3).blur();
    await page.clock.runFor(3000);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });
});

test('SHOP NOW and a category tile lead to their listings', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'SHOP NOW' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('region', { name: 'Shop by Category' }).getByRole('link', { name: 'Towels' }).click();
  await expect(page).toHaveURL('/productSubCats/Towels');
  await expect(page.getByRole('heading', { level: 1, name: 'Towels' })).toBeVisible();
});

test('the entrance animation plays on the first visit of a browser session only', async ({
  page,
  browser,
  baseURL,
}) => {
  // The category grid is below the fold: it waits hidden for its entrance while the page is new.
  const gridOpacity = (target: Page) =>
    target
      .getByRole('region', { name: 'Shop by Category' })
      .locator(':scope > div')
      .evaluate((element) => getComputedStyle(element).opacity);

  await page.goto('/');
  await expect.poll(() => gridOpacity(page)).toBe('0');
  expect(await page.evaluate(() => sessionStorage.getItem('animated'))).not.toBeNull();
  await page.reload();
  await expect.poll(() => gridOpacity(page)).toBe('1');

  const calm = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const calmPage = waitForAppOnLoads(await calm.newPage());
  await calmPage.goto('/');
  await expect.poll(() => gridOpacity(calmPage)).toBe('1');
  await calm.close();
});

test.describe('on a phone', () => {
  // Both projects run this: the layout under test is the 390 px one.
  test.use({ viewport: { width: 390, height: 844 } });

  test('phone: the banner picture for small screens and the navigation drawer @phone', async ({ page }) => {
    await page.goto('/');
    // The picture is art (its headline is the page's text): no role, found as an element.
    const banner = page.getByRole('region', { name: 'Featured collections' }).locator('img').first();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/art-1-425\.webp$/);
    await expect(page.getByRole('region', { name: 'New Arrivals' }).getByRole('article')).toHaveCount(6);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Babies' })
      .click();
    await expect(page).toHaveURL('/productCat/Babies');
    await expect(page.getByRole('heading', { level: 1, name: 'Babies' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  });
});
