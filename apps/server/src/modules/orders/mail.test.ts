import { createServer } from 'node:net';
import { format, mailWords, type NewOrderResponse } from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { signUp } from '../accounts/testing.js';
import { checkout, insertProduct, orderBody } from './test-fixture.js';

const SHOP_EMAIL = 'orders@mira-shop.example';
const PUBLIC_URL = 'https://shop.example';

async function placeOne(t: TestApp, language: Record<string, string> = {}) {
  const shopper = await signUp(t.app, { name: 'Maya', email: `maya-${Date.now()}@example.com` });
  const product = await insertProduct(t.db, {
    name: 'Bamboo Towel',
    price: 300_000,
    options: [{ size: 'One Size', color: 'White', quantity: 3 }],
  });
  const res = await checkout(
    t.app,
    { ...shopper.headers, ...language },
    orderBody([{ product: product.id, size: 'One Size', color: 'White', quantity: 2 }]),
  );
  return { shopper, res };
}

describe('order mails on a real SMTP server', () => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ SMTP_URL: smtp.url, SHOP_EMAIL, PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the customer a confirmation and the shop a new-order notice after the order is placed', async () => {
    const { shopper, res } = await placeOne(t);
    expect(res.statusCode).toBe(201);
    const { order } = res.json<NewOrderResponse>();

    // The mails leave after the answer: wait until both have arrived.
    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(2), { timeout: 10_000, interval: 50 });
    const toCustomer = smtp.inbox.find((mail) => mail.to.includes(shopper.user.email));
    const toShop = smtp.inbox.find((mail) => mail.to.includes(SHOP_EMAIL));
    expect(toCustomer?.raw).toContain('Hello Maya,');
    expect(toCustomer?.raw).toContain(`Thank you for your order ${order.number} of 600,000 LBP`);
    expect(toCustomer?.raw).toContain(`${PUBLIC_URL}/order/${order._id}`);
    expect(toShop?.raw).toContain(`New order ${order.number}: 600,000 LBP`);
    expect(toShop?.raw).toContain('Bamboo Towel');
    expect(toShop?.raw).toContain('Total Amount: 600,000 LBP');
  });

  it("writes them in the language of the page the order was placed from (the request's)", async () => {
    smtp.inbox.length = 0;
    const { shopper, res } = await placeOne(t, { 'accept-language': 'ar' });
    const { order } = res.json<NewOrderResponse>();
    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(2), { timeout: 10_000, interval: 50 });
    const toCustomer = smtp.inbox.find((mail) => mail.to.includes(shopper.user.email));
    const total = format(ar.layout.price, { amount: '600,000' });
    expect(toCustomer?.raw).toContain(format(mailWords.ar.hello, { name: 'Maya' }));
    expect(toCustomer?.raw).toContain(format(mailWords.ar.orderThanks, { number: order.number, total }));
    expect(toCustomer?.raw).toContain(`${PUBLIC_URL}/ar/order/${order._id}`);
  });
});

describe('closing the server right after an order', () => {
  it('waits for its mails, then closes the mail connections', async () => {
    const smtp = await startSmtpReceiver();
    const t = await createTestApp({ SMTP_URL: smtp.url, SHOP_EMAIL, PUBLIC_URL });
    try {
      const { res } = await placeOne(t);
      expect(res.statusCode).toBe(201);
    } finally {
      await t.close();
    }
    // Both mails arrived before the pool closed; then nothing of it stays open.
    expect(smtp.inbox).toHaveLength(2);
    await vi.waitFor(() => expect(smtp.closed()).toBe(smtp.connections()), { timeout: 5_000, interval: 50 });
    await smtp.close();
  });
});

describe('an unreachable mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there, so every connection is refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SHOP_EMAIL });
  });
  afterAll(() => t.close());

  it('never fails the order: it is placed, and the failure is logged', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    const { res } = await placeOne(t);
    expect(res.statusCode).toBe(201);
    const { order } = res.json<NewOrderResponse>();
    const stored = await t.db.selectFrom('orders').select('id').where('id', '=', order._id).execute();
    expect(stored).toHaveLength(1);
    await vi.waitFor(
      () =>
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ orderId: order._id }),
          'order mail could not be sent',
        ),
      { timeout: 10_000, interval: 50 },
    );
  });
});
