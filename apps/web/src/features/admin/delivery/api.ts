import { type AreaChange, endpoints, type NewArea } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The admin's delivery areas (every one, all its names) and the free-delivery amount. */
const areasKey = ['admin', 'delivery'] as const;

export const useAdminAreas = () =>
  useQuery({
    queryKey: areasKey,
    queryFn: ({ signal }) => api.call(endpoints.delivery.adminAreas, { signal }),
  });

/**
 * A change to the areas: the admin's list is read again, and so is the storefront's (under the rates'
 * key, 'settings'), which this tab's own cart would otherwise show for minutes.
 */
function useDeliveryMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: areasKey }),
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
      ]),
  });
}

export const useAddArea = () =>
  useDeliveryMutation((body: NewArea) => api.call(endpoints.delivery.addArea, { body }));

export const useChangeArea = () =>
  useDeliveryMutation(({ id, change }: { id: string; change: AreaChange }) =>
    api.call(endpoints.delivery.changeArea, { params: { id }, body: change }),
  );

export const useSetFreeDelivery = () =>
  useDeliveryMutation((amount: number | null) => api.call(endpoints.delivery.freeFrom, { body: { amount } }));
