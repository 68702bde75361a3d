import { z } from 'zod';
import { messages } from '../messages.js';
import { uuidSchema } from './common.js';

/** Reviews (docs/product.md §11: PUT /review, one review per user and product). */

export const REVIEW_COMMENT_MAX = 2000;

/** Multipart sends text: a rating typed as digits is read as a number; anything else stays as sent. */
const rating = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .int({ error: messages.reviewRatingRequired })
    .min(1, messages.reviewRatingRequired)
    .max(5, messages.reviewRatingRequired),
);

/** The comment is plain text, shown as text everywhere (never as HTML). */
const comment = z
  .string({ error: messages.reviewCommentRequired })
  .trim()
  .min(1, { error: messages.reviewCommentRequired, abort: true })
  .max(REVIEW_COMMENT_MAX, messages.reviewCommentTooLong);

export const reviewInputSchema = z.object({ rating, comment, productId: uuidSchema });
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** After a post, the product's new figures, so every star bar can update without a reload. */
export const reviewPostedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ratings: z.number(),
  numOfReviews: z.int(),
});

export const reviewDeleteQuerySchema = z.object({ id: uuidSchema, productId: uuidSchema });
