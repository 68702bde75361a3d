import { endpoints, endpointUrl } from '@shop/shared';
import {
  accountMenuButton,
  DEMO_ADMIN,
  fillSignIn,
  latestMailTo,
  loginUser,
  openAccountMenu,
  registerUser,
  signInForm,
  signInWithStorage,
  signInWithUi,
  uniqueEmail,
} from '../fixtures/accounts';
import { expect, type Page, test } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

// Signing in reloads the page by design (docs/product.md §3.6); these journeys sign in and out several times.
test.describe.configure({ timeout: 60_000 });

const signUpForm = (page: Page) => page.getByRole('form', { name: 'Create Account' });

async function logout(page: Page, name: string) {
  const menu = await openAccountMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await seeToast(page, 'Logged out successfully');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test('register, log out, then sign in from a protected page and land back on it', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/login');
  // The switch to 'Create Account' keeps the page's redirect and ends focused on the new heading.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeFocused();

  const form = signUpForm(page);
  await form.getByRole('textbox', { name: 'Name' }).fill('Maya Saad');
  // Typed with capitals and spaces: the browser sends it trimmed and lowercased.
  await form.getByRole('textbox', { name: 'Email' }).fill(`  ${email.toUpperCase()} `);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  const sent = page.waitForRequest(`**${endpointUrl(endpoints.accounts.register)}`);
  await form.getByRole('button', { name: 'Register' }).click();
  expect((await sent).postDataJSON()).toEqual({ name: 'Maya Saad', email, password: 'secret123' });

  await seeToast(page, 'Successfully registered');
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, 'Maya Saad')).toBeVisible();

  await logout(page, 'Maya Saad');

  await page.goto('/me/update');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/me/update')}`);
  await fillSignIn(page, { email, password: 'secret123' });
  await seeToast(page, 'Logged In Successfully');
  await expect(page).toHaveURL('/me/update');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Maya Saad');
});

test('sign-up checks the form in the browser with its exact messages', async ({ page, request }) => {
  const taken = await registerUser(request);
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith(endpointUrl(endpoints.accounts.register))) sent.push(req.url());
  });
  await page.goto('/register');
  const form = signUpForm(page);
  const submit = form.getByRole('button', { name: 'Register' });

  await submit.click();
  await seeToast(page, 'Please enter your information');

  await form.getByRole('textbox', { name: 'Name' }).fill('Karim');
  await submit.click();
  await expect(form.getByText('Please enter email & password')).toBeVisible();
  await seeToast(page, 'Please enter email & password');

  await form.getByRole('textbox', { name: 'Email' }).fill(taken.email);
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await submit.click();
  await expect(form.getByText('Your password must be longer than 6 characters')).toBeVisible();

  await form.getByRole('textbox', { name: 'Name' }).fill('K'.repeat(31));
  await form.getByLabel('Password', { exact: true }).fill('123456');
  await submit.click();
  await expect(form.getByText('Your name cannot exceed 30 characters')).toBeVisible();
  expect(sent).toEqual([]);

  // What only the server knows comes back as an error toast.
  await form.getByRole('textbox', { name: 'Name' }).fill('Karim');
  await submit.click();
  await seeToast(page, 'Email already exist');
  expect(sent).toHaveLength(1);
});

