import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { endpoints, endpointUrl, messages, type Product, type ProductOption } from '@shop/shared';
import {
  accountMenuButton,
  fillSignIn,
  openAccountMenu,
  registerUser,
  type Session,
  signInWithStorage,
  signInWithUi,
  uniqueEmail,
} from '../fixtures/accounts';
import { addToCartWithUi, cartLines, cartLink, localCartLine } from '../fixtures/cart';
import { allProducts, pick, sellableOption, storedCart } from '../fixtures/product';
import { expect, type Page, test, waitForAppOnLoads } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

// Signing in reloads the page by design (docs/product.md §3.6); these journeys sign in and out several times.
test.describe.configure({ timeout: 90_000 });

let catalogue: Product[];
test.beforeAll(async ({ request }) => {
  catalogue = await allProducts(request);
});

/** Two in-stock products with an option of at least 3 pieces (enough for the stepper to go up). */
function twoProducts(): [Product, ProductOption, Product, ProductOption] {
  const roomy = (product: Product) =>
    product.status === 'INSTOCK' && (sellableOption(product)?.quantity ?? 0) >= 3;
  const first = pick(catalogue, 'roomy product', roomy);
  const second = pick(catalogue, 'second roomy product', (p) => p._id !== first._id && roomy(p));
  return [first, sellableOption(first), second, sellableOption(second)];
}

async function logout(page: Page, name: string) {
  const menu = await openAccountMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await seeToast(page, messages.loggedOut);
}

test('a guest adds two items, registers, and finds them on another device after signing in', async ({
  page,
  browser,
}) => {
  const [a, optionA, b, optionB] = twoProducts();
  await addToCartWithUi(page, a, optionA);
  await addToCartWithUi(page, b, optionB);
  await expect(cartLink(page, 2)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText(messages.cartLoginGate)).toBeVisible();

  const account = { name: 'Nour Khalil', email: uniqueEmail('cart'), password: 'secret123' };
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create Account' });
  await form.getByRole('textbox', { name: 'Name' }).fill(account.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  // Sign-up reloads the page; the reloaded page sends the local lines to the server in one call.
  const merged = page.waitForResponse((res) => res.url().endsWith(endpointUrl(endpoints.cart.add)));
  await form.getByRole('button', { name: 'Register' }).click();
  const body = (await merged).request().postDataJSON();
  expect(body.cartItems).toHaveLength(2);
  await expect(accountMenuButton(page, account.name)).toBeVisible();

  const other = await browser.newContext();
  try {
    const device = waitForAppOnLoads(await other.newPage());
    await signInWithUi(device, account);
    await device.goto('/cart');
    await expect(cartLines(device)).toHaveCount(2);
    await expect(cartLines(device).filter({ hasText: a.name })).toBeVisible();
    await expect(cartLines(device).filter({ hasText: b.name })).toBeVisible();
    await expect(cartLink(device, 2)).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the stepper and remove change the server cart; logout then login keeps it', async ({
  page,
  request,
}) => {
  const [a, optionA, b, optionB] = twoProducts();
  const session = await registerUser(request, { name: 'Hadi Nassar' });
  await signInWithStorage(page, session);
  await addToCartWithUi(page, a, optionA);
  await addToCartWithUi(page, b, optionB);

  await page.goto('/cart');
  const lineA = cartLines(page).filter({ hasText: a.name });
  const stepper = lineA.getByRole('group', { name: `Quantity of ${a.name}` });
  const patched = page.waitForResponse((res) => res.url().endsWith(endpointUrl(endpoints.cart.setQuantity)));
  await stepper.getByRole('button', { name: 'More pieces' }).click();
  expect((await patched).status()).toBe(200);
  await expect(stepper.getByText('2', { exact: true })).toBeVisible();
  await expect(cartLink(page, 3)).toBeVisible();

  const removed = page.waitForResponse((res) => res.url().endsWith(endpointUrl(endpoints.cart.removeLine)));
  await cartLines(page)
    .filter({ hasText: b.name })
    .getByRole('button', { name: `Remove ${b.name} from the cart` })
    .click();
  expect((await removed).status()).toBe(200);
  await expect(cartLines(page)).toHaveCount(1);

  await logout(page, session.name);
  await expect(cartLink(page, 0)).toBeVisible();
  expect(await storedCart(page)).toEqual([]);

  await page.goto('/login');
  await fillSignIn(page, session);
  await seeToast(page, 'Logged In Successfully');
  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).filter({ hasText: a.name }).getByText('2', { exact: true })).toBeVisible();
});

test('an empty cart says so', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeVisible();
  await expect(page.getByText(messages.emptyCart)).toBeVisible();
});

/** Seeds, once per browser context, a signed-in session and guest lines (with merge keys, as the app keeps them). */
async function seedSignedInWithLocalLine(context: BrowserContext, session: Session, ...lines: object[]) {
  await context.addInitScript(
    ({ user, token, items }) => {
      if (localStorage.getItem('e2e-seeded')) return;
      localStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('user', JSON.stringify({ state: { user, token }, version: 0 }));
      localStorage.setItem('cartItems', JSON.stringify({ state: { items }, version: 0 }));
    },
    { user: session.user, token: session.token, items: lines },
  );
}

/** Holds the page's requests to `url` on their way until `release()`; `arrived` settles once one is held. */
async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(url, async (route) => {
    arrive();
    await held;
    await route.continue();
  });
  return { arrived, release: () => release() };
}

