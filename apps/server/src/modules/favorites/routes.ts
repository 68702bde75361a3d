import {
  favoriteBodySchema,
  favoriteChangeResponseSchema,
  favoriteProductParamsSchema,
  favoritesResponseSchema,
  favoriteUserParamsSchema,
  messages,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors.js';
import { addFavorite, listFavoriteIds, listFavoriteProducts, removeFavorite } from './queries.js';

const tags = ['favorites'];
const owner = { access: { owner: 'userId' } } as const;

/** Saved products (spec §7 Favourites): only their owner reads or changes them. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = async (userId: string) => ({
    success: true as const,
    favorites: await listFavoriteIds(app.db, userId),
  });

  app.get(
    '/favorite/:userId',
    {
      config: owner,
      schema: { tags, params: favoriteUserParamsSchema, response: { 200: favoritesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      favoritesItems: await listFavoriteProducts(app.db, request.params.userId),
    }),
  );

  app.post(
    '/favorite/:userId',
    {
      config: owner,
      schema: {
        tags,
        params: favoriteUserParamsSchema,
        body: favoriteBodySchema,
        response: { 200: favoriteChangeResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await addFavorite(app.db, userId, request.body.product)))
        throw new NotFound(messages.productNotFound);
      return changed(userId);
    },
  );

  // Removing a product that is not saved is harmless: the heart is off either way.
  app.delete(
    '/favorite/:userId/:productId',
    {
      config: owner,
      schema: { tags, params: favoriteProductParamsSchema, response: { 200: favoriteChangeResponseSchema } },
    },
    async (request) => {
      await removeFavorite(app.db, request.params.userId, request.params.productId);
      return changed(request.params.userId);
    },
  );
};
