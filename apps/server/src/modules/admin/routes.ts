import { endpoints } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoutes } from '../../lib/route-of.js';
import { adminPricingRoutes } from './pricing-routes.js';
import { adminProductRoutes } from './products-routes.js';
import { adminReviewRoutes } from './reviews-routes.js';

/** The admin's catalogue: products, sub-categories, bulk repricing and the reviews search. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, endpoints.admin, {
    ...adminProductRoutes(app),
    ...adminPricingRoutes(app),
    ...adminReviewRoutes(app),
  });
};
