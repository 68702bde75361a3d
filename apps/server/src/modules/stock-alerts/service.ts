import { format, messages } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { mailLanguage } from '../../lib/mail-language.js';
import { optionOnSale } from '../catalog/index.js';
import { insertStockAlert, type NewStockAlert, takeRestockedAlerts } from './queries.js';
import { restockMail } from './restock-mail.js';

type App = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'words' | 'log'>;

/**
 * Puts an address on the list of a sold-out option, in the language asked in: `created` false when it
 * was on it already (the same address once per option). 404 for an option the product does not have,
 * 409 while it is for sale.
 */
export async function waitForOption(
  app: App,
  alert: NewStockAlert,
): Promise<{ created: boolean; message: string }> {
  const onSale = await optionOnSale(app.db, alert);
  if (onSale === undefined) throw new NotFound(messages.stockAlertUnknownOption);
  if (onSale) throw new Conflict(messages.stockAlertInStock);
  // An address already waiting for the option is not added again (`created` false).
  const created = await insertStockAlert(app.db, alert);
  const message = created ? messages.stockAlertSaved : messages.stockAlertKnown;
  return { created, message: format(message, { email: alert.email }) };
}

/**
 * After stock came back to these products (an admin's edit, a cancelled, returned or deleted order):
 * mails everyone waiting for an option that is for sale again, once, in their language, and ends their
 * alerts. Called after the change is committed, off the answer's path.
 */
export async function mailRestockedAlerts(app: App, productIds: readonly string[]): Promise<void> {
  const alerts = await takeRestockedAlerts(app.db, [...new Set(productIds)]);
  const { shop, publicUrl } = app.config;
  await Promise.all(
    alerts.map((alert) =>
      app.mailer
        .send(restockMail(alert, mailLanguage(alert.locale, app.words[alert.locale]), shop, publicUrl))
        .catch((err: unknown) =>
          app.log.error({ err, productId: alert.productId }, 'back-in-stock mail could not be sent'),
        ),
    ),
  );
}

/** 400 for a guest without an address (the schema checked the form of one that is given). */
export function guestAddress(email: string | undefined): string {
  if (!email) throw new BadRequest(messages.stockAlertEmailRequired);
  return email;
}
