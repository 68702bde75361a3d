import { randomUUID } from 'node:crypto';
import {
  discountedPrice,
  endpoints,
  endpointUrl,
  format,
  formatAmountIn,
  formatMoney,
  moneyParts,
  type NewOrderResponse,
  type Product,
  type PromoCode,
  type Shop,
} from '@shop/shared';
import { fr } from '@shop/shared/i18n/fr';
import sharp from 'sharp';
import { DEMO_ADMIN, loginUser, type Session, signInWithStorage } from '../fixtures/accounts';
import { overflow, settled, violations } from '../fixtures/audit';
import { auth, customerWithServerLine, pickArea } from '../fixtures/checkout';
import { reviewShot } from '../fixtures/shots';
import { type APIRequestContext, expect, type Page, test } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

/**
 * Prices as Lebanon reads them (issue 48): on a 390 px phone in French, a product whose own discount
 * runs now shows its old price struck through on its card; the shopper types a promo code in the cart
 * (a wrong one first, refused in French), sees what it saves, places the order with it, and the order
 * keeps the code and its discount. The demo shop shows dollars first, then pounds. The owner keeps the
 * codes and the sales in their tabs.
 */

test.use({ reducedMotion: 'reduce' });

/** In French, as wide as the phone, and axe finds nothing serious. */
async function checkScreen(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await settled(page);
  expect(await violations(page), name).toEqual([]);
  const { wider, culprit } = await overflow(page);
  expect(wider, `${name} is ${wider} px wider than the screen, because of ${culprit}`).toBe(0);
  await reviewShot(page, `promotions-${name}`);
}

