import { randomUUID } from 'node:crypto';
import { endpoints, endpointUrl, formatLbp, lbpFromDollars, messages } from '@shop/shared';
import sharp from 'sharp';
import { DEMO_ADMIN, loginUser, registerUser, signInWithStorage } from '../fixtures/accounts';
import { expect, type Page, test, waitForAppOnLoads } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

/** Real pictures for the file input, made here (a flat colour with a circle). */
async function picture(color: string, name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><rect width="100%" height="100%" fill="${color}"/><circle cx="450" cy="450" r="250" fill="#fff"/></svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

async function dollarRate(page: Page): Promise<number> {
  const response = await page.request.get(endpointUrl(endpoints.settings.dollarRate.get));
  return (await response.json()).dr[0].value;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function selectOption(page: Page, label: string, option: string, scope = page.locator('form')) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillOption(page: Page, n: number, values: { size: string; color: string; quantity: string }) {
  const group = page.getByRole('group', { name: `Option ${n}` });
  await selectOption(page, 'Size', values.size, group);
  await group.getByRole('combobox', { name: 'Colour' }).fill(values.color);
  await group.getByLabel('Quantity').fill(values.quantity);
}

// Whole admin journeys (a long form, uploads, several pages): three times the default time.
test.slow();

test.beforeEach(async ({ page }) => {
  await signInWithStorage(page, await loginUser(page.request, DEMO_ADMIN));
});

test('an admin creates a product with two options and two images; the storefront shows it at its LBP price', async ({
  page,
}) => {
  const rate = await dollarRate(page);
  const name = `E2E Robe ${randomUUID().slice(0, 6)}`;
  await page.goto('/admin/product');
  await page
    .getByTestId('image-input')
    .setInputFiles([await picture('#c2185b', 'a.png'), await picture('#1976d2', 'b.png')]);
  await expect(page.getByTestId('image-previews').getByRole('img')).toHaveCount(2);

  await field(page, 'Product id (code)').fill(`E2E-${randomUUID().slice(0, 8)}`);
  await field(page, 'Name').fill(name);
  await field(page, 'Description').fill('A soft robe made in the e2e suite.');
  await selectOption(page, 'Category', 'Women');
  await selectOption(page, 'Sub-category', 'Robe');
  await field(page, 'Price ($)').fill('12.35');
  const lbp = formatLbp(lbpFromDollars(12.35, rate));
  await expect(page.getByTestId('lbp-price').getByRole('textbox')).toHaveValue(lbp);

  await fillOption(page, 1, { size: 'S', color: 'Pink', quantity: '3' });
  await page.getByRole('button', { name: 'Add option' }).click();
  await fillOption(page, 2, { size: 'M', color: 'White', quantity: '2' });
  await page.getByRole('button', { name: 'Create' }).click();
  await seeToast(page, messages.productCreated);
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=products/);

  await page.goto(`/search/${encodeURIComponent(name)}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
  await expect(card).toContainText(lbp);
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(lbp);
});

test('an admin adds a sub-category from the product form, with its Arabic and French names, and it is picked', async ({
  page,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const name = `Placemats ${suffix}`;
  await page.goto('/admin/product');
  const newSub = field(page, 'New sub-category');
  await expect(newSub).toBeDisabled();
  await selectOption(page, 'Category', 'Kitchen');
  await newSub.fill(name);
  await field(page, 'Name in Arabic').fill(`مفارش ${suffix}`);
  await field(page, 'Name in French').fill(`Sets de table ${suffix}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await seeToast(page, `Sub-category ${name} added`);
  await expect(newSub).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Sub-category', exact: true })).toHaveText(name);
  const kitchenNames = async () => {
    const { data } = await (await page.request.get(endpointUrl(endpoints.catalog.categories))).json();
    const kitchen = data.find((category: { name: string }) => category.name === 'Kitchen');
    return kitchen.subcategories.map((sub: { name: string }) => sub.name);
  };
  expect(await kitchenNames()).toContain(name);

  // The same name in another case is the one already there: picked, not added again.
  await selectOption(page, 'Sub-category', 'Aprons');
  await newSub.fill(name.toUpperCase());
  await newSub.press('Enter');
  await seeToast(page, `Sub-category ${name} is already there: picked`);
  await expect(page.getByRole('combobox', { name: 'Sub-category', exact: true })).toHaveText(name);
  expect((await kitchenNames()).filter((sub: string) => sub.toLowerCase() === name.toLowerCase())).toEqual([
    name,
  ]);
  // Enter added the sub-category and did not submit the product form.
  await expect(page).toHaveURL(/\/admin\/product$/);

  // Its listing is headed by its name in the page's language, from the server's first HTML on.
  const path = `/productSubCat/Kitchen/${encodeURIComponent(name)}`;
  for (const [prefix, label] of [
    ['/ar', `مفارش ${suffix}`],
    ['/fr', `Sets de table ${suffix}`],
    ['', name],
  ] as const) {
    const html = await (await page.request.get(`${prefix}${path}`)).text();
    expect(html).toContain(`${label}</h1>`);
    await page.goto(`${prefix}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  }
});

test('leaving a product form with unsaved edits is asked first', async ({ page }) => {
  const { products } = await (await page.request.get(endpointUrl(endpoints.catalog.products))).json();
  const product = products[0];
  await page.goto(`/admin/product/${product._id}`);
  const name = field(page, 'Name');
  await expect(name).toHaveValue(product.name);
  const home = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' });
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  await name.fill(`${product.name} (edited)`);
  await home.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/product/${product._id}$`));
  await expect(name).toHaveValue(`${product.name} (edited)`);

  // Closing the tab gets the browser's own question.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(name).toHaveValue(`${product.name} (edited)`);

  await home.click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    (
      await (
        await page.request.get(endpointUrl(endpoints.catalog.product, { params: { id: product._id } }))
      ).json()
    ).product.name,
  ).toBe(product.name);

  // A form without edits is left at once.
  await page.goto(`/admin/product/${product._id}`);
  await expect(name).toHaveValue(product.name);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('making a user an admin is asked first', async ({ page }) => {
  const user = await registerUser(page.request, { name: `Layla ${randomUUID().slice(0, 6)}` });
  await page.goto('/admin/dashboard?tab=users');
  const row = page.getByRole('row').filter({ hasText: user.email });
  const promote = row.getByRole('button', { name: `Make ${user.name} an admin` });
  const dialog = page.getByRole('dialog', { name: `Make ${user.name} an admin?` });
  await promote.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('User', { exact: true })).toBeVisible();

  await promote.click();
  await dialog.getByRole('button', { name: 'Make admin' }).click();
  await seeToast(page, messages.roleUpdated);
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
});

test('the product form shows its exact messages', async ({ page }) => {
  await page.goto('/admin/product');
  const create = page.getByRole('button', { name: 'Create' });
  await create.click();
  await seeToast(page, messages.selectMainImage);

  await page.getByTestId('image-input').setInputFiles([await picture('#388e3c', 'c.png')]);
  await create.click();
  await seeToast(page, messages.emptyFields);

  await page.getByRole('button', { name: 'Add option' }).click();
  await seeToast(page, messages.fillSize);

  await field(page, 'Product id (code)').fill('E2E-MSG');
  await field(page, 'Name').fill('Messages');
  await field(page, 'Description').fill('Checks the form rules.');
  await selectOption(page, 'Category', 'Men');
  await selectOption(page, 'Sub-category', 'Robe');
  await create.click();
  await seeToast(page, messages.optionsNeedSize);

  await page.getByRole('button', { name: 'Remove option 1' }).click();
  await create.click();
  await seeToast(page, messages.optionRequired);
});

test('OUTOFSTOCK from the products table shows the badge and blocks add to cart', async ({ page }) => {
  const { products } = await (
    await page.request.get(endpointUrl(endpoints.catalog.products), { params: { keyword: 'Robe' } })
  ).json();
  const product = products.find((p: { status: string }) => p.status === 'INSTOCK');
  await page.goto('/admin/dashboard?tab=products');
  await page.getByLabel('Search by name or code').fill(product.productId);
  const toggle = page.getByRole('switch', { name: `Mark ${product.name} Out of stock` });
  await toggle.click();
  await seeToast(page, 'Product status updated');

  await page.goto(`/product/${product._id}`);
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await page.getByRole('group', { name: /^Size/ }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await seeToast(page, messages.outOfStockItem);

  // Back in stock for the other journeys.
  await page.goto('/admin/dashboard?tab=products');
  await page.getByLabel('Search by name or code').fill(product.productId);
  await page.getByRole('switch', { name: `Mark ${product.name} In stock` }).click();
  await seeToast(page, 'Product status updated');
});

test('the contact journey ends in the admin Messages tab', async ({ page, browser }) => {
  const text = `Is the robe available in XL? ${randomUUID().slice(0, 8)}`;
  const visitor = waitForAppOnLoads(await browser.newPage());
  await visitor.goto('/contactus');
  const form = visitor.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First Name').fill('R');
  await form.getByLabel('Last Name').click();
  await expect(form.getByText(messages.tooShort)).toBeVisible();
  await form.getByLabel('First Name').fill('Rana');
  await form.getByLabel('Last Name').fill('Haddad');
  await form.getByLabel('Email').fill('rana@example.com');
  await form.getByLabel('Phone Number').fill('+961 3 123 456');
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Submit' }).click();
  await seeToast(visitor, messages.contactSuccess);
  await visitor.close();

  await page.goto('/admin/dashboard?tab=messages');
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  const handled = row.getByRole('checkbox', { name: 'Mark the message of Rana Haddad handled' });
  await handled.click();
  await seeToast(page, 'Message updated');
  await expect(handled).toBeChecked();
  await expect(row.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', /^mailto:rana@example\.com/);
});
