import { createServer } from 'node:net';
import {
  endpoints,
  endpointUrl,
  format,
  formatLbp,
  LOCALES,
  type Locale,
  localizedPath,
  mailWords,
  type NewOrderResponse,
  type NotifiedOrderStatus,
  type Order,
  type OrderStatus,
  paths,
} from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { fr } from '@shop/shared/i18n/fr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import type { ReadMail } from '../../test/mail-parts.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';
import { noticeStatusChanges } from './customer-notices.js';
import { checkout, insertProduct, orderBody, SHIPPING } from './test-fixture.js';

const SHOP = {
  SHOP_NAME: 'Mira Home & Fashion',
  SHOP_EMAIL: 'orders@mira-shop.example',
  SHOP_PHONE: '+961 1 234 567',
};
const PUBLIC_URL = 'https://shop.example';
const words = { en, ar, fr };
/** A name as an Arabic mail sets it apart from the words around it (first-strong isolate). */
const named = (locale: Locale, name: string) => (locale === 'ar' ? `\u2068${name}\u2069` : name);

async function shopWithAdmin(env: Record<string, string>): Promise<{ t: TestApp; admin: TestUser }> {
  const t = await createTestApp({ ...SHOP, PUBLIC_URL, ...env });
  await setRate(t.db, 'deliveryRate', 150_000);
  return { t, admin: await signUpAdmin(t.app, t.db) };
}

/** An order of two bath towels (One Size, White) placed from a page in `locale`. */
async function placeIn(t: TestApp, locale: Locale, phoneNumber = '03 123 456') {
  const shopper = await signUp(t.app, { name: 'Maya' });
  const product = await insertProduct(t.db, {
    name: 'Bamboo Towel',
    price: 300_000,
    options: [{ size: 'One Size', color: 'White', quantity: 5 }],
  });
  const res = await checkout(
    t.app,
    { ...shopper.headers, 'accept-language': locale },
    orderBody([{ product: product.id, size: 'One Size', color: 'White', quantity: 2 }], {
      shippingInfo: { ...SHIPPING, phoneNumber },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { shopper, product, order: res.json<NewOrderResponse>().order };
}

const move = (t: TestApp, admin: TestUser, order: Order, status: OrderStatus) =>
  t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.orders.setStatus, { params: { id: order._id } }),
    headers: admin.headers,
    payload: { status },
  });

/** The status mails `smtp` received for `order` (not its confirmation), oldest first. */
function statusMailsOf(smtp: SmtpReceiver, locale: Locale, order: Order): ReadMail[] {
  const subjects = Object.values(mailWords[locale].statusSubject).map((subject) =>
    format(subject, { shop: SHOP.SHOP_NAME, number: order.number }),
  );
  return smtp.inbox.map((mail) => mail.read).filter((mail) => subjects.includes(mail.subject));
}

