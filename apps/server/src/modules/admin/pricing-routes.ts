import { messages, repriceResponse, requiredRateValueSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { repriceCatalogue } from './queries.js';

/** Bulk repricing: the dashboard's answer to a new dollar rate (spec §7 updateAllPrices). */
export const adminPricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/updateAllPrices',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], body: requiredRateValueSchema, response: { 200: repriceResponse } },
    },
    async (request) => {
      const { value } = request.body;
      const changed = await repriceCatalogue(app.db, value);
      return { success: true as const, message: messages.pricesUpdated, dr: [{ value }], ...changed };
    },
  );
};
