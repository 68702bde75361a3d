import { z } from 'zod';
import { productSchema, uuidSchema } from './common.js';

/** Favourites (docs/product.md §11): owner-only paths under /favorite/{userId}. */

export const favoriteBodySchema = z.object({ product: uuidSchema });

export const favoriteUserParamsSchema = z.object({ userId: uuidSchema });
export const favoriteProductParamsSchema = z.object({ userId: uuidSchema, productId: uuidSchema });

/** The saved products, newest first, each as a product card needs it. */
export const favoritesResponseSchema = z.object({
  success: z.literal(true),
  favoritesItems: z.array(productSchema),
});

/** Adding or removing answers the saved products' ids, enough to set every heart. */
export const favoriteChangeResponseSchema = z.object({
  success: z.literal(true),
  favorites: z.array(z.string()),
});
