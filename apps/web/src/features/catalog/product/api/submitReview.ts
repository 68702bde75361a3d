import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { productQuery } from './getProduct';
import { reviewsQuery } from './getReviews';

export interface ReviewInput {
  productId: string;
  rating: number;
  comment: string;
}

/** PUT /review: posts the user's review of a product, replacing an earlier one (DESIGN). */
export const submitReview = (review: ReviewInput) => api.put<{ success: true }>('/review', review);

/** Posting changes the list and the product's rating and count, so both are fetched again. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (_result, { productId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQuery(productId).queryKey }),
        queryClient.invalidateQueries({ queryKey: productQuery(productId).queryKey }),
      ]),
  });
}
