import { z } from 'zod';
import { messageResponse } from '../schemas/accounts.js';
import { reviewsResponseSchema } from '../schemas/common.js';
import {
  reviewDeleteQuerySchema,
  reviewInputSchema,
  reviewPostedResponseSchema,
} from '../schemas/reviews.js';
import { endpoint } from './endpoint.js';

const tags = ['reviews'];

/**
 * Reviews (docs/product.md §11): anyone reads, a signed-in user posts one
 * per product, author or admin deletes.
 */
export const reviewEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/reviews',
    tags,
    query: z.object({ id: z.string() }),
    responses: { 200: reviewsResponseSchema },
  }),
  /** Posting again replaces the user's review; the answer holds the product's new stars. */
  post: endpoint({
    method: 'PUT',
    path: '/review',
    tags,
    body: reviewInputSchema,
    multipart: true,
    responses: { 200: reviewPostedResponseSchema },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/reviews',
    tags,
    query: reviewDeleteQuerySchema,
    responses: { 200: messageResponse },
  }),
};
