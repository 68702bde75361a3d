import { endpoints, endpointUrl, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { saveUserLocale } from '../accounts/index.js';
import { signUpAdmin, type TestUser } from '../accounts/testing.js';
import { CONTACT_MAILS_PER_HOUR } from './routes.js';

let smtp: SmtpReceiver;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, SHOP_EMAIL: 'shop@mira.example' });
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const valid = {
  firstName: 'Rana',
  lastName: 'Haddad',
  email: 'rana@example.com',
  phoneNumber: '+961 3 123 456',
  message: 'Do you have the robe in XL?',
};

const contact = (payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: endpointUrl(endpoints.contact.send), payload });
const inbox = (headers = admin.headers, query = '') =>
  t.app.inject({ url: `${endpointUrl(endpoints.contact.messages)}${query}`, headers });

describe('POST /contactUs', () => {
  it('saves the message and mails it to the shop, replying to the sender', async () => {
    const res = await contact({ ...valid, firstName: '  Rana ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.contactSuccess });
    const mail = smtp.inbox.at(-1);
    expect(mail?.to).toEqual(['shop@mira.example']);
    expect(mail?.raw).toMatch(/^Reply-To: rana@example\.com/m);
    expect(mail?.raw).toContain('Do you have the robe in XL?');
    expect(mail?.raw).toContain('+961 3 123 456');
    const { messages: list } = (await inbox()).json();
    expect(list[0]).toMatchObject({ ...valid, handled: false });
  });

  it("writes the shop's copy in the owner's language, whatever the sender's", async () => {
    expect(smtp.inbox.at(-1)?.read.subject).toBe('Mira contact: Rana Haddad');
    await saveUserLocale(t.db, admin.user._id, 'ar');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.contact.send),
        payload: valid,
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode).toBe(200);
      const { subject, text } = smtp.inbox.at(-1)?.read ?? { subject: '', text: '' };
      expect(subject).toBe('رسالة من Rana Haddad – Mira');
      expect(text).toContain('المرسل: Rana Haddad <rana@example.com>\nالهاتف: +961 3 123 456');
    } finally {
      await saveUserLocale(t.db, admin.user._id, 'en');
    }
  });

  it.each([
    [{ firstName: '' }, messages.firstNameRequired],
    [{ firstName: 'R' }, messages.tooShort],
    [{ firstName: 'R'.repeat(51) }, messages.tooLong],
    [{ lastName: ' ' }, messages.lastNameRequired],
    [{ lastName: 'H' }, messages.tooShort],
    [{ email: '' }, messages.requiredBang],
    [{ email: 'rana@' }, messages.invalidEmail],
    [{ phoneNumber: '' }, messages.phoneRequired],
    [{ message: '   ' }, messages.requiredBang],
  ])('refuses %j with its message (docs/product.md §15), saving nothing', async (change, message) => {
    const before = (await inbox()).json().messagesCount;
    const res = await contact({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await inbox()).json().messagesCount).toBe(before);
  });

  it('keeps the message when the mail cannot be sent', async () => {
    const offline = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await contact(valid, offline.app);
      expect(res.statusCode).toBe(200);
      const row = await offline.db.selectFrom('contact_messages').selectAll().executeTakeFirst();
      expect(row).toMatchObject({ first_name: 'Rana', message: valid.message });
    } finally {
      await offline.close();
    }
  });

  it('is rate-limited per IP like sign-in', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await contact(valid, limited.app)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('contact mails', () => {
  it('stop at CONTACT_MAILS_PER_HOUR an hour from all addresses together; the messages are still saved', async () => {
    const shop = await createTestApp({ SMTP_URL: smtp.url, SHOP_EMAIL: 'flooded@mira.example' });
    try {
      const mailed = () => smtp.inbox.filter((mail) => mail.to.includes('flooded@mira.example')).length;
      for (let i = 0; i <= CONTACT_MAILS_PER_HOUR; i++) {
        const res = await shop.app.inject({
          method: 'POST',
          url: endpointUrl(endpoints.contact.send),
          payload: valid,
          remoteAddress: `10.0.${Math.floor(i / 200)}.${i % 200}`,
        });
        expect(res.json()).toEqual({ success: true, message: messages.contactSuccess });
      }
      const saved = await shop.db
        .selectFrom('contact_messages')
        .select(shop.db.fn.countAll().as('n'))
        .executeTakeFirst();
      expect(Number(saved?.n)).toBe(CONTACT_MAILS_PER_HOUR + 1);
      await expect.poll(mailed).toBe(CONTACT_MAILS_PER_HOUR);
    } finally {
      await shop.close();
    }
  });
});

describe('the admin Messages tab', () => {
  it('lists newest first with the unread count, and marks messages handled', async () => {
    await contact({ ...valid, message: 'first of two' });
    await contact({ ...valid, message: 'second of two' });
    const page = (await inbox(admin.headers, '?page=1&pageSize=10')).json();
    expect(page.messages.slice(0, 2).map((m: { message: string }) => m.message)).toEqual([
      'second of two',
      'first of two',
    ]);
    const unread = page.unread;
    expect(unread).toBe(page.messagesCount);

    const id = page.messages[0]._id;
    const mark = (handled: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(endpoints.contact.setHandled, { params: { id } }),
        headers: admin.headers,
        payload: { handled },
      });
    const res = await mark(true);
    expect(res.statusCode).toBe(200);
    expect(res.json().contactMessage).toMatchObject({ _id: id, handled: true });
    expect((await inbox()).json().unread).toBe(unread - 1);
    expect((await mark(false)).json().contactMessage.handled).toBe(false);
    expect((await inbox()).json().unread).toBe(unread);

    expect((await mark('yes')).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(endpoints.contact.setHandled, {
        params: { id: '00000000-0000-4000-8000-000000000000' },
      }),
      headers: admin.headers,
      payload: { handled: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages the messages', async () => {
    for (let i = 0; i < 9; i++) await contact({ ...valid, message: `paging ${i}` });
    const all = (await inbox()).json();
    expect(all.messagesCount).toBeGreaterThan(10);
    const second = (await inbox(admin.headers, '?page=2&pageSize=10')).json();
    expect(all.messages).toHaveLength(Math.min(10, all.messagesCount));
    expect(second.messages).toHaveLength(Math.max(0, Math.min(10, all.messagesCount - 10)));
  });
});
