import {
  format,
  formatMoney,
  type Locale,
  localizedPath,
  mailWords,
  type NotifiedOrderStatus,
  type Order,
  type PriceDisplay,
  paths,
  type ShellWords,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { MailLanguage } from '../../lib/mail-language.js';
import { laidOutMail } from '../../lib/mail-layout.js';
import type { Mail } from '../../lib/mailer.js';
import type { ShopperContact } from './checkout-queries.js';

type Shop = FastifyInstance['config']['shop'];

const orderLink = (publicUrl: string, locale: Locale, order: Order) =>
  `${publicUrl}${localizedPath(locale, paths.order(order._id))}`;

/**
 * The two mails of a new order, plain text like the password-reset mail, in the language of the page the
 * order was placed from (as its WhatsApp summary). `layout` writes an amount in that language.
 */
function orderMails(opts: {
  order: Order;
  summary: string;
  customer: { name: string; email: string };
  shop: { name: string; email: string };
  publicUrl: string;
  locale: Locale;
  layout: ShellWords['layout'];
  /** How the shop shows prices (at the order's own dollar rate); pounds when not given. */
  display?: PriceDisplay;
}): { toCustomer: Mail; toShop: Mail } {
  const { order, summary, customer, shop, locale } = opts;
  const words = mailWords[locale];
  const link = orderLink(opts.publicUrl, locale, order);
  const view = { display: opts.display ?? 'lbp', dollarRate: order.dollarRate };
  const total = formatMoney(order.totalPrice, view, opts.layout);
  return {
    toCustomer: {
      to: customer.email,
      subject: format(words.orderSubject, { shop: shop.name, number: order.number }),
      text: [
        format(words.hello, { name: customer.name }),
        '',
        format(words.orderThanks, { number: order.number, total }),
        words.orderFollow,
        '',
        link,
        '',
        summary,
        '',
      ].join('\n'),
    },
    toShop: {
      to: shop.email,
      subject: format(words.shopOrderSubject, { number: order.number, total }),
      text: [summary, '', link, ''].join('\n'),
    },
  };
}

/**
 * Sends the new order's mails once it is committed. The order stands whatever happens here: each
 * failing mail is logged, never reported to the shopper, who already has the order on screen.
 */
export async function sendOrderMails(
  app: Pick<FastifyInstance, 'mailer' | 'config' | 'log' | 'words'>,
  order: Order,
  customer: ShopperContact,
  summary: string,
  locale: Locale,
  display: PriceDisplay = 'lbp',
): Promise<void> {
  const failed = (err: unknown) => app.log.error({ err, orderId: order._id }, 'order mail could not be sent');
  const { toCustomer, toShop } = orderMails({
    order,
    summary,
    customer,
    shop: app.config.shop,
    publicUrl: app.config.publicUrl,
    locale,
    layout: app.words[locale].layout,
    display,
  });
  await Promise.all([toCustomer, toShop].map((mail) => app.mailer.send(mail).catch(failed)));
}

/**
 * The mail of an order that moved on (Shipped, Delivered, Cancelled, and Returned once it is a status),
 * in the order's language: the news, what happens next (for Shipped: the cash to have ready), the order's
 * lines and total, and its page. Text and HTML from the same blocks.
 */
export function statusMail(opts: {
  order: Order;
  status: NotifiedOrderStatus;
  customer: { name: string; email: string };
  language: MailLanguage;
  shop: Shop;
  publicUrl: string;
}): Mail {
  const { order, status, customer, language, shop } = opts;
  const { words, price } = language;
  const number = order.number;
  const total = price(order.totalPrice);
  const lines = order.orderItems.map((item) => ({
    label: format(words.orderLine, {
      name: language.isolate(item.name),
      option: language.option(item.size, item.color),
      quantity: item.quantity,
      price: price(item.price),
    }),
    value: price(item.price * item.quantity),
  }));
  return laidOutMail(
    language,
    {
      to: customer.email,
      subject: format(words.statusSubject[status], { shop: shop.name, number }),
      replyTo: shop.email,
    },
    { name: shop.name, signature: format(words.signature, { shop: shop.name, phone: shop.phone }) },
    [
      { paragraph: format(words.hello, { name: language.isolate(customer.name) }) },
      { paragraph: format(words.statusNews[status], { number }) },
      { paragraph: format(words.statusNext[status], { total, phone: shop.phone }) },
      { heading: format(words.orderHeading, { number }) },
      {
        rows: [
          ...lines,
          { label: words.orderItems, value: price(order.itemsPrice), divided: true },
          { label: words.orderDelivery, value: price(order.deliveryPrice) },
          { label: words.orderTotal, value: total, strong: true, divided: true },
        ],
      },
      { link: { label: words.orderLink, url: orderLink(opts.publicUrl, language.locale, order) } },
    ],
  );
}
