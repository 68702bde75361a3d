import { formatLbp } from '@shop/shared';
import { expectCards, listing, resultCount, searchBox, suggestions } from '../fixtures/catalog';
import { expect, test } from '../fixtures/test';

test('suggestions appear as you type; arrow keys and Enter open the highlighted product', async ({
  page,
  request,
}) => {
  const expected = await suggestions(request, 'robe');
  const [first, second] = expected;
  if (!first || !second) throw new Error('the demo catalogue needs two robes');
  await page.goto('/');
  const box = searchBox(page);
  await box.pressSequentially('robe');

  const list = page.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveCount(expected.length);
  const option = list.getByRole('option').first();
  await expect(option).toContainText(first.name);
  await expect(option).toContainText(first.productId);
  await expect(option).toContainText(formatLbp(first.price));
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(list.getByRole('option', { selected: true })).toContainText(second.name);
  await box.press('ArrowUp');
  await expect(list.getByRole('option', { selected: true })).toContainText(first.name);
  await box.press('Enter');
  await expect(page).toHaveURL(`/product/${first._id}`);
});

test('Enter without a highlighted suggestion shows the search results', async ({ page, request }) => {
  const results = await listing(request, { keyword: 'robe' });
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('robe');
  await expect(page.getByRole('listbox')).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL('/search/robe');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “robe”' })).toBeVisible();
  await expect(resultCount(page, results.filteredProductCount)).toBeVisible();
  await expectCards(
    page,
    results.products.map((product) => product.name),
  );
});

test('a click on a suggestion opens it; Escape closes the list', async ({ page, request }) => {
  const [first] = await suggestions(request, 'towel');
  if (!first) throw new Error('the demo catalogue needs a towel');
  await page.goto('/products');
  const box = searchBox(page);
  await box.fill('towel');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await box.press('ArrowDown');
  await page.getByRole('option', { name: new RegExp(first.name) }).click();
  await expect(page).toHaveURL(`/product/${first._id}`);
});

test('a search without hits says so, in the list and on the results page', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('zzqqxx');
  await expect(page.getByText('No result found for zzqqxx')).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL('/search/zzqqxx');
  await expect(page.getByRole('main').getByText('No result found for zzqqxx')).toBeVisible();
});

test('a misspelt word in the header search still finds the product, and opens it', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  // "pilow" for "pillow", the words in another order than the name's.
  await box.pressSequentially('pilow memory');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toContainText('Memory Foam Pillow');
  await first.click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Foam Pillow' })).toBeVisible();
});

test('a search without hits offers the closest catalogue word, as a link to its results', async ({
  page,
  request,
}) => {
  const robes = await listing(request, { keyword: 'robe' });
  await page.goto('/search/robr');
  const main = page.getByRole('main');
  await expect(main.getByText('No result found for robr')).toBeVisible();
  await expect(main.getByText('Did you mean robe?')).toBeVisible();
  await main.getByRole('link', { name: 'robe', exact: true }).click();
  await expect(page).toHaveURL('/search/robe');
  await expect(resultCount(page, robes.filteredProductCount)).toBeVisible();
  await expectCards(
    page,
    robes.products.map((product) => product.name),
  );
});

test.describe('on a phone', () => {
  // Both projects run this: the layout under test is the 390 px one.
  test.use({ viewport: { width: 390, height: 844 } });

  test('phone: the search box under the header suggests too @phone', async ({ page, request }) => {
    const [first] = await suggestions(request, 'towel');
    if (!first) throw new Error('the demo catalogue needs a towel');
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('towel');
    await page.getByRole('option', { name: new RegExp(first.name) }).click();
    await expect(page).toHaveURL(`/product/${first._id}`);
  });
});
