import { format, messages } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { fr } from '@shop/shared/i18n/fr';
import { accountMenuButton, DEMO_CUSTOMER, latestMailTo, signInForm } from '../fixtures/accounts';
import { type Browser, expect, type Page, test } from '../fixtures/test';
import { seeToast } from '../fixtures/toast';

/**
 * Forms before and without the page's code (issue 45, decision 085): a form sent with scripts off posts
 * to its page (nothing typed ends up in a URL); the server completes the contact form and the reset-link
 * request, and says that signing in needs the code. With scripts on, a form sent before the code has
 * arrived is sent when it arrives, or posted as it stands if it never does.
 */

const NEEDS_CODE = 'This form needs the page’s code';

/** A tab of a new context: with scripts off, or with the app's scripts held until `release`. */
async function newTab(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  // Every URL the tab asked for or showed: none may hold what was typed in a password field.
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return { context, page, urls };
}

/** Holds the app's scripts until the returned function lets them go (or fails them). */
async function holdScripts(page: Page) {
  let settle: (load: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  await page.route('**/assets/*.js', async (route) => ((await decided) ? route.continue() : route.abort()));
  return { release: () => settle(true), fail: () => settle(false) };
}

test.describe('with scripts off', () => {
  test('the contact form is sent, and the page says so in Arabic', async ({ browser, baseURL }) => {
    const { context, page, urls } = await newTab(browser, baseURL, false);
    await page.goto('/ar/contactus');
    await page.getByLabel('الاسم الأول').fill('R');
    await page.getByLabel('اسم العائلة').fill('Haddad');
    await page.getByLabel('البريد الإلكتروني').fill('rana-nojs@e2e.example');
    await page.getByLabel('رقم الهاتف').fill('٠٣ ١٢٣ ٤٥٦');
    await page.getByLabel('الرسالة').fill('هل عندكم الروب بمقاس XL؟');
    await page.getByRole('button', { name: 'إرسال' }).click();
    // Refused by the API's own schema: the page says why, under the field, and keeps what was typed.
    await expect(page.getByLabel('الاسم الأول')).toHaveValue('R');
    await expect(page.getByText(ar.messages.tooShort).first()).toBeVisible();
    await expect(page.getByLabel('الرسالة')).toHaveValue('هل عندكم الروب بمقاس XL؟');

    await page.getByLabel('الاسم الأول').fill('Rana');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByRole('status').filter({ hasText: ar.messages.contactSuccess })).toBeVisible();
    await expect(page.getByLabel('الاسم الأول')).toHaveValue('');
    expect(page.url()).toBe(`${baseURL}/ar/contactus`);
    // What was typed went in a POST: no URL of the shop's holds a query.
    expect(urls.filter((url) => url.startsWith(`${baseURL}`) && url.includes('?'))).toEqual([]);
    await context.close();
  });

  test('“forgot password” mails the link, and the page says so in French', async ({ browser, baseURL }) => {
    const { context, page } = await newTab(browser, baseURL, false);
    await page.goto('/fr/password/forgot');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: fr.accounts.sendResetLink }).click();
    await expect(
      page.getByText(format(fr.messages.forgotSent, { email: DEMO_CUSTOMER.email })),
    ).toBeVisible();
    const mail = await latestMailTo(DEMO_CUSTOMER.email);
    expect(mail.links.some((link) => link.includes('/password/reset/'))).toBe(true);
    await context.close();
  });

  test('signing in puts no secret in any URL: the page keeps the e-mail and says the code is needed', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, urls } = await newTab(browser, baseURL, false);
    await page.goto('/login?redirect=%2Fcart');
    const form = signInForm(page);
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText(NEEDS_CODE)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(page.url()).toBe(`${baseURL}/login?redirect=%2Fcart`);
    expect(urls.filter((url) => url.includes(DEMO_CUSTOMER.password) || url.includes('password='))).toEqual(
      [],
    );
    await expect(page.locator('body')).not.toContainText(DEMO_CUSTOMER.password);
    await context.close();
  });
});

/** Opens the contact page in a new tab, its scripts held, and types a message from `email` into its form. */
async function typeContactMessage(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  message: string,
) {
  const { context, page } = await newTab(browser, baseURL);
  const scripts = await holdScripts(page);
  await page.goto('/contactus');
  await page.getByLabel('First Name').fill('Karim');
  await page.getByLabel('Last Name').fill('Khoury');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('+961 71 123 456');
  await page.getByLabel('Message').fill(message);
  return { context, page, scripts };
}

test.describe('before the page’s code arrives', () => {
  test('a sign-in typed and sent meanwhile is carried out when the code arrives', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, urls } = await newTab(browser, baseURL);
    const scripts = await holdScripts(page);
    await page.goto('/login');
    const form = signInForm(page);
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await form.getByRole('button', { name: 'Login' }).click();
    // Held, and said so: nothing left the page, what was typed is still there.
    await expect(form.getByText('The page is still loading')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue(DEMO_CUSTOMER.password);
    expect(page.url()).toBe(`${baseURL}/login`);

    scripts.release();
    await seeToast(page, messages.loginSuccess);
    await expect(accountMenuButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    expect(urls.filter((url) => url.includes(DEMO_CUSTOMER.password) || url.includes('password='))).toEqual(
      [],
    );
    await context.close();
  });

  test('a contact form typed meanwhile keeps every word when the code arrives, and is sent', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, scripts } = await typeContactMessage(
      browser,
      baseURL,
      'karim-typed-early@e2e.example',
      'Typed while the page was loading',
    );

    scripts.release();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByLabel('Message')).toHaveValue('Typed while the page was loading');
    await page.getByRole('button', { name: 'Submit' }).click();
    await seeToast(page, messages.contactSuccess);
    await context.close();
  });

  test('a contact form sent meanwhile is posted as it stands if the code never comes', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, scripts } = await typeContactMessage(
      browser,
      baseURL,
      'karim-noscript@e2e.example',
      'Sent while the page was loading',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The page is still loading')).toBeVisible();

    scripts.fail();
    await expect(page.getByRole('status').filter({ hasText: messages.contactSuccess })).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/contactus`);
    await context.close();
  });
});