/** A picture for the product (a flat colour with a circle), as a data URL in the admin's JSON. */
async function picture(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="100%" height="100%" fill="#e8a5a0"/><circle cx="300" cy="300" r="180" fill="#fff"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** A product of this journey's own, 25 % off from an hour ago to tomorrow (its own discount window). */
async function discountedProduct(
  request: APIRequestContext,
  admin: Session,
  suffix: string,
): Promise<Product> {
  const now = Date.now();
  const created = await request.post(endpointUrl(endpoints.admin.createProduct), {
    headers: auth(admin),
    data: {
      productId: `PROMO-${suffix}`,
      name: `Promo Pyjama ${suffix}`,
      description: 'A pyjama for the promo code journey.',
      category: 'Women',
      subcategory: 'Pyjamas',
      dollarPrice: 20,
      discountRate: 25,
      isChecked: true,
      discountStartsAt: new Date(now - 3_600_000).toISOString(),
      discountEndsAt: new Date(now + 86_400_000).toISOString(),
      options: [{ size: 'M', color: 'Pink', quantity: 10 }],
      images: [await picture()],
      translations: { fr: { name: `Pyjama promo ${suffix}`, description: 'Un pyjama pour le parcours.' } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = await created.json();
  const read = await request.get(endpointUrl(endpoints.catalog.product, { params: { id: product._id } }), {
    headers: { 'accept-language': 'fr' },
  });
  return (await read.json()).product;
}

test('@phone-only a code typed in the cart in French: refused with its reason, then applied, saved and ordered with', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const admin = await loginUser(request, DEMO_ADMIN);
  const shop: Shop = (await (await request.get(endpointUrl(endpoints.settings.shop))).json()).shop;
  expect(shop.priceDisplay).toBe('both');
  const view = { display: shop.priceDisplay, dollarRate: shop.dollarRate };
  const money = (lbp: number) => formatMoney(lbp, view, fr.layout);
  const product = await discountedProduct(request, admin, suffix);
  expect(product.discountNow).toBe(25);
  const code = `ETE-${suffix}`;
  const added = await request.post(endpointUrl(endpoints.promotions.codes.add), {
    headers: auth(admin),
    data: { code, kind: 'percent', value: 10, maxUsesPerCustomer: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const option = product.options[0];
  if (!option) throw new Error('the product has an option');
  const customer = await customerWithServerLine(page, request, product, option);
  await signInWithStorage(page, customer);

  // Its card: the price paid, the old one struck through, and the percentage.
  await page.goto(`/fr/search/${encodeURIComponent(product.productId)}`);
  const card = page.getByRole('main').getByRole('article', { name: product.name });
  const paid = discountedPrice(product.price, 25, true);
  const main = (lbp: number) => moneyParts(lbp, view, fr.layout).main;
  await expect(card.locator('del')).toContainText(main(product.price));
  await expect(card).toContainText(main(paid));
  await expect(card).toContainText(format(fr.card.discountOff, { rate: 25 }));
  await checkScreen(page, 'card');

  // The cart: a code that does not exist is refused in French, and nothing is applied.
  await page.goto('/fr/cart');
  const summary = page.getByRole('region', { name: fr.cart.summary });
  const field = summary.getByRole('textbox', { name: fr.cart.promoCode });
  await field.fill('NOPE-NOPE');
  await summary.getByRole('button', { name: fr.cart.applyCode }).click();
  await expect(summary.getByText(fr.messages.promoUnknown)).toBeVisible();
  // The refusal is the field's own message, read out with it.
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(fr.messages.promoUnknown);
  await expect(summary).not.toContainText(format(fr.cart.discount, { code }));

  // The real one, typed in lower case: the server's quote applies it and says what it saves.
  const items = paid;
  const saving = Math.floor(items / 10);
  await field.fill(code.toLowerCase());
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(summary.getByText(fr.messages.promoUnknown)).toHaveCount(0);
  await summary.getByRole('button', { name: fr.cart.applyCode }).click();
  const applied = summary.getByRole('status').filter({ hasText: code });
  const saves = format(fr.cart.codeSaves, { code, amount: money(saving) });
  await expect(applied).toHaveText(new RegExp(saves.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(summary).toContainText(format(fr.cart.discount, { code }));

  // Taken off, the field comes back empty and the discount goes; typed again and sent with Enter, it is back.
  await summary.getByLabel(format(fr.cart.removeCode, { code })).click();
  await expect(summary).not.toContainText(format(fr.cart.discount, { code }));
  await expect(field).toHaveValue('');
  await field.fill(code);
  await field.press('Enter');
  await expect(applied).toContainText(saves);
  await expect(summary).toContainText(format(fr.cart.discount, { code }));
  await expect(summary.getByTestId('rate-line').first()).toHaveText(
    format(fr.cart.rateLine, { rate: formatAmountIn(shop.dollarRate, fr.layout) }),
  );
  await checkScreen(page, 'cart');

  // The order, placed with it: its discount is the one the cart showed.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: fr.checkout.next }) });
  await pickArea(form, fr.checkout.area, 'Beyr', 'Beyrouth');
  for (const [label, value] of [
    [fr.checkout.firstName, 'Nour'],
    [fr.checkout.lastName, 'Khalil'],
    [fr.checkout.phoneNumber, `70 ${String(Date.now()).slice(-6)}`],
    [fr.checkout.city, 'Beyrouth'],
    [fr.checkout.street, 'Rue Hamra'],
    [fr.checkout.building, 'Immeuble Cèdre'],
  ] as const) {
    await form.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  await expect(page.getByRole('region', { name: fr.checkout.yourOrder })).toContainText(
    format(fr.checkout.discount, { code }),
  );
  await form.getByRole('button', { name: fr.checkout.next }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith(endpointUrl(endpoints.orders.place)));
  await page
    .getByRole('button', { name: new RegExp(`^${format(fr.checkout.checkout, { total: '' }).trim()}`) })
    .click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { order } = (await response.json()) as NewOrderResponse;
  expect(order).toMatchObject({
    promoCode: code,
    discount: saving,
    itemsPrice: items,
    dollarRate: shop.dollarRate,
  });
  expect(order.orderItems[0]).toMatchObject({ price: paid, discountRate: 25, isChecked: true });
  await expect(page).toHaveURL('/fr/success');

  // The order keeps its code and discount.
  await page.goto(`/fr/order/${order._id}`);
  await expect(page.getByText(format(fr.orders.discount, { code }), { exact: false })).toBeVisible();
  await checkScreen(page, 'order');
  expect(errors).toEqual([]);
});

test('the owner adds a promo code, pauses it and deletes it; adds a sale and ends it', async ({
  page,
  request,
}) => {
  const admin = await loginUser(request, DEMO_ADMIN);
  await signInWithStorage(page, admin);
  const code = `SPRING-${randomUUID().slice(0, 6).toUpperCase()}`;

  await page.goto('/admin/dashboard?tab=promo-codes');
  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('A promo code is 3 to 30 letters, digits, - or _').first()).toBeVisible();
  await dialog.getByLabel(/^Code/).fill(code);
  await dialog.getByLabel(/^Percentage/).fill('15');
  await dialog.getByLabel('Uses in all').fill('40');
  await dialog.getByLabel('Uses per customer').fill('1');
  await dialog.getByLabel('From (Beirut time)').fill('2031-03-01T09:00');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await seeToast(page, `Code ${code} added`);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15 % off');
  await expect(row).toContainText('0 of 40');
  await expect(row).toContainText('Scheduled');
  // Typed as Beirut's time, whatever the browser's zone: 09:00 in Beirut is 07:00 UTC in March.
  const codes: PromoCode[] = (
    await (await request.get(endpointUrl(endpoints.promotions.codes.list), { headers: auth(admin) })).json()
  ).codes;
  expect(codes.find((c) => c.code === code)?.startsAt).toBe('2031-03-01T07:00:00.000Z');
  await reviewShot(page, 'promotions-admin-codes');

  await row.getByLabel(`Pause ${code}`).click();
  await seeToast(page, `Code ${code} paused`);
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Delete ${code}` })
    .click();
  await seeToast(page, 'Promo code deleted');
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);

  // A sale that starts next year: nothing changes now; ended at once.
  const name = `Winter sale ${randomUUID().slice(0, 6)}`;
  await page.goto('/admin/dashboard?tab=sales');
  await page.getByRole('button', { name: 'New sale' }).click();
  const saleDialog = page.getByRole('dialog', { name: 'New sale' });
  await saleDialog.getByLabel(/^Name/).fill(name);
  await saleDialog.getByLabel(/^Off/).fill('30');
  await saleDialog.getByLabel(/^From/).fill('2031-12-01T00:00');
  await saleDialog.getByLabel(/^Until/).fill('2031-12-31T23:59');
  await saleDialog.getByRole('button', { name: 'Add' }).click();
  await seeToast(page, `Sale ${name} added`);
  const saleRow = page.getByRole('row').filter({ hasText: name });
  await expect(saleRow).toContainText('The whole shop');
  await expect(saleRow).toContainText('Scheduled');
  await reviewShot(page, 'promotions-admin-sales');
  await saleRow.getByRole('button', { name: `End ${name}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `End ${name}` })
    .click();
  await seeToast(page, 'Sale ended and removed');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
