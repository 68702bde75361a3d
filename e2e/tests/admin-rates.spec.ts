import { discountedPrice, formatLbp, lbpFromDollars, type Product } from '@shop/shared';
import { DEMO_ADMIN, loginUser, signInWithStorage } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

/**
 * A new dollar rate reprices the whole catalogue, so this journey runs in its own project after every
 * other one (playwright.config.ts): no other test reads prices while they move. It puts the rate back.
 */
test('a new dollar rate changes every shown price', async ({ page }) => {
  await signInWithStorage(page, await loginUser(page.request, DEMO_ADMIN));
  const rateNow = async () => (await (await page.request.get('/api/v1/admin/dollarRate')).json()).dr[0].value;
  const original: number = await rateNow();
  const { products } = await (await page.request.get('/api/v1/products')).json();
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
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: product.name })).toContainText(
    shown(doubled),
  );

  await reprice(original);
  expect(await rateNow()).toBe(original);
});
