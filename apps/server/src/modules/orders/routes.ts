import { Readable } from 'node:stream';
import {
  dollarsFromLbp,
  endpoints,
  format,
  localizeMessage,
  messages,
  ordersCsvName,
  orderWhatsApp,
} from '@shop/shared';
import type { FastifyError } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { workAside } from '../../lib/aside.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { authOf, confirmToken, unconfirmedUserOf } from '../../plugins/access.js';
import { saveUserLocale, sendEmailConfirmation } from '../accounts/index.js';
import { mailRestockedAlerts } from '../stock-alerts/index.js';
import { placeOrder, quoteOrder, type Shopper } from './checkout.js';
import { ordersCsv } from './csv.js';
import { noticeStatusChanges, statusWhatsApp } from './customer-notices.js';
import { EmailNotConfirmed, enforceOrderLimits, OrderRateLimited } from './limits.js';
import { sendOrderMails } from './order-mail.js';
import { listOrders, listUserOrders, slipOrders } from './queries.js';
import {
  cancelOpenOrdersOf,
  changeOrderStatus,
  orderForViewer,
  removeOrder,
  type StatusChange,
} from './service.js';

const { orders } = endpoints;
const admin = { access: 'admin' } as const;

/** Checkout, the shopper's orders, and the admin's orders tab (docs/product.md §8). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendAside = workAside(app);
  // The address form's messages are short ('Required', docs/product.md §8; the form shows each under its
  // field): a refused checkout names the field in the message ('shippingInfo.city: Required'), in the app's
  // one error shape and the requester's language. Everything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, request) => {
    const first = hasZodFastifySchemaValidationErrors(error) ? error.validation[0] : undefined;
    const field = first?.instancePath.split('/').filter(Boolean).join('.') ?? '';
    if (!first || !field.startsWith('shippingInfo.')) throw error;
    throw new BadRequest(
      `${field}: ${localizeMessage(first.message ?? '', app.words[request.locale].messages)}`,
    );
  });

  /** After the answer: the customers' mails, and the alerts of products whose stock came back. */
  const noticeAside = (changes: readonly StatusChange[]) =>
    sendAside(noticeStatusChanges(app, changes), "customers' notices failed");

  registerRoutes(app, orders, {
    place: {
      // The token's version is read by the checkout's first statement, not by a round trip of its own.
      config: { access: 'user', confirmsToken: true },
      handler: async (request, reply) => {
        const { id, ver } = unconfirmedUserOf(request);
        const limits = app.config.orderLimits;
        // Before anything is reserved (docs/operations.md, order limits).
        const allowance = await enforceOrderLimits(app.db, limits, {
          userId: id,
          tokenVersion: ver,
          idempotencyKey: request.headers['idempotency-key'],
          address: request.ip,
          phone: request.body.shippingInfo.phoneNumber,
        }).catch((error: unknown) => {
          if (error instanceof OrderRateLimited) reply.header('retry-after', error.retryAfterSeconds);
          // The refusal says a link is in the mailbox: one goes out, unless one did within the minute.
          if (error instanceof EmailNotConfirmed) {
            sendAside(
              sendEmailConfirmation(app, id, request.locale).catch((err: unknown) =>
                request.log.warn({ err }, 'no confirmation link sent with the refusal'),
              ),
            );
          }
          throw error;
        });
        const shopper: Shopper = {
          id,
          locale: request.locale,
          confirmToken(version) {
            confirmToken(request, version);
          },
        };
        // An attempt that places no order (refused, failed or replayed) does not count against the limits.
        const giveBack = () =>
          allowance
            .giveBack()
            .catch((err: unknown) => request.log.warn({ err }, 'an order attempt not uncounted'));
        const placed = await placeOrder(
          app.db,
          shopper,
          request.body,
          request.headers['idempotency-key'],
          limits.piecesPerLine,
          app.clock.now(),
        ).catch(async (error: unknown) => {
          await giveBack();
          throw error;
        });
        if (!placed.created) await giveBack();
        const { order } = placed;
        const whatsApp = orderWhatsApp(
          order,
          app.config.shop.whatsapp,
          app.words[request.locale],
          placed.display,
        );
        // After the commit.
        if (placed.created) {
          app.metrics.orderPlaced(placed);
          sendAside(
            saveUserLocale(app.db, id, request.locale).catch((err: unknown) =>
              request.log.warn({ err }, "the account's language was not saved"),
            ),
          );
          sendAside(
            sendOrderMails(app, order, placed.contact, whatsApp.text, request.locale, placed.display),
          );
        } else reply.header('idempotent-replayed', 'true');
        return reply.status(placed.created ? 201 : 200).send({
          success: true as const,
          order,
          whatsappText: whatsApp.text,
          whatsappUrl: whatsApp.url,
        });
      },
    },

    quote: {
      config: { access: 'user' },
      handler: async (request) => {
        const { orderItems, shippingInfo, promoCode } = request.body;
        const quote = await quoteOrder(
          app.db,
          authOf(request).id,
          {
            orderItems,
            areaId: shippingInfo?.areaId,
            promoCode,
            phone: shippingInfo?.phoneNumber ?? shippingInfo?.phoneNo,
          },
          app.clock.now(),
        );
        const { totals, rates, promo } = quote;
        return {
          success: true as const,
          itemsPrice: totals.subtotal,
          discount: totals.discount,
          deliveryPrice: totals.delivery,
          totalPrice: totals.total,
          dollarTotalPrice: dollarsFromLbp(totals.total, rates.dollar),
          dollarRate: rates.dollar,
          promo,
        };
      },
    },

    mine: {
      config: { access: { owner: 'userId' } },
      handler: async (request) => ({
        success: true as const,
        orders: await listUserOrders(app.db, request.params.userId, request.locale),
      }),
    },

    get: {
      config: { access: 'user' },
      handler: async (request) => ({
        success: true as const,
        order: await orderForViewer(app.db, request.params.id, authOf(request), request.locale),
      }),
    },

    all: {
      config: admin,
      handler: async (request) => {
        const { page, limit, ...filter } = request.query;
        const result = await listOrders(app.db, { ...filter, limit, offset: (page - 1) * limit });
        return { success: true as const, ...result };
      },
    },

    csv: {
      config: admin,
      handler: async (request, reply) => {
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${ordersCsvName(new Date())}"`)
            // The contract's answer is text; a stream of it goes out as it is read, never serialised.
            // One batch read ahead of the download (a Readable's default is 16).
            .send(Readable.from(ordersCsv(app.db, request.query), { highWaterMark: 1 }) as unknown as string)
        );
      },
    },

    slips: {
      config: admin,
      handler: async (request) => ({ success: true as const, ...(await slipOrders(app.db, request.query)) }),
    },

    setStatus: {
      config: admin,
      handler: async (request) => {
        const change = await changeOrderStatus(app.db, request.params.id, request.body.status);
        noticeAside([change]);
        return { success: true as const, order: change.order };
      },
    },

    whatsApp: {
      config: admin,
      handler: async (request) => ({
        success: true as const,
        ...(await statusWhatsApp(app, request.params.id)),
      }),
    },

    delete: {
      config: admin,
      handler: async (request) => {
        const { message, restocked } = await removeOrder(app.db, request.params.id);
        if (restocked.length > 0)
          sendAside(mailRestockedAlerts(app, restocked), 'back-in-stock alerts failed');
        return { success: true as const, message };
      },
    },

    cancelUserOrders: {
      config: admin,
      handler: async (request) => {
        const result = await cancelOpenOrdersOf(app.db, request.params.id);
        if (!result) throw new NotFound();
        const { name, changes } = result;
        const cancelled = changes.length;
        noticeAside(changes);
        return {
          success: true as const,
          message: format(messages.openOrdersCancelled, { count: cancelled, name }),
          cancelled,
        };
      },
    },
  });
};
