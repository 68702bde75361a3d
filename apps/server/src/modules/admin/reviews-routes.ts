import { type endpoints, messages, uuidSchema } from '@shop/shared';
import { NotFound } from '../../lib/errors.js';
import type { RouteApp, RoutesOf } from '../../lib/route-of.js';
import { productSummary } from '../catalog/index.js';
import { listReviews } from '../reviews/index.js';

/** The Reviews tab's search: a product's reviews by its id or its code (deleting is DELETE /reviews). */
export const adminReviewRoutes = (app: RouteApp) => {
  return {
    reviews: {
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
    },
  } satisfies Partial<RoutesOf<typeof endpoints.admin>>;
};
