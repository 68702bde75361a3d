import { endpoints, format, messages, shopDayOf } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { composeDigest } from './digest.js';
import { readOpenOrders, readSummary, setLowStockThreshold } from './queries.js';

const { dashboard } = endpoints;

/** The admin's home: the shop at a glance, and the low-stock threshold it lists options under. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, dashboard, {
    summary: {
      config: { access: 'admin' },
      handler: async (request) => ({
        success: true as const,
        ...(await readSummary(app.db, request.query.days, request.locale)),
      }),
    },

    openOrders: {
      config: { access: 'admin' },
      handler: async () => ({ success: true as const, open: await readOpenOrders(app.db) }),
    },

    // Now, in the asking admin's language; the morning's own digest is not affected.
    digest: {
      config: { access: 'admin' },
      handler: async (request) => {
        const digest = await composeDigest(app, shopDayOf(new Date()), request.locale);
        try {
          await app.mailer.send(digest);
        } catch (err) {
          request.log.error({ err }, 'the digest could not be sent');
          throw new HttpError(502, messages.digestFailed);
        }
        return {
          success: true as const,
          message: format(messages.digestSent, { email: app.config.shop.email }),
        };
      },
    },

    lowStockThreshold: {
      config: { access: 'admin' },
      handler: async (request) => {
        const { threshold } = request.body;
        await setLowStockThreshold(app.db, threshold);
        return { success: true as const, message: messages.lowStockThresholdUpdated, threshold };
      },
    },
  });
};
