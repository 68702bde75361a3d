import { cartLink, localCartLine } from '../fixtures/cart';
import { listing } from '../fixtures/catalog';
import { expect, type Page, test } from '../fixtures/test';

/**
 * The first screens come rendered from the server (decision 015): the page is in the HTML before any
 * script runs, and the browser takes it over without a hydration mismatch (React would log one and
 * throw the server's HTML away) or any other error.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function firstScreens(request: Parameters<typeof listing>[0]) {
  const [product] = (await listing(request)).products;
  if (!product) throw new Error('The demo shop has no products');
  return [
    { path: '/', heading: 'New Arrivals' },
    { path: '/products', heading: 'All products' },
    { path: `/product/${product._id}`, heading: product.name },
  ];
}

for (const phone of [false, true]) {
  test(`${phone ? '@phone ' : ''}the first screens are in the server's HTML and hydrate without an error`, async ({
    page,
    request,
  }) => {
    for (const { path, heading } of await firstScreens(request)) {
      const html = await (await request.get(path)).text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(html, path).toContain('<html data-server-rendered');
      expect(root, path).toContain(`>${heading}</h`);

      const errors = errorsOf(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
}

test("a server-rendered page is a guest's until hydrated, then shows the cart this device keeps", async ({
  page,
  request,
}) => {
  const product = (await listing(request)).products.find((candidate) => candidate.options.length > 0);
  const option = product?.options[0];
  if (!product || !option) throw new Error('The demo shop has no product with options');
  const line = localCartLine(product, option, 2);
  await page.goto('/');
  await page.evaluate((item) => {
    localStorage.setItem('cartItems', JSON.stringify({ state: { items: [item] }, version: 0 }));
  }, line);
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
  for (const { path } of await firstScreens(request)) {
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
    expect(styles.names, path).toBeGreaterThan(20);
    expect(styles.moved, path).toBe(false);
    expect(styles.again, path).toEqual([]);
  }
});
