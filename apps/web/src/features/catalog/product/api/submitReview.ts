import { endpoints, type ReviewInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { patchCachedProduct } from '../../../../lib/productCache';
import { productQuery } from './getProduct';

/** PUT /review: posts the user's review of a product, replacing an earlier one (docs/product.md §11). */
const submitReview = (review: ReviewInput) => api.call(endpoints.reviews.post, { body: review });

/**
 * Posting changes the product's stars: the answer's figures replace them on every cached card and
 * page at once; the product (which carries its reviews) is fetched again, and listings (whose rating
 * filter may now match differently) when next shown.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: ({ ratings, numOfReviews }, { productId }) => {
      patchCachedProduct(queryClient, productId, { ratings, numOfReviews });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productQuery(productId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['products'], refetchType: 'none' }),
      ]);
    },
  });
}
