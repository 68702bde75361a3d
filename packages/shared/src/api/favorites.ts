import {
  favoriteBodySchema,
  favoriteChangeResponseSchema,
  favoriteProductParamsSchema,
  favoritesResponseSchema,
  favoriteUserParamsSchema,
} from '../schemas/favorites.js';
import { endpoint } from './endpoint.js';

const tags = ['favorites'];

/** Saved products (docs/product.md §11): only their owner reads or changes them. */
export const favoriteEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/favorite/:userId',
    tags,
    params: favoriteUserParamsSchema,
    responses: { 200: favoritesResponseSchema },
  }),
  add: endpoint({
    method: 'POST',
    path: '/favorite/:userId',
    tags,
    params: favoriteUserParamsSchema,
    body: favoriteBodySchema,
    responses: { 200: favoriteChangeResponseSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/favorite/:userId/:productId',
    tags,
    params: favoriteProductParamsSchema,
    responses: { 200: favoriteChangeResponseSchema },
  }),
};
