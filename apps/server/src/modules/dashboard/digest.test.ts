import { createServer } from 'node:net';
import { endpoints, endpointUrl, format, mailWords, messages, type NewOrderResponse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/helper.js';
import type { ReadMail } from '../../test/mail-parts.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { saveUserLocale } from '../accounts/index.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { checkout, insertProduct, orderBody, placedAt } from '../orders/test-fixture.js';
import { setRate } from '../settings/index.js';
import { dayBefore } from './digest.js';
import { scheduleDigest } from './digest-schedule.js';

const SHOP = {
  SHOP_NAME: 'Mira Home & Fashion',
  SHOP_EMAIL: 'owner@mira-shop.example',
  SHOP_PHONE: '+961 1 234 567',
};
const PUBLIC_URL = 'https://shop.example';

/** Beirut is UTC+2 in early March: 07:30 UTC is 09:30 there. */
const at = (iso: string) => () => new Date(iso);

let smtp: SmtpReceiver;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ ...SHOP, PUBLIC_URL, SMTP_URL: smtp.url });
  admin = await signUpAdmin(t.app, t.db);
  await setRate(t.db, 'deliveryRate', 100_000);
  const shopper = await signUp(t.app, { name: 'Maya' });
  const robe = await insertProduct(t.db, {
    name: 'Digest Robe',
    price: 1_000_000,
    options: [
      { size: 'M', color: 'Red', quantity: 20 },
      { size: 'L', color: 'Pink', quantity: 2 },
    ],
  });
  const place = async (quantity: number) => {
    const res = await checkout(
      t.app,
      shopper.headers,
      orderBody([{ product: robe.id, size: 'M', color: 'Red', quantity }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<NewOrderResponse>().order;
  };
  // Yesterday: two orders (2,100,000 and 1,100,000), one of them cancelled since; today: one more.
  const [kept, cancelled] = [await place(2), await place(1)];
  for (const order of [kept, cancelled]) await placedAt(t.db, order._id, '-12 hours');
  await t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.orders.setStatus, { params: { id: cancelled._id } }),
    headers: admin.headers,
    payload: { status: 'Cancelled' },
  });
  await place(1);
  await t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.contact.send),
    payload: {
      firstName: 'Rana',
      lastName: 'Haddad',
      email: 'rana@example.com',
      phoneNumber: '03 123 456',
      message: 'Do you have the robe in blue?\nThanks',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const digestsTo = () =>
  smtp.inbox.filter((mail) => mail.to.includes(SHOP.SHOP_EMAIL)).map((mail) => mail.read);
const isDigest = (mail: ReadMail) => !mail.subject.includes('contact');

describe('POST /admin/digest', () => {
  it("sends the digest now, in the asking admin's language, with yesterday's figures and what waits", async () => {
    const before = digestsTo().filter(isDigest).length;
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.dashboard.digest),
      // A bare POST, as an outside client sends it (no body, no content type).
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(format(messages.digestSent, { email: SHOP.SHOP_EMAIL }));
    // The answer came once the mail server had it.
    const digests = digestsTo().filter(isDigest);
    expect(digests).toHaveLength(before + 1);
    const { subject, text, html } = digests.at(-1) as ReadMail;
    expect(subject).toMatch(/^Mira Home & Fashion: the shop on \d{1,2} [A-Z][a-z]+ \d{4}$/);
    for (const row of [
      'Orders placed: 2',
      'Sales: 2,100,000 LBP',
      'Cancelled or returned: 1',
      'Waiting to be shipped: 2',
      'With the driver: 0',
      'Low stock (3 pieces or fewer)',
      'Digest Robe (L, Pink): 2 pieces left',
      'Messages waiting for an answer (1)',
      '- Rana Haddad: Do you have the robe in blue? Thanks',
      `Open the admin: ${PUBLIC_URL}/admin/dashboard`,
    ]) {
      expect(text).toContain(row);
    }
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it('writes it in Arabic for an Arabic page, the shop name last in the subject', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.dashboard.digest),
      headers: { ...admin.headers, 'accept-language': 'ar' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const { subject, text, html } = digestsTo().filter(isDigest).at(-1) as ReadMail;
    expect(subject).toMatch(/^المتجر يوم .+ – Mira Home & Fashion$/);
    expect(text).toContain(`${mailWords.ar.digestSales}: 2,100,000 ل.ل.`);
    expect(text).toContain('\u2068Digest Robe\u2069 (L، زهري): بقيت قطعتان');
    expect(text).not.toMatch(/Pink|LBP|Orders/);
    expect(html).toContain('dir="rtl"');
  });

  it('answers 502 with a message when the mail server does not take it', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const broken = await createTestApp({ ...SHOP, SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const owner = await signUpAdmin(broken.app, broken.db);
      const res = await broken.app.inject({
        method: 'POST',
        url: endpointUrl(endpoints.dashboard.digest),
        headers: owner.headers,
        payload: {},
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, message: messages.digestFailed });
      // The morning's tick gives the day back for another try.
      const schedule = scheduleDigest(broken.app, {
        hour: 8,
        clock: at('2026-03-05T07:30:00Z'),
        auto: false,
      });
      expect(await schedule.tick()).toBe('failed');
      expect(await broken.db.selectFrom('digest_days').select('day').execute()).toEqual([]);
      await schedule.stop();
    } finally {
      await broken.close();
    }
  });
});

describe('the morning digest with two server processes on one database', () => {
  it('is sent by exactly one of them, once a day, from DIGEST_HOUR on (Beirut)', async () => {
    const sibling = await createSiblingApp(t);
    const ticking = (clock: () => Date) => [
      scheduleDigest(t.app, { hour: 8, clock, auto: false }),
      scheduleDigest(sibling.app, { hour: 8, clock, auto: false }),
    ];
    const before = digestsTo().filter(isDigest).length;
    try {
      // 06:00 in Beirut: too early for both.
      const early = ticking(at('2026-03-05T04:00:00Z'));
      expect(await Promise.all(early.map((s) => s.tick()))).toEqual(['early', 'early']);
      // 09:30: both tick at the same moment; one sends, the other finds the day taken.
      const morning = ticking(at('2026-03-05T07:30:00Z'));
      expect((await Promise.all(morning.map((s) => s.tick()))).sort()).toEqual(['sent', 'taken']);
      expect(await Promise.all(morning.map((s) => s.tick()))).toEqual(['settled', 'settled']);
      // A process started later that day finds it taken too.
      const late = ticking(at('2026-03-05T18:00:00Z'));
      expect(await Promise.all(late.map((s) => s.tick()))).toEqual(['taken', 'taken']);
      // The next morning, one more.
      const next = ticking(at('2026-03-06T06:05:00Z'));
      expect((await Promise.all(next.map((s) => s.tick()))).sort()).toEqual(['sent', 'taken']);
      for (const schedule of [...early, ...morning, ...late, ...next]) await schedule.stop();
    } finally {
      await sibling.close();
    }
    const digests = digestsTo().filter(isDigest).slice(before);
    expect(digests).toHaveLength(2);
    // Each tells the day before its morning, in the owner's language (the shop's admin, English here).
    expect(digests[0]?.subject).toBe('Mira Home & Fashion: the shop on 4 March 2026');
    expect(digests[1]?.subject).toBe('Mira Home & Fashion: the shop on 5 March 2026');
  });

  it("is written in the owner's language: the admin with the shop's address, else the first admin", async () => {
    await saveUserLocale(t.db, admin.user._id, 'fr');
    try {
      const schedule = scheduleDigest(t.app, { hour: 8, clock: at('2026-03-10T07:30:00Z'), auto: false });
      expect(await schedule.tick()).toBe('sent');
      expect(digestsTo().filter(isDigest).at(-1)?.subject).toBe(
        'Mira Home & Fashion\u00a0: la boutique le 9 mars 2026',
      );
    } finally {
      await saveUserLocale(t.db, admin.user._id, 'en');
    }
  });
});

describe('dayBefore', () => {
  it('counts back across months and years', () => {
    expect(['2026-03-01', '2026-01-01', '2024-03-01'].map(dayBefore)).toEqual([
      '2026-02-28',
      '2025-12-31',
      '2024-02-29',
    ]);
  });
});
