import { endpoints, messages } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.js';
import { openOrders, setLowStockThreshold, summary } from './queries.js';

const { dashboard } = endpoints;

/** The admin's home: the shop at a glance, and the low-stock threshold it lists options under. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(dashboard.summary),
    config: { access: 'admin' },
    handler: async (request) => ({
      success: true as const,
      ...(await summary(app.db, request.query.days, request.locale)),
    }),
  });

  app.route({
    ...routeOf(dashboard.openOrders),
    config: { access: 'admin' },
    handler: async () => ({ success: true as const, open: await openOrders(app.db) }),
  });

  app.route({
    ...routeOf(dashboard.lowStockThreshold),
    config: { access: 'admin' },
    handler: async (request) => {
      const { threshold } = request.body;
      await setLowStockThreshold(app.db, threshold);
      return { success: true as const, message: messages.lowStockThresholdUpdated, threshold };
    },
  });
};
