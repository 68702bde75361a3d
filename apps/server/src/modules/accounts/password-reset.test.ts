import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { endpoints, endpointUrl, format, mailWords, messages } from '@shop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { RESET_MAILS_PER_HOUR } from './service.js';
import { bearer, logIn, signUp } from './testing.js';

const PUBLIC_URL = 'https://shop.example';
const LINK = /https:\/\/shop\.example(?:\/ar|\/fr)?\/password\/reset\/([A-Za-z0-9_-]+)/;

let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: endpointUrl(endpoints.accounts.forgotPassword), payload: { email } });

const reset = (token: string, password: string, confirmPassword = password) =>
  t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.accounts.resetPassword, { params: { token } }),
    payload: { password, confirmPassword },
  });

/** Asks for a reset of `email` and returns the token from the mail that arrived. */
async function resetTokenFor(email: string): Promise<string> {
  const before = smtp.inbox.length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = smtp.inbox[before];
  const token = mail?.raw.match(LINK)?.[1];
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return token;
}

describe("the account's language", () => {
  const register = (email: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.register),
      headers: { 'accept-language': language },
      payload: { name: 'Rana', email, password: 'secret-password' },
    });
  const login = (email: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.login),
      headers: { 'accept-language': language },
      payload: { email, password: 'secret-password' },
    });
  const lastMail = () => smtp.inbox.at(-1)?.raw ?? '';

  it('writes the reset mail in the language the account signed up or last signed in from, not the asking page', async () => {
    const email = 'rana-language@example.com';
    expect((await register(email, 'ar')).statusCode).toBe(201);
    await resetTokenFor(email);
    expect(lastMail()).toContain(format(mailWords.ar.hello, { name: 'Rana' }));
    expect(lastMail()).toContain(`${PUBLIC_URL}/ar/password/reset/`);

    expect((await login(email, 'fr')).statusCode).toBe(200);
    await resetTokenFor(email);
    expect(lastMail()).toContain(mailWords.fr.resetNotYou);
    expect(lastMail()).toContain(`${PUBLIC_URL}/fr/password/reset/`);

    // A wrong password from an English page changes nothing.
    const refused = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.login),
      headers: { 'accept-language': 'en' },
      payload: { email, password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    await resetTokenFor(email);
    expect(lastMail()).toContain(mailWords.fr.resetNotYou);
  });
});

describe('forgot password → e-mail → reset → login', () => {
  it('resets the password through the mailed link and retires the old session', async () => {
    const user = await signUp(t.app, { name: 'Nour', email: 'nour@example.com', password: 'first-password' });

    const res = await forgot('  NOUR@example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: format(messages.forgotSent, { email: 'nour@example.com' }),
    });
    const mail = smtp.inbox.at(-1);
    expect(mail?.to).toEqual(['nour@example.com']);
    expect(mail?.raw).toContain('Hello Nour,');
    const token = mail?.raw.match(LINK)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);

    const done = await reset(token, 'second-password');
    expect(done.statusCode).toBe(200);
    const session = done.json();
    expect(session.user).toEqual(user.user);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: endpointUrl(endpoints.accounts.me),
          headers: bearer(session.token),
        })
      ).statusCode,
    ).toBe(200);

    const old = await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.accounts.me),
      headers: user.headers,
    });
    expect(old.statusCode).toBe(401);
    await expect(logIn(t.app, 'nour@example.com', 'first-password')).rejects.toThrow(/401/);
    await expect(logIn(t.app, 'nour@example.com', 'second-password')).resolves.toBeTruthy();

    const again = await reset(token, 'third-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: messages.resetTokenInvalid });
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const before = smtp.inbox.length;
    const res = await forgot('ghost@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: format(messages.forgotSent, { email: 'ghost@example.com' }),
    });
    expect(smtp.inbox.length).toBe(before);
  });

  it('asks for the e-mail when it is blank', async () => {
    const res = await forgot(' ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Fill the email field' });
  });
});

describe('reset tokens', () => {
  it('work for 30 minutes and no longer', async () => {
    const user = await signUp(t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    const early = await resetTokenFor(user.user.email);
    const late = await resetTokenFor(user.user.email);

    vi.setSystemTime(Date.now() + 31 * 60_000);
    const expired = await reset(late, 'new-password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.resetTokenInvalid);

    vi.setSystemTime(Date.now() - 2 * 60_000);
    expect((await reset(early, 'new-password')).statusCode).toBe(200);
  });

  it('all die when the password changes, so an older link cannot undo a newer reset', async () => {
    const user = await signUp(t.app);
    const first = await resetTokenFor(user.user.email);
    const second = await resetTokenFor(user.user.email);
    expect((await reset(second, 'new-password')).statusCode).toBe(200);
    expect((await reset(first, 'other-password')).json().message).toBe(messages.resetTokenInvalid);
  });

  it('are refused when made up', async () => {
    const res = await reset('not-a-real-token', 'new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.resetTokenInvalid);
  });

  it.each([
    ['12345', '12345', messages.passwordTooShort],
    ['new-password', 'new-passw0rd', messages.passwordsDontMatch],
  ])('check the new password first: %s / %s → %s', async (password, confirmPassword, message) => {
    const user = await signUp(t.app);
    const token = await resetTokenFor(user.user.email);
    const res = await reset(token, password, confirmPassword);
    expect(res.json()).toEqual({ success: false, message });
    // The refused attempt did not use the token up.
    expect((await reset(token, 'good-password')).statusCode).toBe(200);
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail to DATA_DIR/outbox as an .eml file', async () => {
    const local = await createTestApp({ PUBLIC_URL });
    try {
      const user = await signUp(local.app);
      await local.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.accounts.forgotPassword),
        payload: { email: user.user.email },
      });
      const outbox = path.join(local.dataDir, 'outbox');
      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(eml).toContain(`To: ${user.user.email}`);
      expect(eml.replace(/=\r?\n/g, '')).toMatch(LINK);
    } finally {
      await local.close();
    }
  });

  it('mails one account at most RESET_MAILS_PER_HOUR resets an hour, whatever the addresses, answering alike', async () => {
    await signUp(t.app, { name: 'Hala', email: 'hala@example.com' });
    const mailsToHala = () => smtp.inbox.filter((mail) => mail.to.includes('hala@example.com')).length;
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.accounts.forgotPassword),
        payload: { email: 'hala@example.com' },
        remoteAddress: `10.3.0.${i + 1}`,
      });
      expect(res.json()).toEqual({
        success: true,
        message: format(messages.forgotSent, { email: 'hala@example.com' }),
      });
    }
    await vi.waitFor(() => expect(mailsToHala()).toBe(RESET_MAILS_PER_HOUR));
    expect(mailsToHala()).toBe(RESET_MAILS_PER_HOUR);
  });
});
