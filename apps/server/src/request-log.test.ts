import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from './lib/log-redaction.js';
import { signUp } from './modules/accounts/testing.js';
import { makeWebBuild } from './modules/pages/test-web-build.js';
import { createTestApp, type TestApp } from './test/helper.js';
import { type SmtpReceiver, startSmtpReceiver } from './test/smtp-receiver.js';

/**
 * The request log keeps no secret (issue 45, decision 086): the server's own log stream, captured at
 * `info` while passwords and tokens travel in bodies, paths and query strings, holds none of them.
 */

const PUBLIC_URL = 'https://shop.example';
const LINK = /https:\/\/shop\.example(?:\/ar|\/fr)?\/(?:password\/reset|confirm-email)\/([A-Za-z0-9_%.~-]+)/;

let smtp: SmtpReceiver;
let t: TestApp;
let web: Awaited<ReturnType<typeof makeWebBuild>>;
const log: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  web = await makeWebBuild();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL, LOG_LEVEL: 'info', WEB_DIST: web.webDist },
    { logStream: { write: (line) => void log.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await web.remove();
});

/** The token of the last mail's link (password reset or e-mail confirmation). */
function lastLinkToken(): string {
  const token = smtp.inbox.at(-1)?.raw.match(LINK)?.[1];
  if (!token) throw new Error('no link was mailed');
  return decodeURIComponent(token);
}

describe('the request log', () => {
  it('holds no password or token, in a body, a path or a query', async () => {
    const password = 'Pa55word-in-a-body';
    const user = await signUp(t.app, { password });
    const { email } = user.user;
    const login = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.login),
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);

    // The page a form sent before its code arrived used to ask for (a GET with the password in it).
    const queryPassword = 'typed-Into-The-Url-9';
    for (const prefix of ['', '/ar', '/fr']) {
      const page = await t.app.inject({
        method: 'GET',
        url: `${prefix}/login?email=${encodeURIComponent(email)}&password=${queryPassword}&confirmPassword=${queryPassword}`,
      });
      expect(page.statusCode).toBe(200);
    }
    await t.app.inject({
      method: 'GET',
      url: endpointUrl(endpoints.catalog.products, {
        query: { access_token: queryPassword, Token: queryPassword },
      }),
    });
    // The sign-in form posted without the page's code (decision 085).
    const posted = await t.app.inject({
      method: 'POST',
      url: '/fr/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _form: 'signIn', email, password }).toString(),
    });
    expect(posted.statusCode).toBe(200);

    // A password reset: the mailed token in the page's path and the API's, in each language.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: endpointUrl(endpoints.accounts.forgotPassword),
          payload: { email },
        })
      ).statusCode,
    ).toBe(200);
    const resetToken = lastLinkToken();
    for (const url of [
      `/password/reset/${resetToken}`,
      `/ar/password/reset/${resetToken}`,
      `/FR/Password/Reset/${resetToken}?x=1`,
      `/password/%72eset/${resetToken}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    const newPassword = 'New-Pa55word-after-reset';
    const reset = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.resetPassword, { params: { token: resetToken } }),
      payload: { password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const { token: session } = reset.json<{ token: string }>();

    // An e-mail confirmation link: the page, and the API call it makes.
    const ask = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.sendEmailConfirmation),
      headers: { authorization: `Bearer ${session}` },
      payload: {},
    });
    expect(ask.statusCode).toBe(200);
    const confirmToken = lastLinkToken();
    await t.app.inject({ method: 'GET', url: `/confirm-email/${confirmToken}` });
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.accounts.confirmEmail, { params: { token: confirmToken } }),
    });
    expect(confirmed.statusCode).toBe(200);

    // Whatever the server logs of an object (a body, headers) loses its secret keys too.
    t.app.log.info({ body: { email, password }, headers: { authorization: `Bearer ${session}` } }, 'a body');

    const text = log.join('');
    for (const secret of [
      password,
      queryPassword,
      resetToken,
      newPassword,
      confirmToken,
      session,
      user.token,
    ]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(encodeURIComponent(secret));
    }
    // The requests are in the log, their secrets redacted.
    expect(text).toContain(`"url":"/ar/login?email=${encodeURIComponent(email)}&password=${REDACTED}`);
    expect(text).toContain(`"url":"/password/reset/${REDACTED}"`);
    // The logged URLs as written, the token replaced (not encoded as a built URL would have it).
    expect(text).toContain(`"url":"/api/v1/password/reset/${REDACTED}"`);
    expect(text).toContain(`"url":"/api/v1/confirm-email/${REDACTED}"`);
    expect(text).toContain(`"password":"${REDACTED}"`);
  });
});
