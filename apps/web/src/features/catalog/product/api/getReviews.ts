import type { Review, ReviewsResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../../lib/api';

/**
 * GET /reviews?id={productId}. A 404 reads as no reviews: the product may be gone, or a server without the
 * reviews module answers it for the unknown route.
 */
export async function getReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  try {
    const { reviews } = await api.get<ReviewsResponse>('/reviews', {
      query: { id: productId },
      signal,
    });
    return reviews;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const reviewsQuery = (productId: string) =>
  queryOptions({ queryKey: ['reviews', productId], queryFn: ({ signal }) => getReviews(productId, signal) });

export const useReviews = (productId: string) => useQuery(reviewsQuery(productId));
