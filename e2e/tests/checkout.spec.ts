import {
  type CartResponse,
  endpoints,
  endpointUrl,
  format,
  messages,
  type NewOrderResponse,
  type Product,
  type ProductOption,
} from '@shop/shared';
import { DEMO_ADMIN, latestMailTo, loginUser, type Session, signInWithStorage } from '../fixtures/accounts';
import { cartLink } from '../fixtures/cart';
import {
  addressForm,
  auth,
  CHECKOUT_ADDRESS,
  customerWithServerLine,
  fillAddress,
} from '../fixtures/checkout';
import { allProducts, deepestStock, storedCart } from '../fixtures/product';
import { reviewShot } from '../fixtures/shots';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  test,
  waitForAppOnLoads,
} from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

async function serverCart(request: APIRequestContext, session: Session) {
  const response = await request.get(
    endpointUrl(endpoints.cart.get, { params: { userId: session.user._id } }),
    { headers: auth(session) },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CartResponse).cart.cartItems;
}

/** Adds one piece of `option` through the product page, as a shopper does. */
async function addToCartWithUi(page: Page, product: Product, option: ProductOption, toast: string) {
  await page.goto(`/product/${product._id}`);
  const choice = (name: string) => new RegExp(`^${name}( \\(out of stock\\))?$`);
  await page
    .getByRole('group', { name: /^Size/ })
    .getByRole('button', { name: choice(option.size) })
    .click();
  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('button', { name: choice(option.color) })
    .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await seeToast(page, toast);
}

/** The shop owner's browser, signed in, on the dashboard's Orders tab. */
async function adminOrdersTab(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext();
  const page = waitForAppOnLoads(await context.newPage());
  await signInWithStorage(page, await loginUser(request, DEMO_ADMIN));
  await page.goto('/admin/dashboard?tab=orders');
  return page;
}

/**
 * The shop owner moves the order on in the Orders tab. A final status (Delivered) is asked first:
 * nothing changes until the dialog is confirmed.
 */
