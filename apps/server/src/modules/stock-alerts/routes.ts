import { endpoints } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { findUserById } from '../accounts/index.js';
import { guestAddress, waitForOption } from './service.js';

/** Back in stock: a shopper, signed in or not, asks for one mail when a sold-out option returns. */
export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, endpoints.stockAlerts, {
    subscribe: {
      config: {
        access: 'public',
        optionalUser: true,
        // Anyone may ask, for any address: the limit keeps the shop from being used to flood mailboxes.
        rateLimit: { max: app.config.stockAlertRateLimit, timeWindow: '1 minute' },
      },
      handler: async (request, reply) => {
        const { size, color, email } = request.body;
        // Signed in: one tap, to the account's own address; a guest names theirs.
        const user = request.auth && (await findUserById(app.db, request.auth.id));
        if (request.auth && !user) throw new NotFound();
        const { created, message } = await waitForOption(app, {
          productId: request.params.id,
          size,
          color,
          email: user ? user.email : guestAddress(email),
          userId: user ? user.id : null,
          locale: request.locale,
        });
        return reply.status(created ? 201 : 200).send({ success: true as const, message });
      },
    },
  });
};
