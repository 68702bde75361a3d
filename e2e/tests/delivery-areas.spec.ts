import {
  type AdminDeliveryAreasResponse,
  type DeliveryAreasResponse,
  endpoints,
  endpointUrl,
  format,
  formatAmount,
  type NewOrderResponse,
  paths,
  pluralOf,
} from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { adminAr } from '../../packages/shared/src/i18n/ar/admin';
import { DEMO_ADMIN, loginUser, signInWithStorage } from '../fixtures/accounts';
import { auth, customerWithServerLine } from '../fixtures/checkout';
import { allProducts, sellableOption, sellableProduct } from '../fixtures/product';
import { reviewShot } from '../fixtures/shots';
import { expect, test, waitForAppOnLoads } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

/**
 * Delivery the way Lebanon delivers (issue 47): a shopper on a phone, in Arabic, finds their area by
 * typing part of its name, sees its fee and days at once, orders, and the shop's slip names the area;
 * the owner keeps the areas and free delivery in the Delivery tab.
 */

const lbp = (amount: number) => format(ar.layout.price, { amount: formatAmount(amount) });

test('@phone-only a shopper in Arabic picks an area by typing part of its name, sees its fee, and the slip names it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = sellableProduct(await allProducts(request));
  const customer = await customerWithServerLine(page, request, product, sellableOption(product));
  const { areas }: DeliveryAreasResponse = await (
    await request.get(endpointUrl(endpoints.delivery.areas), { headers: { 'accept-language': 'ar' } })
  ).json();
  const baabda = areas.find((area) => area.name === 'بعبدا');
  if (!baabda) throw new Error('the demo shop delivers to Baabda');

  await signInWithStorage(page, customer);
  await page.goto('/ar/cart');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: ar.checkout.next }) });
  const picker = form.getByRole('combobox', { name: new RegExp(`^${ar.checkout.area}`) });
  // Part of its name, as a shopper types it: the list narrows to the areas holding it.
  await picker.fill('عبد');
  const option = page.getByRole('listbox').getByRole('option');
  await expect(option).toHaveCount(1);
  const days = pluralOf('ar', ar.checkout.daysRange, 2, { min: 1 });
  await expect(option).toHaveText(`بعبدا${lbp(baabda.fee)} · ${days}`);
  await reviewShot(page, 'delivery-picker');
  await option.click();

  // The summary beside the form takes its fee and days at once.
  const summary = page.getByRole('region', { name: ar.cart.summary });
  await expect(summary).toContainText(format(ar.cart.deliveryTo, { area: 'بعبدا' }));
  await expect(summary).toContainText(days);
  await expect(summary).toContainText(lbp(baabda.fee));
  await expect(form.getByText(`${lbp(baabda.fee)} · ${days}`)).toBeVisible();
  for (const [label, value] of [
    [ar.checkout.firstName, 'نور'],
    [ar.checkout.lastName, 'خليل'],
    [ar.checkout.phoneNumber, '03 123 456'],
    [ar.checkout.city, 'الحدث'],
    [ar.checkout.street, 'شارع الجامعة'],
    [ar.checkout.building, 'بناية الأرز'],
  ] as const) {
    await form.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  await expect(page.getByRole('region', { name: ar.checkout.yourOrder })).toContainText('بعبدا');
  await reviewShot(page, 'delivery-shipping');
  await form.getByRole('button', { name: ar.checkout.next }).click();

  const answer = page.waitForResponse((r) => r.url().endsWith(endpointUrl(endpoints.orders.place)));
  await page
    .getByRole('button', { name: new RegExp(`^${format(ar.checkout.checkout, { total: '' }).trim()}`) })
    .click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { order } = (await response.json()) as NewOrderResponse;
  expect(order.deliveryPrice).toBe(baabda.fee);
  expect(order.shippingInfo.area).toEqual({ _id: baabda._id, name: 'Baabda' });
  await expect(page).toHaveURL('/ar/success');

  // The shopper's order names the area in Arabic.
  await page.goto(`/ar${paths.order(order._id)}`);
  await expect(page.getByText('بعبدا', { exact: true })).toBeVisible();
  await reviewShot(page, 'delivery-order');

  // The owner prints the day's slips for that area: the slip names it.
  const admin = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const owner = waitForAppOnLoads(await admin.newPage());
  await signInWithStorage(owner, await loginUser(request, DEMO_ADMIN));
  await owner.goto(`/ar${paths.adminOrderSlips({ area: baabda._id }, [order._id])}`);
  const slip = owner.getByRole('article', { name: format(adminAr.slips.slipOf, { number: order.number }) });
  await expect(slip).toContainText(format(adminAr.slips.area, { area: 'Baabda' }));
  await expect(
    owner.getByRole('region', { name: pluralOf('ar', adminAr.slips.areaGroup, 1, { area: 'Baabda' }) }),
  ).toBeVisible();
  await reviewShot(owner, 'delivery-slip');
  await admin.close();
});