async function adminSetsStatus(page: Page, number: number, status: string) {
  const row = page.getByRole('row').filter({ hasText: `#${number}` });
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: status, exact: true }).click();
  if (status === 'Delivered') {
    const dialog = page.getByRole('dialog', { name: `Mark order ${number} Delivered?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('combobox')).toBeVisible();
    await row.getByRole('combobox').click();
    await page.getByRole('option', { name: status, exact: true }).click();
    await dialog.getByRole('button', { name: 'Delivered' }).click();
  }
  await expect(row.getByText(status, { exact: true })).toBeVisible();
  await seeToast(page, format(messages.orderStatusUpdated, { number, status }));
}

test('@phone checks out with cash on delivery and follows the order to Delivered', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { product, option } = deepestStock(await allProducts(request));
  // The server cart holds the line too: placing the order must empty it.
  const customer = await customerWithServerLine(page, request, product, option);

  await signInWithStorage(page, customer);
  // Signed in, the page shows the server cart, so the same line is already there: one more piece.
  // The shopper sees it in the header's count first (the server cart arrives after the page is up).
  await page.goto('/');
  await expect(cartLink(page, 1)).toBeVisible();
  await addToCartWithUi(page, product, option, messages.alreadyExist);
  await page.goto('/cart');

  // Step 1: every field but Floor is required, the delivery area too.
  const form = addressForm(page);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText(messages.required)).toHaveCount(7);
  await seeToast(page, messages.required);
  await fillAddress(form, { ...CHECKOUT_ADDRESS, Floor: '3' });
  await expect(page.getByRole('region', { name: 'Your Order' })).toContainText('Nour Khalil');
  await reviewShot(page, 'orders-checkout-shipping');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 2: cash on delivery; the card is shown disabled, with the reason on hover.
  await expect(page.getByRole('radio', { name: 'CASH ON DELIVERY' })).toBeChecked();
  const card = page.getByRole('radio', { name: 'Credit or debit card' });
  await expect(card).toBeDisabled();
  await page.getByText('Credit or debit card').hover();
  await expect(page.getByRole('tooltip', { name: messages.cardPaymentTooltip })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('orderInfo'))).toContain('"itemsPrice"');
  await reviewShot(page, 'orders-checkout-billing');

  const popup = page.waitForEvent('popup');
  const answer = page.waitForResponse((r) => r.url().endsWith(endpointUrl(endpoints.orders.place)));
  await page.getByRole('button', { name: /^Checkout/ }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[\w-]{36}$/);
  const placed = (await response.json()) as NewOrderResponse;
  const { order } = placed;
  const whatsAppUrl = new URL(placed.whatsappUrl);
  expect(whatsAppUrl.origin + whatsAppUrl.pathname).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
  expect(whatsAppUrl.searchParams.get('text')).toBe(placed.whatsappText);
  expect(placed.whatsappText).toContain(String(order.number));
  expect(placed.whatsappText).toContain(product.name);
  // The app tries to open WhatsApp itself …
  expect((await popup).url()).toBe(placed.whatsappUrl);

  // … and /success always offers it.
  await expect(page).toHaveURL('/success');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(`Your order number is ${order.number}.`)).toBeVisible();
  const whatsApp = page.getByRole('link', { name: 'Send the order on WhatsApp' });
  await expect(whatsApp).toHaveAttribute('href', placed.whatsappUrl);
  expect(await storedCart(page)).toEqual([]);
  expect(await serverCart(request, customer)).toEqual([]);
  await page.reload();
  await expect(whatsApp).toHaveAttribute('href', placed.whatsappUrl);
  await reviewShot(page, 'orders-success');

  // My orders: red while Processing.
  await page.goto('/orders/me');
  const row = page.getByRole('row').filter({ hasText: `#${order.number}` });
  await expect(row.getByText('Processing', { exact: true })).toHaveAttribute('data-delivered', 'false');
  await reviewShot(page, 'orders-my-orders');
  await row.getByRole('link', { name: `#${order.number}` }).click();
  await expect(page).toHaveURL(`/order/${order._id}`);
  await expect(page.getByText('NOT PAID')).toBeVisible();
  await expect(page.getByText(/^Payment type:\s*Cash on delivery$/)).toBeVisible();
  await expect(page.getByRole('link', { name: order.orderItems[0]?.name })).toBeVisible();
  await expect(page.getByText('Hamra Street, Cedar Building, 3, Beirut, Lebanon')).toBeVisible();

  // The shop delivers it: the customer sees PAID and a green status.
  const admin = await adminOrdersTab(browser, request);
  await adminSetsStatus(admin, order.number, 'Shipped');
  // The customer hears of it by mail, and the admin can tell them on WhatsApp, at their number.
  const shippedMail = await latestMailTo(customer.email);
  expect(shippedMail.subject).toBe(`Mira Home & Fashion: your order ${order.number} is on its way`);
  expect(shippedMail.text).toContain('ready in cash: the driver will call you before coming');
  await admin
    .getByRole('button', { name: `Message the customer of order ${order.number} on WhatsApp` })
    .click();
  const message = admin.getByRole('dialog', { name: 'Message Nour Khalil on WhatsApp' });
  await expect(message.getByTestId('whatsapp-text')).toContainText(
    `Your order ${order.number} is on its way`,
  );
  const text = (await message.getByTestId('whatsapp-text').textContent()) ?? '';
  await expect(message.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/9613123456?text=${encodeURIComponent(text)}`,
  );
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(message).toBeHidden();
  await adminSetsStatus(admin, order.number, 'Delivered');
  await admin.context().close();
  await page.reload();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible();
  await expect(page.getByText('Delivered', { exact: true })).toHaveAttribute('data-delivered', 'true');
  await reviewShot(page, 'orders-order-details');
  await page.goto('/orders/me');
  await expect(row.getByText('Delivered', { exact: true })).toHaveAttribute('data-delivered', 'true');
});
