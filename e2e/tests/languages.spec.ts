import {
  endpoints,
  endpointUrl,
  format,
  type Locale,
  localizedPath,
  type NewOrderResponse,
  type Product,
  type Words,
} from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { fr } from '@shop/shared/i18n/fr';
import { registerUser, type Session } from '../fixtures/accounts';
import { overflow, settled, violations } from '../fixtures/audit';
import { auth, pickArea } from '../fixtures/checkout';
import { allProducts, deepestStock } from '../fixtures/product';
import { reviewShot } from '../fixtures/shots';
import { type APIRequestContext, expect, type Page, test } from '../fixtures/test';

/**
 * The whole journey of a shopper in Arabic (right to left) on a 390 px phone, and in French at 1440 px:
 * home → a category's listing filtered by colour → product → add to cart → sign in → checkout → success
 * → order details. Every word looked for comes from the language's catalogue; on
 * every screen the page is in its language and direction, nothing scrolls sideways, axe finds nothing
 * serious, and no script error happens.
 */

test.use({ reducedMotion: 'reduce' });

/** The screen is in `locale`, in its direction, as wide as the phone, and axe finds nothing serious. */
async function checkScreen(page: Page, locale: Locale, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  // A tooltip left by the last click is not part of the screen (it lives outside the landmarks).
  await page.mouse.move(1, 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await settled(page);
  expect(await violations(page), name).toEqual([]);
  const { wider, culprit } = await overflow(page);
  expect(wider, `${name} is ${wider} px wider than the screen, because of ${culprit}`).toBe(0);
  await reviewShot(page, `${locale}-${name}`);
}

/** The product as the API gives it to a shopper reading `locale`. */
async function productIn(request: APIRequestContext, product: Product, locale: Locale): Promise<Product> {
  const response = await request.get(
    endpointUrl(endpoints.catalog.product, { params: { id: product._id } }),
    {
      headers: { 'accept-language': locale },
    },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()).product;
}

/** A label as shown, maybe followed by the required mark. */
/** What the shopper types of Beirut's name, and its name, in each journey's language. */
const AREA_IN: Record<Locale, [string, string]> = {
  en: ['Beir', 'Beirut'],
  ar: ['بير', 'بيروت'],
  fr: ['Beyr', 'Beyrouth'],
};

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function journey(page: Page, request: APIRequestContext, locale: Locale, words: Words) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const at = (path: string) => localizedPath(locale, path);
  const term = (group: keyof Words['vocab'], value: string) =>
    (words.vocab[group] as Record<string, string>)[value] ?? value;
  const { product: english, option } = deepestStock(await allProducts(request));
  const product = await productIn(request, english, locale);
  const customer: Session = await registerUser(request, { name: 'Nour Khalil' });
  await page.context().route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ body: 'WhatsApp' }));

  // Home, in the language, right to left in Arabic.
  await page.goto(at('/'));
  await expect(page.getByRole('link', { name: words.layout.skipToContent })).toBeAttached();
  await checkScreen(page, locale, 'home');

  // The product's category, filtered by the option's colour (the URL keeps the English value).
  await page.goto(at(`/productCat/${encodeURIComponent(english.category)}`));
  const filters =
    page.viewportSize()?.width === 390
      ? page.getByRole('dialog', { name: words.catalog.filters })
      : page.getByRole('complementary', { name: words.catalog.filters });
  if (page.viewportSize()?.width === 390)
    await page.getByRole('button', { name: words.catalog.filters }).click();
  await filters.getByRole('button', { name: term('colors', option.color), exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`${at('/productCat/')}[^?]+\\?color=${encodeURIComponent(option.color)}`),
  );
  if (page.viewportSize()?.width === 390) {
    // Its last button shows the results; its label is the count's plural (no digit in Arabic for one or two).
    await filters.getByRole('button').last().click();
    await expect(filters).toBeHidden();
  }
  const card = page.getByRole('main').getByRole('article', { name: product.name });
  await expect(card).toBeVisible();
  await checkScreen(page, locale, 'listing');

  // The product page: its name in the language, size and colour by their translated names.
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(at(`/product/${product._id}`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page
    .getByRole('group', { name: startsWith(words.productPage.size) })
    .getByRole('button', { name: startsWith(term('sizes', option.size)) })
    .click();
  await page
    .getByRole('group', { name: startsWith(words.productPage.color) })
    .getByRole('button', { name: startsWith(term('colors', option.color)) })
    .click();
  await checkScreen(page, locale, 'product');
  await page.getByRole('button', { name: words.productPage.addToCart }).click();
  await expect(page.getByText(words.messages.itemAdded)).toBeVisible();

  // Sign in from the login page, which brings the shopper back to the cart in the same language.
  await page.goto(`${at('/login')}?redirect=${encodeURIComponent('/cart')}`);
  const form = page.getByRole('form', { name: words.accounts.signInTitle });
  await form.getByRole('textbox', { name: words.accounts.email }).fill(customer.email);
  await form.getByLabel(words.accounts.password, { exact: true }).fill(customer.password);
  await checkScreen(page, locale, 'login');
  await form.getByRole('button', { name: words.accounts.login }).click();
  await expect(page).toHaveURL(at('/cart'));
  await expect(page.getByText(words.messages.loginSuccess)).toBeVisible();
  await expect(page.getByRole('list', { name: words.cart.lines }).getByRole('listitem')).toHaveCount(1);

  // Checkout: the address typed with Arabic-Indic digits in the phone, then cash on delivery.
  const address = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: words.checkout.next }) });
  const fields: [string, string][] = [
    [words.checkout.firstName, 'نور'],
    [words.checkout.lastName, 'خليل'],
    [words.checkout.phoneNumber, '٠٣ ١٢٣ ٤٥٦'],
    [words.checkout.city, 'بيروت'],
    [words.checkout.street, 'شارع الحمرا'],
    [words.checkout.building, 'بناية الأرز'],
  ];
  for (const [label, value] of fields) await address.getByLabel(startsWith(label)).fill(value);
  // The delivery area, found by typing the start of its name in the page's language.
  const [typed, area] = AREA_IN[locale];
  await pickArea(address, words.checkout.area, typed, area);
  await checkScreen(page, locale, 'shipping');
  await address.getByRole('button', { name: words.checkout.next }).click();
  await expect(
    page.getByRole('radio', { name: new RegExp(words.checkout.cashOnDelivery, 'i') }),
  ).toBeChecked();
  await checkScreen(page, locale, 'billing');
  const answer = page.waitForResponse((r) => r.url().endsWith(endpointUrl(endpoints.orders.place)));
  await page
    .getByRole('button', { name: new RegExp(`^${format(words.checkout.checkout, { total: '' }).trim()}`) })
    .click();
  const placed = (await (await answer).json()) as NewOrderResponse;
  expect(placed.order.shippingInfo.phoneNo).toBe('03 123 456');
  // The order keeps its area, named in the shop's records' English.
  expect(placed.order.shippingInfo.area?.name).toBe('Beirut');
  // The WhatsApp summary is written in the language of the page the order came from.
  expect(placed.whatsappText).toContain(words.messages.orderMessageTitle);
  expect(placed.whatsappText).toContain(format(words.layout.price, { amount: '' }).trim());

  // Success, then the order's details with its date in the language.
  await expect(page).toHaveURL(at('/success'));
  await expect(page.getByRole('heading', { name: words.orders.successTitle })).toBeVisible();
  await expect(
    page.getByText(format(words.orders.successNumber, { number: placed.order.number })),
  ).toBeVisible();
  await checkScreen(page, locale, 'success');
  await page
    .getByRole('link', { name: format(words.orders.viewOrder, { number: placed.order.number }) })
    .click();
  await expect(page).toHaveURL(at(`/order/${placed.order._id}`));
  await expect(page.getByText(words.orders.notPaid)).toBeVisible();
  const month = (words.dates.months as Record<string, string>)[String(new Date().getMonth() + 1)] ?? '';
  await expect(page.getByText(new RegExp(month)).first()).toBeVisible();
  await expect(page.getByText(term('orderStatuses', 'Processing'), { exact: true })).toBeVisible();
  await checkScreen(page, locale, 'order');

  const cart = await request.get(endpointUrl(endpoints.cart.get, { params: { userId: customer.user._id } }), {
    headers: auth(customer),
  });
  expect((await cart.json()).cart.cartItems).toEqual([]);
  expect(errors).toEqual([]);
}

test('@phone-only a shopper orders in Arabic, right to left, from the home page to the order details', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await journey(page, request, 'ar', ar);
});

test('a shopper orders in French, from the home page to the order details', async ({ page, request }) => {
  test.setTimeout(120_000);
  await journey(page, request, 'fr', fr);
});
