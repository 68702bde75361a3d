import { discountedPrice, formatLbp, messages, type Product, type ProductOption } from '@shop/shared';
import { registerUser, signInWithStorage } from '../fixtures/accounts';
import { cartLink } from '../fixtures/cart';
import {
  allProducts,
  optionsOfSize,
  pick,
  productWithChoices,
  sellableOption,
  sellableProduct,
  storedCart,
} from '../fixtures/product';
import { expect, type Page, test } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

let catalogue: Product[];

test.beforeAll(async ({ request }) => {
  catalogue = await allProducts(request);
});

const sizes = (page: Page) => page.getByRole('group', { name: /^Size/ });
const colors = (page: Page) => page.getByRole('group', { name: /^Color/ });
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart' });

/** The button of a size or colour: sold-out ones are announced as such. */
const choice = (option: ProductOption, key: 'size' | 'color') =>
  new RegExp(`^${option[key]}( \\(out of stock\\))?$`);

const shownPrice = (product: Product, lbp: number) =>
  formatLbp(discountedPrice(lbp, product.discountRate, product.isChecked));

async function choose(page: Page, option: ProductOption) {
  await sizes(page)
    .getByRole('button', { name: choice(option, 'size') })
    .click();
  await colors(page)
    .getByRole('button', { name: choice(option, 'color') })
    .click();
}

