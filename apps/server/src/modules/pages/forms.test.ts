import { endpoints, endpointUrl, format, messages, POSTED_FORM_ID, type PostedForm } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { fr } from '@shop/shared/i18n/fr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { signUp } from '../accounts/testing.js';
import { makeWebBuild } from './test-web-build.js';

/**
 * The pages' forms posted without the page's code (issue 45, decision 085): the server completes the
 * contact form and the reset-link request through the API (same schema, rules and limits, the answer in
 * the page's language), says that signing in needs the code, and never sends a password back. A stand-in
 * renderer writes what it was given; the real one is `apps/web/src/entry-server.forms.test.tsx`, the
 * browser's side e2e `forms-without-code.spec.ts`.
 */
const RENDERER = `
export async function render(url, get, posted) {
  return { html: '<main>' + url + '</main>', head: '', state: {}, title: 'Shop' };
}
`;

const LIMIT = 4;
let smtp: SmtpReceiver;
let t: TestApp;
let web: Awaited<ReturnType<typeof makeWebBuild>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  web = await makeWebBuild(RENDERER);
  t = await createTestApp({
    WEB_DIST: web.webDist,
    SMTP_URL: smtp.url,
    SHOP_EMAIL: 'shop@mira.example',
    PUBLIC_URL: 'https://shop.example',
    AUTH_RATE_LIMIT: String(LIMIT),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await web.remove();
});

let nextAddress = 1;
/** Each test from its own client address: the rate limits are per address. */
const newAddress = () => `10.45.0.${nextAddress++}`;

function post(
  url: string,
  fields: Record<string, string>,
  options: { address?: string; headers?: object } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: options.address ?? newAddress(),
  });
}

/** The form's answer the page carries for the app. */
function postedIn(html: string): PostedForm | undefined {
  const json = new RegExp(`<script type="application/json" id="${POSTED_FORM_ID}">(.*?)</script>`, 's').exec(
    html,
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

const CONTACT = {
  _form: 'contact',
  firstName: 'Rana',
  lastName: 'Haddad',
  email: 'rana@example.com',
  phoneNumber: '+961 3 123 456',
  message: 'Sent with scripts off',
};

const messageCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

describe('the contact form posted without the page’s code', () => {
  it('is sent as the API sends it, and the page says so in its language, the form empty again', async () => {
    for (const [prefix, words] of [
      ['', { messages }],
      ['/ar', ar],
      ['/fr', fr],
    ] as const) {
      const before = await messageCount();
      const mails = smtp.inbox.length;
      const res = await post(`${prefix}/contactus`, {
        ...CONTACT,
        message: `Scripts off at ${prefix || '/'}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain(`<main>${prefix}/contactus</main>`);
      expect(postedIn(res.body)).toEqual({
        form: 'contact',
        values: {},
        outcome: { status: 200, message: words.messages.contactSuccess },
      });
      expect(await messageCount()).toBe(before + 1);
      expect(smtp.inbox.length).toBe(mails + 1);
      expect(smtp.inbox.at(-1)?.raw).toContain(`Scripts off at ${prefix || '/'}`);
    }
  });

  it('is refused by the same schema: what was typed comes back, with each refused field’s message', async () => {
    const before = await messageCount();
    const res = await post('/fr/contactus', { ...CONTACT, firstName: 'R', email: 'rana@' });
    expect(res.statusCode).toBe(400);
    expect(postedIn(res.body)).toEqual({
      form: 'contact',
      values: { ...CONTACT, _form: undefined, firstName: 'R', email: 'rana@' },
      outcome: {
        status: 400,
        message: fr.messages.tooShort,
        fieldErrors: { firstName: messages.tooShort, email: messages.invalidEmail },
      },
    });
    expect(await messageCount()).toBe(before);
  });

  it('shares the API’s rate limit: sent either way, the same address gets the same number of messages', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT; i++) {
      const api = await t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.contact.send),
        payload: { ...CONTACT, _form: undefined },
        remoteAddress: address,
      });
      expect(api.statusCode).toBe(200);
    }
    const before = await messageCount();
    const res = await post('/contactus', CONTACT, { address });
    expect(res.statusCode).toBe(429);
    expect(postedIn(res.body)?.outcome).toMatchObject({ status: 429 });
    expect(postedIn(res.body)?.values).toMatchObject({ message: CONTACT.message });
    expect(await messageCount()).toBe(before);
    // The page's own route is limited as much, whatever it is sent.
    const other = newAddress();
    for (let i = 0; i < LIMIT; i++)
      await post('/login', { _form: 'signIn', email: 'a@b.co' }, { address: other });
    expect((await post('/login', { _form: 'signIn', email: 'a@b.co' }, { address: other })).statusCode).toBe(
      429,
    );
  });

  it('is refused when another site’s page sends it', async () => {
    const before = await messageCount();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://attacker.example' }]) {
      expect((await post('/contactus', CONTACT, { headers })).statusCode).toBe(403);
    }
    expect(await messageCount()).toBe(before);
    // The shop's own pages, by its public address or the one it was reached at, may.
    for (const origin of ['https://shop.example', 'http://localhost:80']) {
      const res = await post('/contactus', CONTACT, { headers: { origin, host: 'localhost:80' } });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('the reset-link request posted without the page’s code', () => {
  it('mails the link and says so on the page, in its language', async () => {
    const { user } = await signUp(t.app);
    const mails = smtp.inbox.length;
    const res = await post('/ar/password/forgot', { _form: 'forgotPassword', email: user.email });
    expect(res.statusCode).toBe(200);
    expect(postedIn(res.body)?.outcome).toEqual({
      status: 200,
      message: format(ar.messages.forgotSent, { email: user.email }),
    });
    expect(smtp.inbox.length).toBe(mails + 1);
    // In the account's language (it signed up from an English page).
    expect(smtp.inbox.at(-1)?.raw).toContain('https://shop.example/password/reset/');
  });
});

describe('forms only the app can complete', () => {
  it('say they need the page’s code, keep what was typed and never send a password back', async () => {
    const password = 'Never-Echoed-7';
    for (const [url, fields] of [
      ['/login?redirect=%2Fcart', { _form: 'signIn', email: 'rana@example.com', password }],
      ['/fr/register', { _form: 'signUp', name: 'Rana', email: 'rana@example.com', password }],
      ['/register', { _form: 'signIn', email: 'rana@example.com', password }],
      ['/ar/password/reset/a-token', { _form: 'resetPassword', password, confirmPassword: password }],
    ] as const) {
      const res = await post(url, fields);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain(password);
      const { password: _, confirmPassword: __, _form: form, ...kept } = fields as Record<string, string>;
      expect(postedIn(res.body)).toEqual({ form, values: kept, outcome: { needsCode: true } });
    }
  });

  it('answers a form the page does not have with the page itself', async () => {
    for (const [url, form] of [
      ['/login', 'contact'],
      ['/contactus', '__proto__'],
      ['/contactus', 'constructor'],
      ['/products', 'signIn'],
    ] as const) {
      const res = await post(url, { _form: form, email: 'a@b.co', password: 'x' });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe(url);
    }
  });

  it('leaves the API’s unknown paths as they were', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/nothing', payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Route POST /api/v1/nothing not found' });
    // The API still takes JSON only: a form sent to it is refused, not read.
    const form = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.contact.send),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...CONTACT, _form: '' }).toString(),
    });
    expect(form.statusCode).toBe(415);
  });
});
