import { endpoints, messages } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors.js';
import { registerRoutes } from '../../lib/route-of.js';
import { addFavorite, listFavoriteIds, listFavoriteProducts, removeFavorite } from './queries.js';

const { favorites } = endpoints;
const owner = { access: { owner: 'userId' } } as const;

/** Saved products (docs/product.md §11): only their owner reads or changes them. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = async (userId: string) => ({
    success: true as const,
    favorites: await listFavoriteIds(app.db, userId),
  });

  registerRoutes(app, favorites, {
    list: {
      config: owner,
      handler: async (request) => ({
        success: true as const,
        favoritesItems: await listFavoriteProducts(app.db, request.params.userId, request.locale),
      }),
    },

    add: {
      config: owner,
      handler: async (request) => {
        const { userId } = request.params;
        if (!(await addFavorite(app.db, userId, request.body.product)))
          throw new NotFound(messages.productNotFound);
        return changed(userId);
      },
    },

    // Removing a product that is not saved is harmless (the heart is off either way); an unknown one is not found.
    remove: {
      config: owner,
      handler: async (request) => {
        const { userId, productId } = request.params;
        if (!(await removeFavorite(app.db, userId, productId))) throw new NotFound(messages.productNotFound);
        return changed(userId);
      },
    },
  });
};
