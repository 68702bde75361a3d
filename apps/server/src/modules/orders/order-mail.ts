import {
  format,
  formatMoney,
  type Locale,
  localizedPath,
  mailWords,
  type Order,
  type PriceDisplay,
  type PricePatterns,
  paths,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Mail } from '../../lib/mailer.js';
import type { Customer } from './checkout-queries.js';

/**
 * The two mails of a new order, plain text like the password-reset mail, in the language of the page the
 * order was placed from (as its WhatsApp summary). `price` writes an amount in that language.
 */
export function orderMails(opts: {
  order: Order;
  summary: string;
  customer: { name: string; email: string };
  shop: { name: string; email: string };
  publicUrl: string;
  locale: Locale;
  /** How the language writes prices, and how the shop shows them (at the order's own dollar rate). */
  prices: PricePatterns;
  display?: PriceDisplay;
}): { toCustomer: Mail; toShop: Mail } {
  const { order, summary, customer, shop, locale } = opts;
  const words = mailWords[locale];
  const link = `${opts.publicUrl}${localizedPath(locale, paths.order(order._id))}`;
  const view = { display: opts.display ?? 'lbp', dollarRate: order.dollarRate };
  const total = formatMoney(order.totalPrice, view, opts.prices);
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
  customer: Customer,
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
    prices: app.words[locale].layout,
    display,
  });
  await Promise.all([toCustomer, toShop].map((mail) => app.mailer.send(mail).catch(failed)));
}
