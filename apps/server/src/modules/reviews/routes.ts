import { messages, reviewsResponseSchema, uuidSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors.js';
import { listReviews, productExists } from './queries.js';

/** Reviews of a product. Posting and deleting reviews belong to the reviews issue. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        querystring: z.object({ id: z.string() }),
        response: { 200: reviewsResponseSchema },
      },
    },
    async (request) => {
      const id = uuidSchema.safeParse(request.query.id);
      if (!id.success || !(await productExists(app.db, id.data)))
        throw new NotFound(messages.productNotFound);
      return { success: true as const, reviews: await listReviews(app.db, id.data) };
    },
  );
};
