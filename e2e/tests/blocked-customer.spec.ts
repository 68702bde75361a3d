import { randomInt } from 'node:crypto';
import { endpoints, endpointUrl, format, messages } from '@shop/shared';
import {
  accountMenuButton,
  DEMO_ADMIN,
  loginUser,
  signInWithStorage,
  signInWithUi,
} from '../fixtures/accounts';
import { addressForm, CHECKOUT_ADDRESS, customerWithServerLine, fillAddress } from '../fixtures/checkout';
import { allProducts, deepestStock } from '../fixtures/product';
import { expect, type Page, test, waitForAppOnLoads } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

/** The customer is at the last step of the checkout, the address typed, the Checkout button in view. */
async function atCheckout(page: Page, phone: string) {
  await page.goto('/cart');
  const form = addressForm(page);
  await fillAddress(form, { ...CHECKOUT_ADDRESS, 'Phone Number': phone });
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: 'CASH ON DELIVERY' })).toBeChecked();
}

/** Checkout is refused with `message`: the customer stays on the cart, the cart as it was. */
async function checkoutRefused(page: Page, message: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith(endpointUrl(endpoints.orders.place)));
  await page.getByRole('button', { name: /^Checkout/ }).click();
  expect((await answer).status()).toBe(403);
  await seeToast(page, message);
  await expect(page).toHaveURL(/\/cart/);
}

test('the admin blocks a phone number, then the account; the customer is told why at checkout', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { product, option } = deepestStock(await allProducts(request));
  const customer = await customerWithServerLine(page, request, product, option);
  await signInWithStorage(page, customer);
  // A number of the journey's own: the other journeys' orders go to CHECKOUT_ADDRESS's.
  const phone = `+961 76 ${randomInt(100_000, 999_999)}`;

  const admin = waitForAppOnLoads(await (await browser.newContext()).newPage());
  await signInWithStorage(admin, await loginUser(request, DEMO_ADMIN));
  await admin.goto('/admin/dashboard?tab=users');

  // The number, written another way than the customer will type it.
  const numbers = admin.getByRole('list', { name: 'Blocked phone numbers' });
  const written = `0${phone.slice('+961 '.length).replaceAll(' ', '')}`;
  await admin.getByRole('textbox', { name: 'Phone number', exact: true }).fill(written);
  await admin.getByRole('button', { name: 'Block number' }).click();
  await seeToast(admin, format(messages.phoneBlockAdded, { phone: written }));
  await expect(numbers.getByText(written)).toBeVisible();

  await atCheckout(page, phone);
  await checkoutRefused(page, messages.phoneBlocked);

  // The account itself is blocked now: the next request refuses it and signs the customer out.
  const row = admin.getByRole('row').filter({ hasText: customer.email });
  await row.getByRole('button', { name: `Block ${customer.user.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Block ${customer.user.name}?` });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await seeToast(admin, format(messages.userBlocked, { name: customer.user.name }));
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();

  await checkoutRefused(page, messages.accountBlocked);
  await expect(accountMenuButton(page, customer.user.name)).toBeHidden();
  await expect(page.getByText('You need to login in order to continue')).toBeVisible();

  // Unblocked, and the number taken off the list, the customer signs in again and orders.
  await row.getByRole('button', { name: `Unblock ${customer.user.name}` }).click();
  await admin
    .getByRole('dialog', { name: `Unblock ${customer.user.name}?` })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await seeToast(admin, format(messages.userUnblocked, { name: customer.user.name }));
  await numbers.getByRole('button', { name: `Unblock ${written}` }).click();
  await seeToast(admin, format(messages.phoneBlockRemoved, { phone: written }));
  await admin.context().close();

  await signInWithUi(page, customer, '/cart');
  await atCheckout(page, phone);
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page).toHaveURL('/success');
});
