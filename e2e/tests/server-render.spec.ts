import { messages } from '@shop/shared';
import { cartLink, localCartLine, storeLocalCart } from '../fixtures/cart';
import { listing } from '../fixtures/catalog';
import { errorsOf, expect, type Page, test } from '../fixtures/test';

/*
 * The public pages come rendered from the server (decisions 015, 082): the page is in the HTML before
 * any script runs, and the browser takes it over without a hydration mismatch or a Suspense boundary the
 * server gave up on (React would report either as a recoverable error and render the part again) or any
 * other error.
 */

/** The three pages measured since decision 015. */
async function firstScreens(request: Parameters<typeof listing>[0]) {
  const [product] = (await listing(request)).products;
  if (!product) throw new Error('The demo shop has no products');
  return [
    { path: '/', heading: 'New Arrivals' },
    { path: '/products', heading: 'All products' },
    { path: `/product/${product._id}`, heading: product.name },
  ];
}

/** Every route the server draws (PAGES in @shop/shared), one URL each, filters in the query included. */
async function serverDrawnPages(request: Parameters<typeof listing>[0]) {
  return [
    ...(await firstScreens(request)),
    { path: '/productCat/Women?size=M', heading: 'Women' },
    { path: '/productSubCat/Women/Pyjamas', heading: 'Pyjamas' },
    { path: '/productSubCats/Towels', heading: 'Towels' },
    { path: '/search/pyjama', heading: 'Results for “pyjama”' },
    { path: '/contactus', heading: 'Contact us' },
    { path: '/cartMira', heading: 'Your Shopping Cart' },
    { path: '/Favorites', heading: 'Saved Products' },
    { path: '/login', heading: 'Welcome Back' },
    { path: '/register', heading: 'Create Account' },
    { path: '/password/forgot', heading: 'Forgot password' },
    { path: '/password/reset/a-token', heading: 'Reset password' },
  ];
}

for (const phone of [false, true]) {
  test(`${phone ? '@phone ' : ''}every public page is in the server's HTML and hydrates without an error`, async ({
    page,
    request,
  }) => {
    const errors = errorsOf(page);
    for (const { path, heading } of await serverDrawnPages(request)) {
      const html = await (await request.get(path)).text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(html, path).toContain('<html data-server-rendered');
      // A product's name is isolated in its own direction (`<bdi>`) in a heading of another language's page.
      expect(root.replaceAll(/<\/?bdi>/g, ''), path).toContain(`>${heading}</h`);
      // A boundary the server did not finish: the browser would throw that part away (React #419).
      expect(root, path).not.toContain('<!--$!-->');

      errors.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
      // The server sends a wrapping component's merged rules by name only (entry-server's hoistStyles):
      // no element may be left needing one.
      expect(await unstyledClasses(page), path).toEqual([]);
    }
  });
}

test("a listing's cards, each hydrated on its own, keep the server's elements", async ({ page }) => {
  // The first and the last card as the server drew them, before any code runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const card = (which: string) => document.querySelector(`main li:${which} article`);
      Object.assign(window, { serversCards: [card('first-child'), card('last-child')] });
    });
  });
  const errors = errorsOf(page);
  await page.goto('/products');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  for (const [index, which] of ['first-child', 'last-child'].entries()) {
    const card = page.locator(`main li:${which} article`);
    const servers = await card.evaluate(
      (element, i) => element === (window as { serversCards?: Element[] }).serversCards?.[i],
      index,
    );
    expect(servers, which).toBe(true);
    // Hydrated: its heart answers a guest with the sign-in dialog.
    await card.getByRole('button', { name: /to favorites$/ }).click();
    const dialog = page.getByRole('dialog', { name: messages.favoriteDialogTitle });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(errors).toEqual([]);
});

test("a server-rendered page is a guest's until hydrated, then shows the cart this device keeps", async ({
  page,
  request,
}) => {
  const product = (await listing(request)).products.find((candidate) => candidate.options.length > 0);
  const option = product?.options[0];
  if (!product || !option) throw new Error('The demo shop has no product with options');
  const line = localCartLine(product, option, 2);
  await page.goto('/');
  await storeLocalCart(page, [line]);
  const errors = errorsOf(page);
  await page.reload();
  await expect(cartLink(page, 2)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the browser adopts the server's styles where they are: none is parsed or inserted again", async ({
  page,
  request,
}) => {
  // A moved element is removed, then inserted again: the browser parses and applies all its rules again.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement && node.hasAttribute('data-server-css'))
            document.documentElement.dataset.serverCssMoved = 'true';
    }).observe(document, { childList: true, subtree: true });
  });
  // The storefront's pages are islands in static CSS (decisions 098, 099): no element has emotion's
  // styles, and the browser inserts none (the server's global rules, the theme's variables, stay).
  for (const { path } of await firstScreens(request)) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    expect(await page.locator('style[data-server-css], style[data-emotion="css"]').count(), path).toBe(0);
    expect(await page.locator('[class*="css-"]').count(), path).toBe(0);
  }
  // The pages that keep MUI (decision 101) adopt the server's emotion rules.
  for (const path of ['/cartMira', '/login', '/register']) {
    await page.goto(path);
    const styles = await page.evaluate(() => {
      const server = document.querySelector('style[data-server-css]');
      const names = server?.getAttribute('data-server-css')?.split(' ') ?? [];
      // Rules emotion inserted in this browser (its own <style data-emotion="css">), by class name.
      const inserted = [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((style) =>
        [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      );
      return {
        names: names.length,
        moved: document.documentElement.dataset.serverCssMoved === 'true',
        again: names.filter((name) => inserted.some((rule) => rule.includes(`.css-${name}`))),
      };
    });
    // Their layout is static CSS now: the page's own MUI parts have the rules.
    expect(styles.names, path).toBeGreaterThan(0);
    expect(styles.moved, path).toBe(false);
    expect(styles.again, path).toEqual([]);
  }
});

/** Emotion classes (`css-…`) on the page's elements that no rule of its style sheets defines. */
function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const [name] of rule.selectorText.matchAll(/\.css-[a-z0-9]+/g)) defined.add(name.slice(1));
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const used = new Set(
      [...document.querySelectorAll('[class*="css-"]')].flatMap((element) =>
        [...element.classList].filter((name) => /^css-[a-z0-9]+$/.test(name)),
      ),
    );
    // `css-0` is emotion's class of an empty style: it has no rules.
    return [...used].filter((name) => name !== 'css-0' && !defined.has(name));
  });
}

// The server sends the names of a wrapping component's merged rules without their text (entry-server's
// hoistStyles), and the browser then never inserts them: no element may need one, on the first screens
// or on the screens the browser renders after them.
test('every emotion class on a page has its rules after moving on in the browser', async ({ page }) => {
  // Every server-drawn page is checked as it hydrates (above); here, the screens the browser renders next.
  await page.goto('/products');
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.getByRole('tab', { name: 'Details' }).click();
  expect(await unstyledClasses(page), 'a product page after a listing').toEqual([]);
  await page.getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await unstyledClasses(page), 'the contact page').toEqual([]);
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await unstyledClasses(page), 'the login form').toEqual([]);
});
