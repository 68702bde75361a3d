import { endpoints, messages, uuidSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../../db/sql-errors.js';
import { Forbidden, NotFound } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { authOf } from '../../plugins/access.js';
import { findUserById } from '../accounts/index.js';
import { productExists, productRatings } from '../catalog/index.js';
import { deleteReview, listReviews, reviewAuthor, upsertReview } from './queries.js';

const { reviews } = endpoints;

/**
 * Reviews of a product (docs/product.md §11): anyone reads them, signed-in users post one each (posting
 * again replaces it), the author or an admin deletes one. The product's stars are recomputed in the
 * transaction of every change (migration 0005), and a post answers them.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, reviews, {
    list: {
      config: { access: 'public' },
      handler: async (request) => {
        const id = uuidSchema.safeParse(request.query.id);
        if (!id.success || !(await productExists(app.db, id.data)))
          throw new NotFound(messages.productNotFound);
        return { success: true as const, reviews: await listReviews(app.db, id.data) };
      },
    },

    // JSON or multipart: the multipart plugin puts text fields in the body like JSON ones.
    post: {
      config: { access: 'user' },
      handler: async (request) => {
        const { productId, rating, comment } = request.body;
        const userId = authOf(request).id;
        const figures = await app.db
          .transaction()
          .execute(async (trx) => {
            const author = await findUserById(trx, userId);
            if (!author) return undefined;
            await upsertReview(trx, { productId, userId, name: author.name, rating, comment });
            return productRatings(trx, productId);
          })
          // The product is gone (or never was): its foreign key refused the review.
          .catch((error: unknown) => {
            if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return undefined;
            throw error;
          });
        if (!figures) throw new NotFound(messages.productNotFound);
        return { success: true as const, message: messages.reviewPosted, ...figures };
      },
    },

    delete: {
      config: { access: 'user' },
      handler: async (request) => {
        const auth = authOf(request);
        const { id, productId } = request.query;
        await app.db.transaction().execute(async (trx) => {
          const author = await reviewAuthor(trx, id, productId);
          if (author === undefined) throw new NotFound(messages.reviewNotFound);
          if (author !== auth.id && auth.role !== 'admin') throw new Forbidden();
          await deleteReview(trx, id);
        });
        return { success: true as const, message: messages.reviewDeleted };
      },
    },
  });
};