describe('status mails on a real SMTP server', () => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    ({ t, admin } = await shopWithAdmin({ SMTP_URL: smtp.url }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it.each(LOCALES)(
    'writes Shipped, Delivered and Cancelled in the language the order was placed in (%s)',
    async (locale) => {
      const w = mailWords[locale];
      const { layout, vocab } = words[locale];
      const total = formatLbp(750_000, layout);
      const shipped = (await placeIn(t, locale)).order;
      const cancelled = (await placeIn(t, locale)).order;
      const moves: [Order, NotifiedOrderStatus][] = [
        [shipped, 'Shipped'],
        [shipped, 'Delivered'],
        [cancelled, 'Cancelled'],
      ];
      for (const [order, status] of moves) {
        const res = await move(t, admin, order, status);
        expect(res.statusCode, res.body).toBe(200);
      }
      await vi.waitFor(
        () =>
          expect([
            ...statusMailsOf(smtp, locale, shipped),
            ...statusMailsOf(smtp, locale, cancelled),
          ]).toHaveLength(3),
        { timeout: 10_000, interval: 50 },
      );
      const mails = [...statusMailsOf(smtp, locale, shipped), ...statusMailsOf(smtp, locale, cancelled)];
      for (const [order, status] of moves) {
        const subject = format(w.statusSubject[status], { shop: SHOP.SHOP_NAME, number: order.number });
        const mail = mails.find((m) => m.subject === subject);
        expect(mail, subject).toBeDefined();
        const { text, html } = mail as ReadMail;
        expect(text).toContain(format(w.hello, { name: named(locale, 'Maya') }));
        expect(text).toContain(format(w.statusNews[status], { number: order.number }));
        expect(text).toContain(format(w.statusNext[status], { total, phone: SHOP.SHOP_PHONE }));
        // Its lines, with the size and colour in the order's language, and the total.
        const line = format(w.orderLine, {
          name: named(locale, 'Bamboo Towel'),
          option: format(w.option, { size: vocab.sizes['One Size'], color: vocab.colors.White }),
          quantity: 2,
          price: formatLbp(300_000, layout),
        });
        expect(text).toContain(format(layout.field, { label: line, value: formatLbp(600_000, layout) }));
        expect(text).toContain(format(layout.field, { label: w.orderTotal, value: total }));
        expect(text).toContain(`${PUBLIC_URL}${localizedPath(locale, paths.order(order._id))}`);
        // The HTML part says the same in the language's direction.
        expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(html).toContain(`href="${PUBLIC_URL}${localizedPath(locale, paths.order(order._id))}"`);
      }
      if (locale !== 'en') {
        const everything = mails.map((mail) => mail.subject + mail.text).join('\n');
        expect(everything).not.toMatch(/One Size|White|Shipped|Delivered|Cancelled|,000 LBP/);
      }
    },
  );

  it('writes the Returned mail of a parcel refused at the door, in the order’s language', async () => {
    const { order } = await placeIn(t, 'fr');
    expect((await move(t, admin, order, 'Shipped')).statusCode).toBe(200);
    expect((await move(t, admin, order, 'Returned')).statusCode).toBe(200);
    await vi.waitFor(() => expect(statusMailsOf(smtp, 'fr', order)).toHaveLength(2), { timeout: 10_000 });
    const returned = statusMailsOf(smtp, 'fr', order).find((mail) =>
      mail.subject.endsWith('nous est revenue'),
    );
    expect(returned?.subject).toBe(
      `${SHOP.SHOP_NAME}\u00a0: votre commande ${order.number} nous est revenue`,
    );
    expect(returned?.text).toContain(format(mailWords.fr.statusNext.Returned, { phone: SHOP.SHOP_PHONE }));
  });

  it('writes the mail of the move it follows, though the order moved on before it was written', async () => {
    const { order } = await placeIn(t, 'en');
    const shippedAnswer = await move(t, admin, order, 'Shipped');
    expect(shippedAnswer.statusCode).toBe(200);
    const shipped: Order = shippedAnswer.json().order;
    expect((await move(t, admin, order, 'Delivered')).statusCode).toBe(200);
    await vi.waitFor(() => expect(statusMailsOf(smtp, 'en', order)).toHaveLength(2), { timeout: 10_000 });
    // The Shipped change's notice, run only now that the order is Delivered (as under load, when the
    // admin's second move commits before the first mail is written): it still writes "on its way".
    await noticeStatusChanges(t.app, [{ order: shipped, restocked: [] }]);
    const subjects = statusMailsOf(smtp, 'en', order).map((mail) => mail.subject);
    const onItsWay = format(mailWords.en.statusSubject.Shipped, {
      shop: SHOP.SHOP_NAME,
      number: order.number,
    });
    expect(subjects.filter((subject) => subject === onItsWay)).toHaveLength(2);
  });

  it('puts the cash to have ready in the Shipped mail, in Arabic digits as the shop writes them', async () => {
    const { order } = await placeIn(t, 'ar');
    expect((await move(t, admin, order, 'Shipped')).statusCode).toBe(200);
    await vi.waitFor(() => expect(statusMailsOf(smtp, 'ar', order)).toHaveLength(1), { timeout: 10_000 });
    const [mail] = statusMailsOf(smtp, 'ar', order);
    expect(mail?.subject).toBe(`طلبك رقم ${order.number} في الطريق إليك – ${SHOP.SHOP_NAME}`);
    expect(mail?.text).toContain('يرجى تحضير مبلغ 750,000 ل.ل. نقداً: سيتصل بك السائق قبل وصوله.');
  });
});

describe('one mail per change', () => {
  it('sends none for a move refused or to the status the order already has, and one per change', async () => {
    const smtp = await startSmtpReceiver();
    const { t, admin } = await shopWithAdmin({ SMTP_URL: smtp.url });
    let order: Order;
    try {
      ({ order } = await placeIn(t, 'fr'));
      expect((await move(t, admin, order, 'Shipped')).statusCode).toBe(200);
      expect((await move(t, admin, order, 'Shipped')).statusCode).toBe(409);
      expect((await move(t, admin, order, 'Processing')).statusCode).toBe(409);
      const [first, second] = await Promise.all([
        move(t, admin, order, 'Delivered'),
        move(t, admin, order, 'Delivered'),
      ]);
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
      expect((await move(t, admin, order, 'Cancelled')).statusCode).toBe(409);
    } finally {
      // The server's close waits for every mail it had to send.
      await t.close();
      await smtp.close();
    }
    // The pool's connections may deliver them in either order.
    const subjects = statusMailsOf(smtp, 'fr', order).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual([
      `${SHOP.SHOP_NAME}\u00a0: votre commande ${order.number} a été livrée`,
      `${SHOP.SHOP_NAME}\u00a0: votre commande ${order.number} est en route`,
    ]);
  });
});

describe('an unreachable mail server', () => {
  it('never holds or fails the admin: the status changes, and the failure is logged', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const { t, admin } = await shopWithAdmin({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const logged = vi.spyOn(t.app.log, 'error');
      const { order } = await placeIn(t, 'en');
      const res = await move(t, admin, order, 'Shipped');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ order: Order }>().order.orderStatus).toBe('Shipped');
      await vi.waitFor(
        () =>
          expect(logged).toHaveBeenCalledWith(
            expect.objectContaining({ orderId: order._id, status: 'Shipped' }),
            'status mail could not be sent',
          ),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await t.close();
    }
  });
});