test('asks for a size first; a size resets the colour and shows its own price and code', async ({ page }) => {
  const product = productWithChoices(catalogue);
  const [firstSize, secondSize] = [...new Set(product.options.map((option) => option.size))] as [
    string,
    string,
  ];
  const [first, second] = optionsOfSize(product, firstSize) as [ProductOption, ProductOption];
  const other = optionsOfSize(product, secondSize)[0] as ProductOption;
  await page.goto(`/product/${product._id}`);

  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('product-code')).toHaveText(product.productId);
  await addToCart(page).click();
  await seeToast(page, messages.selectSize);

  await sizes(page)
    .getByRole('button', { name: choice(first, 'size') })
    .click();
  await expect(page.getByTestId('product-code')).toHaveText(first.optCode as string);
  await expect(page.getByTestId('product-price')).toContainText(shownPrice(product, first.oprice as number));

  await colors(page)
    .getByRole('button', { name: choice(second, 'color') })
    .click();
  await expect(colors(page).getByRole('button', { pressed: true })).toHaveAccessibleName(
    choice(second, 'color'),
  );
  await expect(page.getByTestId('product-code')).toHaveText(second.optCode as string);
  await expect(page.getByTestId('product-price')).toContainText(shownPrice(product, second.oprice as number));

  await sizes(page)
    .getByRole('button', { name: choice(other, 'size') })
    .click();
  await expect(colors(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(page.getByTestId('product-code')).toHaveText(other.optCode as string);
  await expect(page.getByTestId('product-price')).toContainText(shownPrice(product, other.oprice as number));
});

test('a later success replaces the error toast at once and alone, at the bottom centre', async ({ page }) => {
  const product = sellableProduct(catalogue);
  await page.goto(`/product/${product._id}`);
  const alerts = page.getByRole('alert');

  await addToCart(page).click();
  await expect(alerts).toHaveText([messages.selectSize]);
  await choose(page, sellableOption(product));
  await addToCart(page).click();
  // Replaced, not queued: a queue would keep the error on screen for its whole 5 s.
  await expect(alerts).toHaveText([messages.itemAdded], { timeout: 2_000 });

  const box = await alerts.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no toast box or viewport');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
});

test('an error toast stays on its page; a success toast follows the shopper', async ({ page }) => {
  const product = sellableProduct(catalogue);
  await page.goto(`/product/${product._id}`);
  const alerts = page.getByRole('alert');
  await addToCart(page).click();
  await expect(alerts).toHaveText([messages.selectSize]);
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeVisible();
  await expect(alerts).toHaveCount(0, { timeout: 2_000 });

  await page.goBack();
  await choose(page, sellableOption(product));
  await addToCart(page).click();
  await expect(alerts).toHaveText([messages.itemAdded]);
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeVisible();
  await expect(alerts).toHaveText([messages.itemAdded]);
});

test('a sold-out size and colour cannot be added', async ({ page }) => {
  const product = pick(
    catalogue,
    'in-stock product with a sold-out option',
    (candidate) =>
      candidate.status === 'INSTOCK' && candidate.options.some((option) => option.statusOpt === 'OUTSTOCK'),
  );
  const soldOut = product.options.find((option) => option.statusOpt === 'OUTSTOCK') as ProductOption;
  await page.goto(`/product/${product._id}`);

  await choose(page, soldOut);
  await addToCart(page).click();
  await seeToast(page, messages.outOfStockSizeColor);
  expect(await storedCart(page)).toEqual([]);
});

test('an out-of-stock product cannot be added', async ({ page }) => {
  const product = pick(catalogue, 'out-of-stock product', (candidate) => candidate.status === 'OUTOFSTOCK');
  await page.goto(`/product/${product._id}`);

  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await choose(page, product.options[0] as ProductOption);
  await addToCart(page).click();
  await seeToast(page, messages.outOfStockItem);
});

test('adds to the local cart; adding the same size and colour again updates its quantity', async ({
  page,
}) => {
  const product = pick(
    catalogue,
    'product with an option of 3 pieces or more',
    (candidate) => candidate.status === 'INSTOCK' && sellableOption(candidate)?.quantity >= 3,
  );
  const option = sellableOption(product);
  await page.goto(`/products/${product._id}`);

  await choose(page, option);
  await page.getByRole('button', { name: 'More pieces' }).click();
  await addToCart(page).click();
  await seeToast(page, messages.itemAdded);
  await expect(cartLink(page, 2)).toBeVisible();

  await page.getByRole('button', { name: 'More pieces' }).click();
  await addToCart(page).click();
  await seeToast(page, messages.alreadyExist);
  await expect(cartLink(page, 3)).toBeVisible();
  expect(await storedCart(page)).toEqual([
    expect.objectContaining({
      product: product._id,
      productId: product.productId,
      name: product.name,
      size: option.size,
      color: option.color,
      quantity: 3,
      Quantity: option.quantity,
    }),
  ]);

  // The cart outlives a reload.
  await page.reload();
  await expect(cartLink(page, 3)).toBeVisible();
});

test('the tab title is the product name; the gallery zooms and the share link names the product', async ({
  page,
}) => {
  const product = pick(
    catalogue,
    'product with several pictures',
    (candidate) => candidate.images.length >= 2,
  );
  await page.goto(`/product/${product._id}`);

  await expect(page).toHaveTitle(new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
  const hint = page.getByRole('tooltip', { name: 'Hover to zoom, click to enlarge' });
  await expect(hint).toBeVisible();

  const thumbnails = page.getByRole('group', { name: 'Pictures' }).getByRole('button');
  await thumbnails.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbnails.nth(1)).toBeFocused();

  const count = product.images.length;
  await page.getByRole('button', { name: `Enlarge picture 2 of ${count} of ${product.name}` }).press('Enter');
  const zoomed = page.getByRole('dialog', { name: product.name });
  await expect(zoomed.getByRole('img', { name: product.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoomed).toBeHidden();

  const share = page.getByRole('link', { name: /Share on WhatsApp/ });
  const text = `${product.name} ${new URL(`/product/${product._id}`, page.url()).href}`;
  await expect(share).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
  await expect(share).toHaveAttribute('target', '_blank');
  await expect(share).toHaveAttribute('rel', /noopener/);

  // The hint goes away by itself (after 5 s).
  await expect(hint).toBeHidden({ timeout: 8_000 });
});

test('guests see the reviews and a login prompt that returns to the product', async ({ page }) => {
  const product = pick(catalogue, 'product without reviews', (candidate) => candidate.numOfReviews === 0);
  await page.goto(`/product/${product._id}`);

  await expect(page.getByText(messages.noReviews)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  const login = page.getByRole('link', { name: 'Login to write a review' });
  // Inside a sentence: underlined, not told apart by its colour alone.
  await expect(login).toHaveCSS('text-decoration-line', 'underline');
  await login.click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/product/${product._id}`)}`);
});

test('signed-in users open the review form with stars and a comment', async ({ page, request }) => {
  await signInWithStorage(page, await registerUser(request, { name: 'Reviewer' }));
  await page.goto(`/product/${sellableProduct(catalogue)._id}`);
  // The server draws the reviews as a guest's; they become the shopper's as they come near the view
  // (decision 098): the shopper scrolls down to them.
  await page.getByRole('heading', { level: 2, name: 'Reviews' }).scrollIntoViewIfNeeded();

  await page.getByRole('button', { name: 'Submit Review' }).click();
  const form = page.getByRole('dialog', { name: 'Submit Review' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please choose a rating')).toBeVisible();
  await expect(form.getByText('Please write a comment')).toBeVisible();
  // The radios are visually hidden: a shopper clicks the fourth star, i.e. its label.
  await form.locator('label').filter({ hasText: '4 Stars' }).click();
  await expect(form.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Comment' }).fill('Soft and warm.');
  await expect(form.getByText('Please choose a rating')).toBeHidden();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test('an unknown product shows a not-found page leading back to the catalogue', async ({ page }) => {
  await page.goto('/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Product not found/);
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL('/products');
});

test('@phone a shopper picks a size and colour and adds to the cart', async ({ page, isMobile }) => {
  const product = sellableProduct(catalogue);
  const option = sellableOption(product);
  await page.goto(`/product/${product._id}`);

  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const hint = isMobile ? 'Tap to enlarge' : 'Hover to zoom, click to enlarge';
  await expect(page.getByRole('tooltip', { name: hint })).toBeVisible();
  await choose(page, option);
  await addToCart(page).click();
  await seeToast(page, messages.itemAdded);
  await expect(cartLink(page, 1)).toBeVisible();
});

test('a picker is one tab stop; the arrow keys move along its buttons and Space chooses', async ({
  page,
}) => {
  const product = productWithChoices(catalogue);
  await page.goto(`/product/${product._id}`);
  const buttons = sizes(page).getByRole('button');
  await expect(buttons.nth(0)).toHaveAttribute('tabindex', '0');
  await expect(buttons.nth(1)).toHaveAttribute('tabindex', '-1');

  await buttons.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // The chosen button is now the group's tab stop, and the left arrow goes back.
  await expect(buttons.nth(1)).toHaveAttribute('tabindex', '0');
  await expect(buttons.nth(0)).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowLeft');
  await expect(buttons.nth(0)).toBeFocused();
});

test('Description and Details are tabs the arrow keys move between', async ({ page }) => {
  const product = sellableProduct(catalogue);
  await page.goto(`/product/${product._id}`);
  const description = page.getByRole('tab', { name: 'Description' });
  const details = page.getByRole('tab', { name: 'Details' });
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeVisible();

  await description.focus();
  await page.keyboard.press('ArrowRight');
  await expect(details).toBeFocused();
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Details' })).toContainText(product.productId);
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();

  await page.keyboard.press('ArrowRight');
  await expect(description).toBeFocused();
  await expect(description).toHaveAttribute('aria-selected', 'true');
});
