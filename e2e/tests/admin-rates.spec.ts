import {
  type DeliveryArea,
  type DeliveryAreasResponse,
  discountedPrice,
  endpoints,
  endpointUrl,
  format,
  formatLbp,
  lbpFromDollars,
  messages,
  type NewOrderResponse,
  type Product,
} from '@shop/shared';
import { DEMO_ADMIN, loginUser, signInWithStorage } from '../fixtures/accounts';
import {
  AREA,
  addressForm,
  auth,
  CHECKOUT_ADDRESS,
  customerWithServerLine,
  fillAddress,
} from '../fixtures/checkout';
import { allProducts, sellableOption, sellableProduct } from '../fixtures/product';
import { expect, test } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

// Both journeys move prices: one after the other.
test.describe.configure({ mode: 'serial' });

/**
 * A new dollar rate reprices the whole catalogue, so this journey runs in its own project after every
 * other one (playwright.config.ts): no other test reads prices while they move. It puts the rate back.
 */
test('a new dollar rate changes every shown price', async ({ page }) => {
  await signInWithStorage(page, await loginUser(page.request, DEMO_ADMIN));
  const rateNow = async () =>
    (await (await page.request.get(endpointUrl(endpoints.settings.dollarRate.get))).json()).dr[0].value;
  const original: number = await rateNow();
  const { products } = await (await page.request.get(endpointUrl(endpoints.catalog.products))).json();
  const product: Product = products.find((p: Product) => p.dollarPrice > 0);
  const shown = (rate: number) =>
    formatLbp(
      discountedPrice(lbpFromDollars(product.dollarPrice, rate), product.discountRate, product.isChecked),
    );

  const reprice = async (rate: number) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('textbox', { name: 'Dollar rate' }).fill(String(rate));
    await page.getByRole('button', { name: 'Update all prices' }).click();
    // Repricing the whole shop is asked first.
    const dialog = page.getByRole('dialog', {
      name: `Reprice every product at ${rate.toLocaleString('en-US')} LBP per dollar?`,
    });
    await dialog.getByRole('button', { name: 'Reprice' }).click();
    await seeToast(page, 'All prices updated successfully');
    await expect(page.getByTestId('dollarRate-value')).toHaveText(`${rate.toLocaleString('en-US')} LBP`);
  };

  const doubled = original * 2;
  await reprice(doubled);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('main')).toContainText(shown(doubled));
  await page.goto('/products');
  // Found by its link: a card shortens a long name.
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/product/${product._id}"]`) });
  await expect(card).toContainText(shown(doubled));

  await reprice(original);
  expect(await rateNow()).toBe(original);
});

/**
 * The shop raises the fee of the shopper's delivery area while they are on the Billing step: CHECKOUT
 * still shows the old total, so the order is refused (nothing charged), the new total is shown, and a
 * second press places the order at it.
 */
test('a total that changed after it was shown is never charged silently', async ({ page, request }) => {
  const admin = await loginUser(request, DEMO_ADMIN);
  const product = sellableProduct(await allProducts(request));
  const customer = await customerWithServerLine(page, request, product, sellableOption(product));
  const { areas }: DeliveryAreasResponse = await (
    await request.get(endpointUrl(endpoints.delivery.areas))
  ).json();
  const beirut = areas.find((area) => area.name === CHECKOUT_ADDRESS[AREA]) as DeliveryArea;
  const setDelivery = (fee: number) =>
    request.put(endpointUrl(endpoints.delivery.changeArea, { params: { id: beirut._id } }), {
      headers: auth(admin),
      data: { fee },
    });
  const delivery = beirut.fee;

  await signInWithStorage(page, customer);
  await page.goto('/cart');
  const form = addressForm(page);
  await fillAddress(form, CHECKOUT_ADDRESS);
  await form.getByRole('button', { name: 'Next' }).click();
  const checkoutButton = page.getByRole('button', { name: /^Checkout/ });
  // As shown: rounded down to thousands, so the 25,000 more show as exactly that much more.
  // The button shows the total in dollars too (the demo shop's price display is "both"): the pounds are read.
  const pounds = /([\d,]+)\s*LBP/.exec(await checkoutButton.innerText())?.[1];
  const shown = Number(pounds?.replace(/\D/g, ''));

  try {
    expect((await setDelivery(delivery + 25_000)).ok()).toBe(true);
    const newTotal = formatLbp(shown + 25_000);
    const refused = page.waitForResponse((r) => r.url().endsWith(endpointUrl(endpoints.orders.place)));
    await checkoutButton.click();
    expect((await refused).status()).toBe(409);
    await seeToast(page, format(messages.orderTotalChanged, { total: newTotal }));
    await expect(checkoutButton).toContainText(newTotal);
    await expect(page).toHaveURL('/cart');

    const placed = page.waitForResponse((r) => r.url().endsWith(endpointUrl(endpoints.orders.place)));
    await checkoutButton.click();
    const response = await placed;
    expect(response.status()).toBe(201);
    // Charged what the button showed (shown prices are rounded down to thousands).
    expect(formatLbp(((await response.json()) as NewOrderResponse).order.totalPrice)).toBe(newTotal);
    await expect(page).toHaveURL('/success');
  } finally {
    await setDelivery(delivery);
  }
});
