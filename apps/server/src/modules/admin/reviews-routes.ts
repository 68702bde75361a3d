import { endpoints, messages, uuidSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors.js';
import { routeOf } from '../../lib/route-of.js';
import { productSummary } from '../catalog/index.js';
import { listReviews } from '../reviews/index.js';

/** The Reviews tab's search: a product's reviews by its id or its code (deleting is DELETE /reviews). */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.admin.reviews),
    config: { access: 'admin' },
    handler: async (request) => {
      const text = request.query.product;
      const id = uuidSchema.safeParse(text);
      const product =
        (id.success ? await productSummary(app.db, { id: id.data }) : undefined) ??
        (await productSummary(app.db, { code: text }));
      if (!product) throw new NotFound(messages.productNotFound);
      return { success: true as const, product, reviews: await listReviews(app.db, product._id) };
    },
  });
};
