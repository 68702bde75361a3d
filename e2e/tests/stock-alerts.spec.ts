import { randomUUID } from 'node:crypto';
import {
  endpoints,
  endpointUrl,
  format,
  localizedPath,
  mailWords,
  messages,
  type Product,
  type ProductOption,
  pluralOf,
} from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { DEMO_ADMIN, latestMailTo, loginUser, signInWithStorage } from '../fixtures/accounts';
import { overflow, settled, violations } from '../fixtures/audit';
import { allProducts, pick } from '../fixtures/product';
import { reviewShot } from '../fixtures/shots';
import { expect, type Page, test } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

/**
 * Back in stock, end to end: a guest on the Arabic product page asks for a sold-out size and colour, the
 * admin restocks it in the product form, and the one mail the guest gets links to the product in Arabic.
 * At 390 px only: the product and its option are the demo shop's, so one project's journey at a time.
 */

test.use({ reducedMotion: 'reduce' });

/** A product for sale with a sold-out option whose size has one colour only, to pick it in two taps. */
function soldOutOption(products: readonly Product[]): {
  product: Product;
  option: ProductOption;
  index: number;
} {
  const product = pick(
    products,
    'product for sale with a sold-out size and colour',
    (p) => p.status === 'INSTOCK' && p.options.some((o) => o.quantity === 0 && o.color !== ''),
  );
  const index = product.options.findIndex((o) => o.quantity === 0 && o.color !== '');
  return { product, option: product.options[index] as ProductOption, index };
}

const term = (group: 'sizes' | 'colors', value: string) =>
  (ar.vocab[group] as Record<string, string>)[value] ?? value;
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Picks the option's size, then its colour, by their Arabic names. */
async function chooseOption(page: Page, option: ProductOption) {
  await page
    .getByRole('group', { name: startsWith(ar.productPage.size) })
    .getByRole('button', { name: startsWith(term('sizes', option.size)) })
    .click();
  await page
    .getByRole('group', { name: startsWith(ar.productPage.color) })
    .getByRole('button', { name: startsWith(term('colors', option.color)) })
    .click();
}

test('@phone-only a guest asks in Arabic for a sold-out size, the admin restocks it, the mail opens the product in Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const { product, option, index } = soldOutOption(await allProducts(page.request));
  const inArabic = await page.request.get(
    endpointUrl(endpoints.catalog.product, { params: { id: product._id } }),
    {
      headers: { 'accept-language': 'ar' },
    },
  );
  const arabicName: string = (await inArabic.json()).product.name;
  const email = `back-${randomUUID().slice(0, 8)}@e2e.example`;

  // The guest, on the Arabic product page, picks the sold-out size and colour.
  await page.goto(localizedPath('ar', `/product/${product._id}`));
  await chooseOption(page, option);
  const alert = page.getByRole('region', { name: ar.productPage.stockAlertTitle });
  await expect(alert).toBeVisible();
  await alert.getByRole('textbox', { name: ar.productPage.stockAlertEmail }).fill(email);
  await reviewShot(page, 'ar-stock-alert');
  await alert.getByRole('button', { name: ar.productPage.stockAlertButton }).click();
  await expect(alert.getByRole('status')).toHaveText(format(ar.messages.stockAlertSaved, { email }));
  await settled(page);
  expect(await violations(page)).toEqual([]);
  expect((await overflow(page)).wider).toBe(0);
  await reviewShot(page, 'ar-stock-alert-saved');

  // The admin restocks it in the product form.
  await page.context().clearCookies();
  await signInWithStorage(page, await loginUser(page.request, DEMO_ADMIN));
  await page.goto(`/admin/product/${product._id}`);
  const group = page.getByRole('group', { name: `Option ${index + 1}` });
  await group.getByLabel('Quantity').fill('4');
  // A sold-out option was switched to out of stock when its last piece sold: the admin puts it back on sale.
  await group.getByRole('combobox', { name: 'Option status', exact: true }).click();
  await page.getByRole('option', { name: 'In stock', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, messages.productUpdated);

  // One mail, in Arabic, whose link opens the product in Arabic.
  const mail = await latestMailTo(email);
  // The name is set apart (a first-strong isolate), so that a Latin name keeps the subject an Arabic line.
  expect(mail.subject).toBe(
    format(mailWords.ar.backSubject, { shop: 'Mira Home & Fashion', product: `\u2068${arabicName}\u2069` }),
  );
  const link = mail.links.find((url) => url.includes(`/ar/product/${product._id}`));
  expect(link, mail.text).toBeDefined();
  if (process.env.SHOTS_DIR) {
    await page.setContent(mail.html);
    await reviewShot(page, 'ar-stock-alert-mail');
  }
  await page.goto(link as string);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicName);
  await expect(page).toHaveURL(link as string);
  // Back on sale: the same size and colour offers no alert any more, and says how many are left.
  await chooseOption(page, option);
  await expect(page.getByText(pluralOf('ar', ar.productPage.piecesLeft, 4))).toBeVisible();
  await expect(page.getByRole('region', { name: ar.productPage.stockAlertTitle })).toHaveCount(0);
  expect(errors).toEqual([]);
});
