import { endpoints, endpointUrl, messages, type Product } from '@shop/shared';
import { registerUser, signInWithStorage } from '../fixtures/accounts';
import { allProducts, pick } from '../fixtures/product';
import { expect, type Page, test } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

let catalogue: Product[];
test.beforeAll(async ({ request }) => {
  catalogue = await allProducts(request);
});

const cardOf = (page: Page, product: Product) => page.getByRole('article', { name: product.name });
const heartOf = (scope: Page | ReturnType<Page['locator']>, product: Product) =>
  scope.getByRole('button', { name: `Add ${product.name} to favorites` });

test('the heart saves a product at once, /Favorites lists it, and the heart there removes it', async ({
  page,
  request,
}) => {
  const lina = await registerUser(request, { name: 'Lina Saab' });
  await signInWithStorage(page, lina);
  const product = catalogue[1] as Product;
  await page.goto(`/search/${encodeURIComponent(product.name)}`);
  const heart = heartOf(cardOf(page, product), product);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse(
    (res) =>
      res.request().method() === 'POST' &&
      res.url().endsWith(endpointUrl(endpoints.favorites.add, { params: { userId: lina.user._id } })),
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);

  // The product page's heart shows the same state.
  await page.goto(`/product/${product._id}`);
  await expect(heartOf(page.getByRole('main'), product).first()).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/Favorites');
  await expect(page.getByRole('heading', { level: 1, name: messages.savedProducts })).toBeVisible();
  const card = cardOf(page, product);
  await expect(card).toBeVisible();
  await heartOf(card, product).click();
  await expect(page.getByText(messages.noSavedProducts)).toBeVisible();
  await page.reload();
  await expect(page.getByText(messages.noSavedProducts)).toBeVisible();
});

test('a heart whose save fails goes back to off', async ({ page, request }) => {
  const shopper = await registerUser(request, { name: 'Offline Shopper' });
  await signInWithStorage(page, shopper);
  const product = catalogue[2] as Product;
  await page.goto(`/product/${product._id}`);
  await page.route(
    `**${endpointUrl(endpoints.favorites.add, { params: { userId: shopper.user._id } })}`,
    (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()),
  );
  const heart = heartOf(page.getByRole('main'), product).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a guest heart opens the login dialog', async ({ page }) => {
  const product = catalogue[0] as Product;
  await page.goto(`/product/${product._id}`);
  await heartOf(page.getByRole('main'), product).first().click();
  const dialog = page.getByRole('dialog', { name: messages.favoriteDialogTitle });
  await expect(dialog).toContainText(messages.favoriteDialogText);
});

test('posting a review changes the stars on the product page and its card without a reload', async ({
  page,
  request,
}) => {
  // The last product without reviews (the product page's own tests use the first one).
  const product = pick([...catalogue].reverse(), 'product without reviews', (p) => p.numOfReviews === 0);
  await signInWithStorage(page, await registerUser(request, { name: 'Sami Reviewer' }));
  await page.goto(`/search/${encodeURIComponent(product.name)}`);
  const card = cardOf(page, product);
  await expect(card.getByText('(0 Reviews)')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: 'View Details' }).click();

  await page.getByRole('button', { name: 'Submit Review' }).click();
  const form = page.getByRole('dialog', { name: 'Submit Review' });
  await form.locator('label').filter({ hasText: '4 Stars' }).click();
  await form.getByRole('textbox', { name: 'Comment' }).fill('<b>Soft</b> and warm.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await seeToast(page, messages.reviewPosted);
  // The rating bar under the product's name.
  await expect(page.getByRole('main').getByText('(1 Reviews)').first()).toBeVisible();
  // Plain text: the markup shows as typed.
  await expect(page.getByText('<b>Soft</b> and warm.')).toBeVisible();

  // Posting again replaces the review: the form opens on it, saying so.
  await page.getByRole('button', { name: 'Submit Review' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your review' });
  await expect(edit.getByRole('textbox', { name: 'Comment' })).toHaveValue('<b>Soft</b> and warm.');
  await expect(edit.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await edit.getByRole('textbox', { name: 'Comment' }).fill('Soft and warm, even after a wash.');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await seeToast(page, messages.reviewPosted);
  await expect(page.getByText('Soft and warm, even after a wash.')).toBeVisible();
  await expect(page.getByRole('main').getByText('(1 Reviews)').first()).toBeVisible();

  await page.goBack();
  await expect(card.getByText('(1 Reviews)')).toBeVisible();
  await expect(card.getByRole('img', { name: /^Rated 4 out of 5/ })).toBeVisible();
});
