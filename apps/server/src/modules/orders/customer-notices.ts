import {
  format,
  internationalPhone,
  isNotifiedStatus,
  messages,
  type NotifiedOrderStatus,
  whatsAppLink,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../lib/errors.js';
import { mailLanguage } from '../../lib/mail-language.js';
import { mailRestockedAlerts } from '../stock-alerts/index.js';
import { statusMail } from './order-mail.js';
import { orderForCustomer } from './queries.js';
import type { StatusChange } from './service.js';

type App = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'words' | 'log'>;

/**
 * What follows committed status changes, after the admin's answer: each customer's mail when the order
 * entered a status they hear about (NOTIFIED_ORDER_STATUSES), in the order's language, and the
 * back-in-stock alerts of the products whose pieces went back on the shelves. One mail per change:
 * a change is one committed move (a move to the status it already has is refused).
 */
export async function noticeStatusChanges(app: App, changes: readonly StatusChange[]): Promise<void> {
  const mails = changes.map(({ order }) => {
    const status = order.orderStatus;
    if (!isNotifiedStatus(status)) return undefined;
    return sendStatusMail(app, order._id, status).catch((err: unknown) =>
      app.log.error({ err, orderId: order._id, status }, 'status mail could not be sent'),
    );
  });
  const restocked = changes.flatMap((change) => change.restocked);
  await Promise.all([...mails, restocked.length > 0 && mailRestockedAlerts(app, restocked)]);
}

/**
 * The mail of the status the order moved to, to its account, in its language (none once the account or
 * the order is gone). The status is the change's, not the order's as read now: a second move committed
 * before this mail is written (Shipped, then Delivered a moment later) has its own mail.
 */
async function sendStatusMail(app: App, orderId: string, status: NotifiedOrderStatus): Promise<void> {
  const found = await orderForCustomer(app.db, orderId);
  if (!found?.customer) return;
  await app.mailer.send(
    statusMail({
      order: found.order,
      status,
      customer: found.customer,
      language: mailLanguage(found.locale, app.words[found.locale]),
      shop: app.config.shop,
      publicUrl: app.config.publicUrl,
    }),
  );
}

/**
 * The admin's message to the customer about their order: the text of its current status in the order's
 * language, and a `wa.me` link to the order's phone in international form (free, no paid API).
 */
export async function statusWhatsApp(app: App, orderId: string): Promise<{ url: string; text: string }> {
  const found = await orderForCustomer(app.db, orderId);
  if (!found) throw new NotFound(messages.orderNotFound);
  const { order, locale } = found;
  const language = mailLanguage(locale, app.words[locale]);
  const text = format(language.words.whatsAppStatus[order.orderStatus], {
    name: order.shippingInfo.firstName,
    shop: app.config.shop.name,
    number: order.number,
    total: language.price(order.totalPrice),
  });
  return { url: whatsAppLink(internationalPhone(order.shippingInfo.phoneNo), text), text };
}
