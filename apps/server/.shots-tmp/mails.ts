// Scratch (not committed): the new mails in three languages, text and HTML, rendered in Chromium.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { LOCALES, loadWords, type Order } from '@shop/shared';
import { mailLanguage } from '../src/lib/mail-language.js';
import { digestMail } from '../src/modules/dashboard/digest.js';
import { statusMail } from '../src/modules/orders/order-mail.js';
import { restockMail } from '../src/modules/stock-alerts/restock-mail.js';

const out = '/tmp/i49/mails';
const shop = {
  name: 'Mira Home & Fashion',
  shortName: 'Mira',
  email: 'hello@mira-shop.example',
  phone: '+961 1 234 567',
  whatsapp: '9611234567',
  facebookUrl: '',
  instagramUrl: '',
  newsletterUrl: '',
  mapEmbedUrl: '',
  cardPublishableKey: '',
};
const order: Order = {
  _id: '5f0c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f',
  number: 1042,
  orderItems: [
    {
      product: 'p1',
      productId: 'PJ-100',
      name: 'Cotton Pyjama Set',
      image: '',
      price: 994_000,
      quantity: 2,
      size: 'M',
      color: 'Pink',
      discountRate: 0,
      isChecked: false,
    },
    {
      product: 'p2',
      productId: 'TW-7',
      name: 'Bamboo Bath Towel',
      image: '',
      price: 450_000,
      quantity: 1,
      size: 'One Size',
      color: 'White',
      discountRate: 0,
      isChecked: false,
    },
  ],
  shippingInfo: {
    firstName: 'Rima',
    lastName: 'Haddad',
    address: 'Hamra, Azar, 3',
    city: 'Beirut',
    postalCode: null,
    country: 'Lebanon',
    phoneNo: '03 123 456',
  },
  paymentInfo: { status: 'pending' },
  paymentType: 'Cash On Deliver',
  itemsPrice: 2_438_000,
  deliveryPrice: 150_000,
  totalPrice: 2_588_000,
  dollarItemsPrice: null,
  dollarTotalPrice: null,
  orderStatus: 'Shipped',
  user: null,
  createdAt: '2026-03-04T10:00:00Z',
  paidAt: null,
  deliveredAt: null,
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const locale of LOCALES) {
  const language = mailLanguage(locale, await loadWords(locale));
  const mails = {
    shipped: statusMail({
      order,
      status: 'Shipped',
      customer: { name: 'Rima', email: 'rima@example.com' },
      language,
      shop,
      publicUrl: 'https://mira-shop.example',
    }),
    cancelled: statusMail({
      order,
      status: 'Cancelled',
      customer: { name: 'Rima', email: 'rima@example.com' },
      language,
      shop,
      publicUrl: 'https://mira-shop.example',
    }),
    restock: restockMail(
      {
        email: 'x@example.com',
        locale,
        productId: 'p1',
        name: 'Cotton Pyjama Set',
        size: 'M',
        color: 'Pink',
      },
      language,
      shop,
      'https://mira-shop.example',
    ),
    digest: digestMail(
      {
        orders: 7,
        sales: 5_230_000,
        cancelled: 1,
        open: { Processing: 4, Shipped: 2 },
        lowStock: [
          { name: 'Cotton Pyjama Set', size: 'M', color: 'Pink', quantity: 1 },
          { name: 'Bamboo Bath Towel', size: 'One Size', color: 'White', quantity: 2 },
        ],
        lowStockCount: 5,
        threshold: 3,
        messages: [{ name: 'Rana Haddad', message: 'Do you have the robe in blue? I need it for Saturday.' }],
        messagesCount: 1,
      },
      language,
      '2026-03-05',
      shop,
      'https://mira-shop.example',
    ),
  };
  for (const [name, mail] of Object.entries(mails)) {
    writeFileSync(`${out}/${locale}-${name}.txt`, `Subject: ${mail.subject}\n\n${mail.text}`);
    for (const width of [390, 800]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.setContent(mail.html ?? '');
      await page.screenshot({ path: `${out}/${locale}-${name}-${width}.png`, fullPage: true });
      await page.close();
    }
  }
}
await browser.close();
