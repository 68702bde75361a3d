import {
  endpoints,
  endpointUrl,
  format,
  localizedPath,
  mailWords,
  messages,
  type NewOrderResponse,
  type ProductWriteResponse,
  paths,
} from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { fr } from '@shop/shared/i18n/fr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { adminShop, createProduct, dataUrl, picture, productForm } from '../admin/testing.js';
import { checkout, orderBody } from '../orders/test-fixture.js';

const SHOP_NAME = 'Mira Home & Fashion';
const PUBLIC_URL = 'https://shop.example';

type Product = ProductWriteResponse['product'];

let clients = 0;
/** A client address of its own: each test's requests count against their own limit. */
const newClient = () => `10.49.0.${++clients}`;

interface Ask {
  size?: string;
  color?: string;
  email?: string;
  headers?: Record<string, string>;
  client?: string;
}

const ask = (
  t: TestApp,
  productId: string,
  { size = 'S', color = 'Pink', email, headers = {}, client }: Ask,
) =>
  t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.stockAlerts.subscribe, { params: { id: productId } }),
    headers,
    remoteAddress: client ?? newClient(),
    payload: { size, color, ...(email !== undefined && { email }) },
  });

/** A product whose S Pink is sold out and whose M White has 2 pieces. */
async function soldOutSmall(t: TestApp, admin: TestUser): Promise<Product> {
  const png = dataUrl(await picture(64, 64));
  return createProduct(
    t,
    admin,
    productForm({
      images: [png],
      options: [
        { size: 'S', color: 'Pink', quantity: 0, doprice: null },
        { size: 'M', color: 'White', quantity: 2, doprice: null },
      ],
    }),
  );
}

/** The admin's product form sent again with S Pink at `quantity` pieces. */
const restock = (t: TestApp, admin: TestUser, product: Product, quantity: number) =>
  t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.admin.updateProduct, { params: { id: product._id } }),
    headers: admin.headers,
    payload: {
      ...productForm({ productId: product.productId }),
      options: product.options.map((option) => ({
        _id: option._id,
        size: option.size,
        color: option.color,
        quantity: option.size === 'S' ? quantity : option.quantity,
      })),
    },
  });

/** The default limit (STOCK_ALERT_RATE_LIMIT): the tests' apps otherwise allow many more. */
const LIMIT = 10;