test('the owner adds an area, switches it on and off, and sets free delivery', async ({ page, request }) => {
  const admin = await loginUser(request, DEMO_ADMIN);
  await signInWithStorage(page, admin);
  await page.goto(paths.adminDashboard('delivery'));
  const name = `Qornet Chehwan ${Date.now()}`;

  await page.getByRole('button', { name: 'Add an area' }).click();
  const dialog = page.getByRole('dialog', { name: 'New delivery area' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText("Please enter the area's name in English")).toBeVisible();
  await dialog.getByLabel(/^Name in English/).fill(name);
  await dialog.getByLabel('Name in Arabic').fill('قرنة شهوان');
  await dialog.getByLabel(/^Fee \(LBP\)/).fill('٤٥٠٬٠٠٠');
  await dialog.getByLabel('Days, from').fill('3');
  await dialog.getByLabel('Days, to').fill('2');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(
    dialog.getByText('Days must be whole numbers from 0 to 30, the first no more than the last'),
  ).toBeVisible();
  await dialog.getByLabel('Days, to').fill('4');
  await reviewShot(page, 'delivery-area-dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await seeToast(page, `Area ${name} added`);

  await page.getByRole('searchbox', { name: 'Find an area' }).fill('قرنة');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('450,000 LBP');
  await expect(row).toContainText('3–4');
  const on = row.getByRole('switch', { name: `Deliver to ${name}` });
  await expect(on).toBeChecked();
  await on.click();
  await seeToast(page, `Delivery to ${name} switched off`);
  const shown: DeliveryAreasResponse = await (
    await request.get(endpointUrl(endpoints.delivery.areas))
  ).json();
  expect(shown.areas.some((area) => area.name === name)).toBe(false);

  // Free delivery from an amount no order of the other journeys reaches, then off again.
  const free = page.getByLabel('From (LBP)');
  await free.fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The amount must be a whole number of LBP, 0 or more, or empty for no free delivery'),
  ).toBeVisible();
  await free.fill('900,000,000');
  await page.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Free delivery updated');
  await expect(page.getByTestId('free-delivery-value')).toHaveText('Free from 900,000,000 LBP');
  await page.getByRole('searchbox', { name: 'Find an area' }).fill('');
  await reviewShot(page, 'delivery-tab');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByTestId('free-delivery-value')).toHaveText('No free delivery');
  const list: AdminDeliveryAreasResponse = await (
    await request.get(endpointUrl(endpoints.delivery.adminAreas), { headers: auth(admin) })
  ).json();
  expect(list.freeDeliveryFrom).toBeNull();
  expect(list.areas.find((area) => area.names.en === name)).toMatchObject({
    names: { en: name, ar: 'قرنة شهوان' },
    fee: 450_000,
    days: { min: 3, max: 4 },
    active: false,
  });
});