async function serverQuantities(request: APIRequestContext, session: Session) {
  const res = await request.get(endpointUrl(endpoints.cart.get, { params: { userId: session.user._id } }), {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const { cart } = await res.json();
  return cart.cartItems.map((item: { quantity: number }) => item.quantity);
}

test('two signed-in tabs opened at once send the local lines only once', async ({ browser, request }) => {
  const session = await registerUser(request, { name: 'Two Tabs' });
  const [product, option] = twoProducts();
  const context = await browser.newContext();
  try {
    await seedSignedInWithLocalLine(context, session, {
      ...localCartLine(product, option, 2),
      key: randomUUID(),
    });
    const tabs = [waitForAppOnLoads(await context.newPage()), waitForAppOnLoads(await context.newPage())];
    await Promise.all(tabs.map((tab) => tab.goto('/cart')));
    for (const tab of tabs) await expect(cartLines(tab)).toHaveCount(1);
    // The line shows before it reaches the server; once the shared cart holds it as the server's line
    // (with its id), both tabs are done sending.
    const synced = () =>
      tabs[0]?.evaluate(() =>
        (JSON.parse(localStorage.getItem('cartItems') ?? '{}').state?.items ?? []).every(
          (item: { _id?: string }) => item._id,
        ),
      );
    await expect.poll(synced).toBe(true);
    expect(await serverQuantities(request, session)).toEqual([2]);
  } finally {
    await context.close();
  }
});

test('lines stored by a request whose answer was lost are not added again by the next page', async ({
  browser,
  request,
}) => {
  const session = await registerUser(request, { name: 'Lost Answer' });
  const [product, option] = twoProducts();
  const line = { ...localCartLine(product, option, 2), key: randomUUID() };
  // The server stored the line under its key; the browser never heard back, so it is still local.
  const sent = await request.post(endpointUrl(endpoints.cart.add), {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      user: session.user._id,
      cartItems: [{ product: line.product, size: line.size, color: line.color, quantity: 2, key: line.key }],
    },
  });
  expect(sent.status()).toBe(200);
  const context = await browser.newContext();
  try {
    await seedSignedInWithLocalLine(context, session, line);
    const page = waitForAppOnLoads(await context.newPage());
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).getByText('2', { exact: true })).toBeVisible();
    // The page's sync has run: the line it shows is the server's (stored, not local any more).
    await expect
      .poll(async () => (await storedCart(page)).map((item: { _id?: string }) => item._id !== undefined))
      .toEqual([true]);
    expect(await serverQuantities(request, session)).toEqual([2]);
  } finally {
    await context.close();
  }
});

test('a quantity changed while its line is being sent reaches the server', async ({ browser, request }) => {
  const session = await registerUser(request, { name: 'Quick Change' });
  const [product, option] = twoProducts();
  const context = await browser.newContext();
  try {
    await seedSignedInWithLocalLine(context, session, {
      ...localCartLine(product, option, 1),
      key: randomUUID(),
    });
    const page = waitForAppOnLoads(await context.newPage());
    // The page's sync of the local line is held on its way until the shopper has changed the line.
    const sync = await holdRequests(page, `**${endpointUrl(endpoints.cart.add)}`);
    await page.goto('/cart');
    await sync.arrived;
    const stepper = cartLines(page).getByRole('group', { name: `Quantity of ${product.name}` });
    await stepper.getByRole('button', { name: 'More pieces' }).click();
    await expect(stepper.getByText('2', { exact: true })).toBeVisible();

    const changed = page.waitForResponse((res) =>
      res.url().endsWith(endpointUrl(endpoints.cart.setQuantity)),
    );
    sync.release();
    expect((await changed).status()).toBe(200);
    await expect(stepper.getByText('2', { exact: true })).toBeVisible();
    expect(await serverQuantities(request, session)).toEqual([2]);
  } finally {
    await context.close();
  }
});

test('two quantities changed while their lines are being sent: one reaches the server, the unreachable one stays on screen', async ({
  browser,
  request,
}) => {
  const session = await registerUser(request, { name: 'Two Changes' });
  const [a, optionA, b, optionB] = twoProducts();
  const context = await browser.newContext();
  try {
    await seedSignedInWithLocalLine(
      context,
      session,
      { ...localCartLine(a, optionA, 1), key: randomUUID() },
      { ...localCartLine(b, optionB, 1), key: randomUUID() },
    );
    const page = waitForAppOnLoads(await context.newPage());
    const sync = await holdRequests(page, `**${endpointUrl(endpoints.cart.add)}`);
    // The second quantity change cannot reach the server (the connection drops).
    let changes = 0;
    await page.route(`**${endpointUrl(endpoints.cart.setQuantity)}`, (route) =>
      ++changes === 2 ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/cart');
    await sync.arrived;
    const stepper = (product: Product) =>
      cartLines(page).getByRole('group', { name: `Quantity of ${product.name}` });
    for (const product of [a, b]) {
      await stepper(product).getByRole('button', { name: 'More pieces' }).click();
      await expect(stepper(product).getByText('2', { exact: true })).toBeVisible();
    }
    sync.release();
    await expect.poll(() => changes).toBe(2);
    await expect
      .poll(async () => (await serverQuantities(request, session)).sort((x: number, y: number) => x - y))
      .toEqual([1, 2]);
    // Both lines still show 2: the answer of the first change did not undo the second on screen.
    for (const product of [a, b])
      await expect(stepper(product).getByText('2', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