describe('POST /products/:id/stock-alerts', () => {
  let t: TestApp;
  let admin: TestUser;
  let product: Product;
  beforeAll(async () => {
    t = await createTestApp({ STOCK_ALERT_RATE_LIMIT: String(LIMIT) });
    admin = await adminShop(t);
    product = await soldOutSmall(t, admin);
  });
  afterAll(() => t.close());

  it('puts a guest on the list once per address (201, then 200), in the language asked in', async () => {
    const first = await ask(t, product._id, {
      email: 'Rana@Example.com',
      headers: { 'accept-language': 'ar' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(format(ar.messages.stockAlertSaved, { email: 'rana@example.com' }));
    const again = await ask(t, product._id, { email: 'rana@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(format(messages.stockAlertKnown, { email: 'rana@example.com' }));
    const stored = await t.db.selectFrom('stock_alerts').select(['email', 'locale']).execute();
    expect(stored).toEqual([{ email: 'rana@example.com', locale: 'ar' }]);
  });

  it('takes a signed-in shopper in one tap, to their account address', async () => {
    const shopper = await signUp(t.app, { name: 'Nour' });
    const res = await ask(t, product._id, { headers: shopper.headers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(format(messages.stockAlertSaved, { email: shopper.user.email }));
    const row = await t.db
      .selectFrom('stock_alerts')
      .select(['email', 'user_id'])
      .where('user_id', '=', shopper.user._id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(shopper.user.email);
  });

  it.each([
    ['a guest without an address', { email: '' }, 400, messages.stockAlertEmailRequired],
    ['a guest with a malformed address', { email: 'rana@' }, 400, messages.invalidEmail],
    [
      'a size and colour in stock',
      { size: 'M', color: 'White', email: 'a@example.com' },
      409,
      messages.stockAlertInStock,
    ],
    [
      'a size and colour the product does not have',
      { size: 'XL', email: 'a@example.com' },
      404,
      messages.stockAlertUnknownOption,
    ],
    ['no size', { size: '', email: 'a@example.com' }, 400, messages.selectSize],
  ] as const)('refuses %s, and writes nothing', async (_case, change, status, message) => {
    const before = await t.db.selectFrom('stock_alerts').select('id').execute();
    const res = await ask(t, product._id, change);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect(await t.db.selectFrom('stock_alerts').select('id').execute()).toHaveLength(before.length);
  });

  it('answers 404 for a product that does not exist, and 401 for a bad token', async () => {
    const missing = await ask(t, '00000000-0000-4000-8000-000000000000', { email: 'a@example.com' });
    expect(missing.statusCode).toBe(404);
    const forged = await ask(t, product._id, { headers: { authorization: 'Bearer forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it(`refuses the ${LIMIT + 1}th request of a minute from one client address (429)`, async () => {
    const client = newClient();
    for (let i = 0; i < LIMIT; i++) {
      const res = await ask(t, product._id, { email: `flood-${i}@example.com`, client });
      expect(res.statusCode).toBe(201);
    }
    const refused = await ask(t, product._id, {
      email: 'flood-last@example.com',
      client,
      headers: { 'accept-language': 'ar' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^طلبات كثيرة جداً، يرجى المحاولة مجدداً بعد (دقيقة واحدة|\d+ ثانية)/,
    );
    expect(
      await t.db
        .selectFrom('stock_alerts')
        .select('email')
        .where('email', '=', 'flood-last@example.com')
        .execute(),
    ).toEqual([]);
    // Another client is not held back by this one.
    expect((await ask(t, product._id, { email: 'someone@example.com' })).statusCode).toBe(201);
  });

  it('shows the admin how many wait for each option of the listed products', async () => {
    const res = await t.app.inject({
      url: endpointUrl(endpoints.admin.products, { query: { page: 1, pageSize: 10 } }),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const waiting = await t.db.selectFrom('stock_alerts').select('id').execute();
    expect(res.json().stockAlerts).toEqual({
      [product._id]: [{ size: 'S', color: 'Pink', count: waiting.length }],
    });
  });
});

describe('back in stock', () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  const shop = () => createTestApp({ SMTP_URL: smtp.url, SHOP_NAME, PUBLIC_URL });
  const mailsTo = (email: string) =>
    smtp.inbox.filter((mail) => mail.to.includes(email)).map((mail) => mail.read);

  it('mails each subscriber once in their language when the admin restocks, and none on the next restock', async () => {
    const t = await shop();
    let product: Product;
    try {
      const admin = await adminShop(t);
      product = await soldOutSmall(t, admin);
      for (const [email, locale] of [
        ['ar-guest@example.com', 'ar'],
        ['fr-guest@example.com', 'fr'],
        ['en-guest@example.com', 'en'],
      ] as const) {
        expect(
          (await ask(t, product._id, { email, headers: { 'accept-language': locale } })).statusCode,
        ).toBe(201);
      }
      // An edit that leaves it sold out tells no one.
      expect((await restock(t, admin, product, 0)).statusCode).toBe(200);
      expect((await restock(t, admin, product, 3)).statusCode).toBe(200);
      await vi.waitFor(
        () => expect(smtp.inbox.filter((m) => m.to[0]?.endsWith('-guest@example.com'))).toHaveLength(3),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
      expect(await t.db.selectFrom('stock_alerts').select('id').execute()).toEqual([]);
      // Sold out and back again: nobody waits any more.
      expect((await restock(t, admin, product, 0)).statusCode).toBe(200);
      expect((await restock(t, admin, product, 5)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    const [arabic] = mailsTo('ar-guest@example.com');
    expect(mailsTo('ar-guest@example.com')).toHaveLength(1);
    expect(arabic?.subject).toBe(
      format(mailWords.ar.backSubject, { shop: SHOP_NAME, product: '\u2068Cotton Pyjama Set\u2069' }),
    );
    expect(arabic?.text).toContain(
      format(mailWords.ar.backNews, {
        product: '\u2068Cotton Pyjama Set\u2069',
        option: format(mailWords.ar.option, { size: 'S', color: ar.vocab.colors.Pink }),
      }),
    );
    const arabicLink = `${PUBLIC_URL}${localizedPath('ar', paths.product(product._id))}`;
    expect(arabic?.text).toContain(arabicLink);
    expect(arabic?.html).toContain(`href="${arabicLink}"`);
    expect(arabic?.html).toContain('dir="rtl"');
    const [french] = mailsTo('fr-guest@example.com');
    expect(mailsTo('fr-guest@example.com')).toHaveLength(1);
    expect(french?.text).toContain(`(S, ${fr.vocab.colors.Pink}) est de retour en stock`);
    expect(french?.text).toContain(`${PUBLIC_URL}/fr/product/${product._id}`);
    expect(mailsTo('en-guest@example.com')).toHaveLength(1);
    expect(mailsTo('en-guest@example.com')[0]?.text).toContain(`${PUBLIC_URL}/product/${product._id}`);
  });

  it('mails when a cancelled order brings the last pieces back', async () => {
    const t = await shop();
    try {
      const admin = await adminShop(t);
      const product = await soldOutSmall(t, admin);
      const shopper = await signUp(t.app, { name: 'Rima' });
      const placed = await checkout(
        t.app,
        shopper.headers,
        orderBody([{ product: product._id, size: 'M', color: 'White', quantity: 2 }]),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json<NewOrderResponse>();
      const email = 'waiting-for-white@example.com';
      expect((await ask(t, product._id, { size: 'M', color: 'White', email })).statusCode).toBe(201);
      const cancel = await t.app.inject({
        method: 'PUT',
        url: endpointUrl(endpoints.orders.setStatus, { params: { id: order._id } }),
        headers: admin.headers,
        payload: { status: 'Cancelled' },
      });
      expect(cancel.statusCode).toBe(200);
      await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(mailsTo(email)[0]?.text).toContain('(M, White) is back in stock');
    } finally {
      await t.close();
    }
  });

  it('mails when a returned parcel brings the last pieces back', async () => {
    const t = await shop();
    try {
      const admin = await adminShop(t);
      const product = await soldOutSmall(t, admin);
      const shopper = await signUp(t.app, { name: 'Rima' });
      const placed = await checkout(
        t.app,
        shopper.headers,
        orderBody([{ product: product._id, size: 'M', color: 'White', quantity: 2 }]),
      );
      const { order } = placed.json<NewOrderResponse>();
      const email = 'waiting-for-a-return@example.com';
      expect((await ask(t, product._id, { size: 'M', color: 'White', email })).statusCode).toBe(201);
      for (const status of ['Shipped', 'Returned']) {
        const res = await t.app.inject({
          method: 'PUT',
          url: endpointUrl(endpoints.orders.setStatus, { params: { id: order._id } }),
          headers: admin.headers,
          payload: { status },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    } finally {
      await t.close();
    }
  });

  it('mails when the admin switches a product back on that had stock', async () => {
    const t = await shop();
    try {
      const admin = await adminShop(t);
      const product = await soldOutSmall(t, admin);
      const toggle = () =>
        t.app.inject({
          method: 'POST',
          url: endpointUrl(endpoints.admin.toggleProductStatus, { params: { id: product._id } }),
          headers: admin.headers,
        });
      expect((await toggle()).json().status).toBe('OUTOFSTOCK');
      const email = 'switched-off@example.com';
      expect((await ask(t, product._id, { size: 'M', color: 'White', email })).statusCode).toBe(201);
      expect((await toggle()).json().status).toBe('INSTOCK');
      await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    } finally {
      await t.close();
    }
  });
});
