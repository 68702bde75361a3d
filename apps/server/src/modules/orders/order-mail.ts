import { formatLbp, type Order } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Mail } from '../../lib/mailer.js';
import type { Customer } from './checkout-queries.js';

/** The two mails of a new order, plain text like the password-reset mail. */
export function orderMails(opts: {
  order: Order;
  summary: string;
  customer: { name: string; email: string };
  shop: { name: string; email: string };
  publicUrl: string;
}): { toCustomer: Mail; toShop: Mail } {
  const { order, summary, customer, shop } = opts;
  const link = `${opts.publicUrl}/order/${order._id}`;
  return {
    toCustomer: {
      to: customer.email,
      subject: `${shop.name}: order ${order.number} received`,
      text: [
        `Hello ${customer.name},`,
        '',
        `Thank you for your order ${order.number} of ${formatLbp(order.totalPrice)}, paid cash on delivery.`,
        'We will call you to arrange the delivery. You can follow it here:',
        '',
        link,
        '',
        summary,
        '',
      ].join('\n'),
    },
    toShop: {
      to: shop.email,
      subject: `New order ${order.number}: ${formatLbp(order.totalPrice)}`,
      text: [summary, '', link, ''].join('\n'),
    },
  };
}

/**
 * Sends the new order's mails once it is committed. The order stands whatever happens here: each
 * failing mail is logged, never reported to the shopper, who already has the order on screen.
 */
export async function sendOrderMails(
  app: Pick<FastifyInstance, 'mailer' | 'config' | 'log'>,
  order: Order,
  customer: Customer,
  summary: string,
): Promise<void> {
  const failed = (err: unknown) => app.log.error({ err, orderId: order._id }, 'order mail could not be sent');
  const { toCustomer, toShop } = orderMails({
    order,
    summary,
    customer,
    shop: app.config.shop,
    publicUrl: app.config.publicUrl,
  });
  await Promise.all([toCustomer, toShop].map((mail) => app.mailer.send(mail).catch(failed)));
}
