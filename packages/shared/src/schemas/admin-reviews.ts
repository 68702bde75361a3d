import { z } from 'zod';
import { messages } from '../messages.js';
import { requiredText, reviewSchema } from './common.js';
import { TEXT_MAX } from './product-form.js';

export const adminReviewsQuerySchema = z.object({
  product: requiredText(messages.productOrCodeRequired).max(TEXT_MAX.code, messages.productCodeTooLong),
});

export const adminReviewsResponse = z.object({
  success: z.literal(true),
  product: z.object({ _id: z.string(), productId: z.string(), name: z.string() }),
  reviews: z.array(reviewSchema),
});
