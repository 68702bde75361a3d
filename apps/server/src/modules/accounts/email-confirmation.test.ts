import { endpoints, endpointUrl, format, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { checkout, insertProduct, orderBody } from '../orders/test-fixture.js';
import { confirmationToken } from './email-confirmation.js';
import { signUp, type TestUser } from './testing.js';

/** ORDERS_REQUIRE_CONFIRMED_EMAIL: the first order waits for the mailed link to be opened. */

const PUBLIC_URL = 'https://shop.example';
const LINK = /https:\/\/shop\.example\/confirm-email\/([\w.-]+)/;

let smtp: SmtpReceiver;
let t: TestApp;
let line: { product: string; size: string; color: string; quantity: number }[];
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, ORDERS_REQUIRE_CONFIRMED_EMAIL: 'true' });
  const product = await insertProduct(t.db, { options: [{ size: 'M', color: 'Red', quantity: 50 }] });
  line = [{ product: product.id, size: 'M', color: 'Red', quantity: 1 }];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (user: TestUser) => smtp.inbox.filter((mail) => mail.to.includes(user.user.email));
const confirm = (token: string) =>
  t.app.inject({ method: 'PUT', url: endpointUrl(endpoints.accounts.confirmEmail, { params: { token } }) });
/** Until `count` mails reached `user` (the refusal's mail goes out after the answer, on its own time). */
const mailed = (user: TestUser, count: number) =>
  expect.poll(() => mailsTo(user).length, { timeout: 15_000 }).toBe(count);
const askForLink = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.accounts.sendEmailConfirmation),
    headers: user.headers,
    payload: {},
  });

describe(`e-mail confirmation before the first order on ${testDatabaseKind}`, () => {
  it('refuses the first order until the mailed link is opened, then takes it', async () => {
    const shopper = await signUp(t.app, { name: 'Hala' });
    const refused = await checkout(t.app, shopper.headers, orderBody(line));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: messages.emailNotConfirmed });
    await mailed(shopper, 1);
    const mail = mailsTo(shopper)[0];
    expect(mail?.raw).toContain('Hello Hala,');
    const token = mail?.raw.match(LINK)?.[1] ?? '';

    // Refused again within the minute: no second mail, and asking for one says to wait.
    expect((await checkout(t.app, shopper.headers, orderBody(line))).statusCode).toBe(403);
    const wait = await askForLink(shopper);
    expect(wait.statusCode).toBe(429);
    expect(wait.json()).toEqual({ success: false, message: messages.confirmEmailWait });
    expect(mailsTo(shopper)).toHaveLength(1);

    const confirmed = await confirm(token);
    expect(confirmed.json()).toEqual({ success: true, message: messages.emailConfirmed });
    expect((await checkout(t.app, shopper.headers, orderBody(line))).statusCode).toBe(201);
    // Opening it twice does no harm; asking again says it is done.
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await askForLink(shopper)).json()).toEqual({
      success: true,
      message: messages.emailAlreadyConfirmed,
    });
  });

  it('answers a revoked token 401, as the checkout would, and mails nothing', async () => {
    const shopper = await signUp(t.app, { password: 'first-password' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.updatePassword, { params: { userId: shopper.user._id } }),
      headers: shopper.headers,
      payload: { oldPassword: 'first-password', password: 'second-password' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await checkout(t.app, shopper.headers, orderBody(line));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.loginRequired });
    expect(mailsTo(shopper)).toHaveLength(0);
  });

  it('mails a link when asked, and says where it went', async () => {
    const shopper = await signUp(t.app);
    const res = await askForLink(shopper);
    expect(res.json()).toEqual({
      success: true,
      message: format(messages.confirmEmailSent, { email: shopper.user.email }),
    });
    await mailed(shopper, 1);
  });

  it('refuses a forged, altered, expired or foreign link, confirming nothing', async () => {
    const shopper = await signUp(t.app);
    const account = { id: shopper.user._id, email: shopper.user.email };
    const valid = confirmationToken(TEST_JWT_SECRET, account);
    const [, mac] = valid.split('.');
    const stranger = await signUp(t.app);
    const [strangerBody] = confirmationToken(TEST_JWT_SECRET, {
      id: stranger.user._id,
      email: stranger.user.email,
    }).split('.');
    const bad = [
      confirmationToken('another-secret-that-is-long-enough-0123456789', account),
      `${strangerBody}.${mac}`,
      confirmationToken(TEST_JWT_SECRET, account, Date.now() - 49 * 3_600_000),
      confirmationToken(TEST_JWT_SECRET, { ...account, email: 'someone-else@example.com' }),
      `${valid}x`,
      'nonsense',
    ];
    for (const token of bad) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.confirmEmailInvalid });
    }
    expect((await checkout(t.app, shopper.headers, orderBody(line))).statusCode).toBe(403);
  });

  it('is off by default: an unconfirmed account orders', async () => {
    const shop = await createTestApp();
    try {
      const product = await insertProduct(shop.db, { options: [{ size: 'M', color: 'Red', quantity: 5 }] });
      const shopper = await signUp(shop.app);
      const lines = [{ product: product.id, size: 'M', color: 'Red', quantity: 1 }];
      expect((await checkout(shop.app, shopper.headers, orderBody(lines))).statusCode).toBe(201);
    } finally {
      await shop.close();
    }
  });
});
