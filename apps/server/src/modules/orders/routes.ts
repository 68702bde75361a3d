import {
  adminOrdersQuerySchema,
  adminOrdersResponse,
  idempotencyHeadersSchema,
  idParamsSchema,
  messageResponse,
  messages,
  newOrderResponse,
  newOrderSchema,
  orderResponse,
  orderStatusSchema,
  ordersResponse,
  orderWhatsApp,
} from '@shop/shared';
import type { FastifyError } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest } from '../../lib/errors.js';
import { authOf, confirmToken, unconfirmedUserOf } from '../../plugins/access.js';
import { placeOrder, type Shopper } from './checkout.js';
import { sendOrderMails } from './order-mail.js';
import { listOrders, listUserOrders } from './queries.js';
import { changeOrderStatus, orderForViewer, removeOrder } from './service.js';

const tags = ['orders'];
const adminTags = ['admin'];

/** Checkout, the shopper's orders, and the admin's orders tab (spec §7 Orders, DESIGN.md). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mails still being sent when the server closes are waited for, so none is cut off half-written.
  const mailsInFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(mailsInFlight);
  });
  // The address form's messages are all 'Required' (spec §5; the form shows each under its field): a
  // refused checkout names the field in the message ('shippingInfo.city: Required'), in the app's one
  // error shape. Everything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError) => {
    const first = hasZodFastifySchemaValidationErrors(error) ? error.validation[0] : undefined;
    const field = first?.instancePath.split('/').filter(Boolean).join('.') ?? '';
    if (!first || !field.startsWith('shippingInfo.')) throw error;
    throw new BadRequest(`${field}: ${first.message}`);
  });

  app.post(
    '/order/new',
    {
      // The token's version is read by the checkout's first statement, not by a round trip of its own.
      config: { access: 'user', confirmsToken: true },
      schema: {
        tags,
        headers: idempotencyHeadersSchema,
        body: newOrderSchema,
        response: { 200: newOrderResponse, 201: newOrderResponse },
      },
    },
    async (request, reply) => {
      const shopper: Shopper = {
        id: unconfirmedUserOf(request).id,
        confirmToken(version) {
          confirmToken(request, version);
        },
      };
      const placed = await placeOrder(app.db, shopper, request.body, request.headers['idempotency-key']);
      const { order } = placed;
      const whatsApp = orderWhatsApp(order, app.config.shop.whatsapp);
      // After the commit and off the answer's path: a slow or broken mail server never holds or fails it.
      if (placed.created) {
        app.metrics.orderPlaced(placed);
        const sending = sendOrderMails(app, order, placed.customer, whatsApp.text).finally(() =>
          mailsInFlight.delete(sending),
        );
        mailsInFlight.add(sending);
      } else reply.header('idempotent-replayed', 'true');
      return reply.status(placed.created ? 201 : 200).send({
        success: true as const,
        order,
        whatsappText: whatsApp.text,
        whatsappUrl: whatsApp.url,
      });
    },
  );

  app.get(
    '/orders/me/:userId',
    {
      config: { access: { owner: 'userId' } },
      schema: { tags, params: z.object({ userId: z.string() }), response: { 200: ordersResponse } },
    },
    async (request) => ({
      success: true as const,
      orders: await listUserOrders(app.db, request.params.userId),
    }),
  );

  app.get(
    '/order/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: idParamsSchema, response: { 200: orderResponse } },
    },
    async (request) => ({
      success: true as const,
      order: await orderForViewer(app.db, request.params.id, authOf(request)),
    }),
  );

  app.get(
    '/admin/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponse },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const result = await listOrders(app.db, { status, limit, offset: (page - 1) * limit });
      return { success: true as const, ...result };
    },
  );

  app.put(
    '/admin/order/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        params: idParamsSchema,
        body: orderStatusSchema,
        response: { 200: orderResponse },
      },
    },
    async (request) => ({
      success: true as const,
      order: await changeOrderStatus(app.db, request.params.id, request.body.status),
    }),
  );

  app.delete(
    '/admin/order/:id',
    {
      config: { access: 'admin' },
      schema: { tags: adminTags, params: idParamsSchema, response: { 200: messageResponse } },
    },
    async (request) => {
      await removeOrder(app.db, request.params.id);
      return { success: true as const, message: messages.orderDeleted };
    },
  );
};
