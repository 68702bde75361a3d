import { endpoints } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /admin/reviews?product=: a product's reviews by its id or code; idle while the search is empty. */
export const useAdminReviews = (product: string) =>
  useQuery({
    queryKey: ['admin', 'reviews', product],
    queryFn: ({ signal }) => api.call(endpoints.admin.reviews, { query: { product }, signal }),
    enabled: product.trim() !== '',
    retry: false,
  });

/** DELETE /reviews?id=&productId= (the reviews feature's route, docs/product.md §13). */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, productId }: { id: string; productId: string }) =>
      api.call(endpoints.reviews.delete, { query: { id, productId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
