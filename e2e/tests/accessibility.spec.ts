import { endpoints, endpointUrl, type Product, paths } from '@shop/shared';
import { DEMO_ADMIN, loginUser, registerUser, type Session, signInWithStorage } from '../fixtures/accounts';
import { audit, settled, violations } from '../fixtures/audit';
import { localCartLine, storeLocalCart } from '../fixtures/cart';
import { listing } from '../fixtures/catalog';
import { sellableOption } from '../fixtures/product';
import { expect, type Locator, type Page, test } from '../fixtures/test';

/**
 * axe-core's WCAG 2.2 A/AA and best-practice rules on the shop's screens (fixtures/audit.ts), as a guest,
 * a customer and an admin, at 1440 px and (the phone project) 390 px.
 */

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

test.use({ reducedMotion: 'reduce' });

const cartLineFor = (product: Product) => localCartLine(product, sellableOption(product), 1);

async function someProducts(page: Page): Promise<Product[]> {
  const { products } = await listing(page.request);
  const sellable = products.filter((product) => product.status === 'INSTOCK' && sellableOption(product));
  if (sellable.length < 2) throw new Error('The demo shop has too few products in stock');
  return sellable;
}

/** A guest's screens, one test each (the seven in one test outran its 30 s on a loaded machine). */
const guestScreens: Record<string, (page: Page) => Promise<[path: string, ready: (page: Page) => Locator]>> =
  {
    home: async () => [paths.home, (p) => p.getByRole('heading', { level: 2, name: 'New Arrivals' })],
    listing: async () => [paths.products, (p) => p.getByRole('main').getByRole('article').first()],
    product: async (page) => {
      const [product] = await someProducts(page);
      if (!product) throw new Error('no product');
      return [paths.product(product._id), heading(product.name)];
    },
    contact: async () => [paths.contact, heading(/contact/i)],
    'sign-in': async () => [paths.login(), (p) => p.getByRole('form', { name: 'Welcome Back' })],
    'not-found': async () => ['/no-such-page', heading(/not found/i)],
    cart: async (page) => {
      const [product] = await someProducts(page);
      if (!product) throw new Error('no product');
      await page.goto(paths.home); // the cart lives in the shop's local storage
      await storeLocalCart(page, [cartLineFor(product)]);
      return [paths.cart, (p) => p.getByRole('list', { name: 'Items in your cart' })];
    },
  };

for (const [screen, open] of Object.entries(guestScreens)) {
  test(`@phone a guest’s ${screen} screen passes axe`, async ({ page }) => {
    const [path, ready] = await open(page);
    await audit(page, path, ready);
  });
}

test.describe('at 390 px', () => {
  // The menu button and its drawer are there below 900 px only; the desktop project runs this at 390 px.
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation drawer passes axe', async ({ page }) => {
    await audit(page, paths.home, (p) => p.getByRole('heading', { level: 2, name: 'New Arrivals' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Mira Home & Fashion' })).toBeVisible();
    await settled(page);
    expect(await violations(page), 'navigation drawer').toEqual([]);
  });
});

test('@phone a customer’s screens pass axe', async ({ page }) => {
  const [first, second] = await someProducts(page);
  if (!first || !second) throw new Error('no products');
  const session: Session = await registerUser(page.request);
  for (const product of [first, second]) {
    const saved = await page.request.post(
      endpointUrl(endpoints.favorites.add, { params: { userId: session.user._id } }),
      {
        headers: { authorization: `Bearer ${session.token}` },
        data: { product: product._id },
      },
    );
    expect(saved.ok()).toBe(true);
  }
  await signInWithStorage(page, session);
  await audit(page, paths.favorites, (p) => p.getByRole('main').getByRole('article').nth(1));
  await audit(page, paths.profile, (p) => p.getByRole('heading', { name: 'Profile' }));
  // The page's cart sync stores the server's (empty) cart when its answer comes: the line is written after
  // it, or the answer would overwrite it (CI saw the cart page empty once).
  const serverCart = endpointUrl(endpoints.cart.get, { params: { userId: session.user._id } });
  const synced = page.waitForResponse((response) => response.url().endsWith(serverCart));
  await audit(page, paths.myOrders, heading('My orders'));
  await synced;
  await storeLocalCart(page, [cartLineFor(first)]);
  await audit(page, paths.cart, (p) => p.getByRole('heading', { level: 2, name: 'Your Order' }));
});

test('@phone the admin’s screens pass axe', async ({ page }) => {
  // Seven screens, each with axe over a full admin table: 18–32 s on a machine at 0.4× its usual speed.
  test.slow();
  await signInWithStorage(page, await loginUser(page.request, DEMO_ADMIN));
  // An unread message, so that the Messages tab shows its "unread" chip.
  const sent = await page.request.post(endpointUrl(endpoints.contact.send), {
    data: {
      firstName: 'Rima',
      lastName: 'Haddad',
      email: 'rima@e2e.example',
      phoneNumber: '+961 3 123 456',
      message: 'Is the robe in M?',
    },
  });
  expect(sent.ok()).toBe(true);
  for (const tab of ['dashboard', 'products', 'reviews', 'orders', 'delivery']) {
    await audit(page, paths.adminDashboard(tab), (p) => p.getByRole('tabpanel'));
  }
  await audit(page, paths.adminDashboard('users'), (p) =>
    p.getByRole('list', { name: 'Blocked phone numbers' }),
  );
  await audit(page, paths.adminDashboard('messages'), (p) => p.getByText('Is the robe in M?').first());
  await audit(page, paths.adminNewProduct, heading('New product'));
  await audit(page, paths.adminOrderSlips({ status: 'Processing' }), heading('Delivery slips'));
});

test('@phone the sticky header never hides the control that has the keyboard focus', async ({ page }) => {
  await page.goto(paths.products);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
  const header = await page.getByRole('banner').boundingBox();
  if (!header) throw new Error('no header');
  const hidden: string[] = [];
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || element.closest('header')) return null;
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom, name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '' };
    });
    if (focused && focused.top < header.y + header.height) hidden.push(`${focused.name} at ${focused.top}`);
  }
  expect(hidden).toEqual([]);
});
