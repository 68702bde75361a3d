import { endpoints, type Product } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { useSession } from './session';

/**
 * A signed-in user's saved products (docs/product.md §11): the /Favorites page's list and the state of
 * every heart. Shared by the product card, the product page and the favourites feature.
 */

const favoritesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['favorites', userId],
    queryFn: ({ signal }) =>
      api
        .call(endpoints.favorites.list, { params: { userId }, signal })
        .then((response) => response.favoritesItems),
    staleTime: 60 * 1000,
  });

/** The saved products; disabled (no data) for guests. */
export function useFavorites() {
  const userId = useSession((state) => state.user?._id) ?? '';
  return useQuery({ ...favoritesQuery(userId), enabled: userId !== '' });
}

/**
 * Whether `product` is saved, and a toggle that shows the change at once and rolls it back if the
 * server refuses or cannot be reached (failures are logged, never shown to the shopper: docs/product.md §11).
 */
export function useFavoriteToggle(product: Product) {
  const userId = useSession((state) => state.user?._id) ?? '';
  const queryClient = useQueryClient();
  const { queryKey } = favoritesQuery(userId);
  const saved = useFavorites().data?.some((item) => item._id === product._id) ?? false;

  const mutation = useMutation({
    mutationFn: (save: boolean) =>
      save
        ? api.call(endpoints.favorites.add, { params: { userId }, body: { product: product._id } })
        : api.call(endpoints.favorites.remove, { params: { userId, productId: product._id } }),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData<Product[]>(queryKey, (items = []) =>
        save
          ? [product, ...items.filter((item) => item._id !== product._id)]
          : items.filter((item) => item._id !== product._id),
      );
      return { before };
    },
    onError: (error, _save, context) => {
      console.warn('[favorites] saving the heart failed; it is back as it was', error);
      queryClient.setQueryData(queryKey, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  return { saved, toggle: () => mutation.mutate(!saved) };
}