test('sign-in: blank fields and a wrong password', async ({ page, request }) => {
  const account = await registerUser(request);
  await page.goto('/login');
  await signInForm(page).getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(['Please enter email & password']);
  // The server's answer replaces the form's snackbar rather than showing beside or after it.
  await fillSignIn(page, { email: account.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(['Invalid Email or Password']);
  await expect(page).toHaveURL('/login');
  // The button, disabled while the request ran, has the keyboard focus back: nothing to look for.
  await expect(signInForm(page).getByRole('button', { name: 'Login' })).toBeFocused();
});

test('each message belongs to its action: saving the profile right after signing in says so alone', async ({
  page,
  request,
}) => {
  const account = await registerUser(request, { name: 'Nour Khalil' });
  await page.goto(`/login?redirect=${encodeURIComponent('/me/update')}`);
  await fillSignIn(page, account);
  await expect(page.getByRole('alert')).toHaveText(['Logged In Successfully']);
  await expect(page).toHaveURL('/me/update');

  await page.getByRole('textbox', { name: 'Name' }).fill('Nour Khalil Saad');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText(['User updated successfully'], { timeout: 2_000 });

  // The sign-in message was for the sign-in's reload only: no later page load shows it again.
  await page.reload();
  await expect(accountMenuButton(page, 'Nour Khalil Saad')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Nour Khalil Saad');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the sign-in screen promises only what an account gives today', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main).toContainText('Sign in to write reviews and keep your details up to date.');
  await expect(main).not.toContainText(/every device|orders|favourites/i);
});

test('profile: the new name shows in the menu; the e-mail cannot be edited', async ({ page, request }) => {
  const account = await registerUser(request, { name: 'Layla Farah' });
  await signInWithStorage(page, account);
  await page.goto('/me/update');

  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(account.email);
  await expect(email).not.toBeEditable();

  await page.getByRole('textbox', { name: 'Name' }).fill('Layla Farah Haddad');
  await page.getByRole('button', { name: 'Update' }).click();
  await seeToast(page, 'User updated successfully');
  await expect(accountMenuButton(page, 'Layla Farah Haddad')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Layla Farah Haddad');
});

test('password change: this device stays signed in; only the new password works', async ({
  page,
  request,
}) => {
  const account = await registerUser(request, { name: 'Omar Itani' });
  await signInWithStorage(page, account);
  await page.goto('/me/update');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/password/update');

  await page.getByLabel('Old password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('brandnew1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await seeToast(page, 'Password updated successfully');
  await expect(page).toHaveURL('/me/update');
  // The old token was retired; after a reload the stored (new) one still signs the user in.
  await page.reload();
  await expect(accountMenuButton(page, 'Omar Itani')).toBeVisible();

  await logout(page, 'Omar Itani');
  await page.goto('/login');
  await fillSignIn(page, account);
  await seeToast(page, 'Invalid Email or Password');
  await signInWithUi(page, { ...account, password: 'brandnew1' });
});

test('forgot password: the mailed link sets a new password and signs in', async ({ page, request }) => {
  const account = await registerUser(request, { name: 'Joelle Nassar' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/password/forgot');

  const send = page.getByRole('button', { name: 'Send reset link' });
  await send.click();
  await seeToast(page, 'Fill the email field');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email.toUpperCase());
  await send.click();
  await expect(page.getByRole('status')).toHaveText(
    `If an account exists for ${account.email}, a reset link has been sent`,
  );

  const mail = await latestMailTo(account.email);
  const link = mail.links.find((url) => url.includes('/password/reset/'));
  expect(link, mail.text).toBeDefined();
  await page.goto(new URL(link as string).pathname);

  await page.getByLabel('Password', { exact: true }).fill('fresh-pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('fresh-pas');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await seeToast(page, 'Password does not match');
  await page.getByLabel('Confirm password', { exact: true }).fill('fresh-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await seeToast(page, 'Password updated successfully');
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page, 'Joelle Nassar')).toBeVisible();

  await logout(page, 'Joelle Nassar');
  await signInWithUi(page, { ...account, password: 'fresh-pass' });
});

test('the Dashboard entry is for admins only; customers are kept out of admin pages', async ({
  page,
  request,
}) => {
  const admin = await loginUser(request, DEMO_ADMIN);
  await signInWithStorage(page, admin);
  await page.goto('/');
  const adminMenu = await openAccountMenu(page, DEMO_ADMIN.name);
  await expect(adminMenu.getByRole('menuitem')).toHaveText(['Dashboard', 'Favorites', 'Profile', 'Logout']);
  await adminMenu.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
});

test('a customer has no Dashboard entry and lands on / from an admin page', async ({ page, request }) => {
  const customer = await registerUser(request, { name: 'Nadim Aoun' });
  await signInWithStorage(page, customer);
  await page.goto('/');
  const menu = await openAccountMenu(page, 'Nadim Aoun');
  await expect(menu.getByRole('menuitem')).toHaveText(['Favorites', 'Profile', 'Logout']);
  await page.keyboard.press('Escape');

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/');
});

test('sign in from the header dialog and stay on the page @phone', async ({ page, request }) => {
  const account = await registerUser(request, { name: 'Karim Khoury' });
  await page.goto('/contactus');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();

  // The panel switches in place, and back.
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();

  await fillSignIn(page, account);
  await seeToast(page, 'Logged In Successfully');
  await expect(page).toHaveURL('/contactus');
  await expect(accountMenuButton(page, 'Karim Khoury')).toBeVisible();
});