describe('GET /admin/order/:id/whatsapp', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, admin } = await shopWithAdmin({}));
  });
  afterAll(() => t.close());

  const whatsApp = (order: Order, headers = admin.headers) =>
    t.app.inject({ url: endpointUrl(endpoints.orders.whatsApp, { params: { id: order._id } }), headers });

  it.each([['03 123 456'], ['+961 3 123456'], ['٠٣١٢٣٤٥٦']])(
    'links the phone typed as %j in international form, 961…',
    async (phone) => {
      const { order } = await placeIn(t, 'en', phone);
      const res = await whatsApp(order);
      expect(res.statusCode, res.body).toBe(200);
      const { url, text } = res.json<{ success: true; url: string; text: string }>();
      expect(url).toBe(`https://wa.me/9613123456?text=${encodeURIComponent(text)}`);
    },
  );

  it("writes the current status's text in the order's language, with the amount to collect", async () => {
    const { order } = await placeIn(t, 'ar');
    await move(t, admin, order, 'Shipped');
    const { text } = (await whatsApp(order)).json<{ text: string }>();
    expect(text).toBe(
      format(mailWords.ar.whatsAppStatus.Shipped, {
        name: 'Rima',
        shop: SHOP.SHOP_NAME,
        number: order.number,
        total: '750,000 ل.ل.',
      }),
    );
    const french = (await placeIn(t, 'fr')).order;
    expect((await whatsApp(french)).json<{ text: string }>().text).toContain(
      `Nous avons bien reçu votre commande ${french.number} (750\u202f000\u00a0LBP)`,
    );
  });

  it('answers 404 for an order that does not exist, and 403 to a shopper', async () => {
    const { shopper, order } = await placeIn(t, 'en');
    expect((await whatsApp(order, shopper.headers)).statusCode).toBe(403);
    const missing = await t.app.inject({
      url: endpointUrl(endpoints.orders.whatsApp, { params: { id: '00000000-0000-4000-8000-000000000000' } }),
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
