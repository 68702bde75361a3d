import { endpoints, type PromoCodeFields, type SaleFields } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The admin's promo codes and sales (issue 48). */
const codesKey = ['admin', 'promoCodes'] as const;
const salesKey = ['admin', 'sales'] as const;

export const usePromoCodes = () =>
  useQuery({
    queryKey: codesKey,
    queryFn: ({ signal }) => api.call(endpoints.promotions.codes.list, { signal }),
  });

export const useSales = () =>
  useQuery({
    queryKey: salesKey,
    queryFn: ({ signal }) => api.call(endpoints.promotions.sales.list, { signal }),
  });

/** A change, then the list read again; a sale changes the storefront's prices too (every query). */
function usePromotionMutation<T, V>(mutationFn: (variables: V) => Promise<T>, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries(key === salesKey ? undefined : { queryKey: key }),
  });
}

export const useAddCode = () =>
  usePromotionMutation(
    (body: PromoCodeFields) => api.call(endpoints.promotions.codes.add, { body }),
    codesKey,
  );

export const useChangeCode = () =>
  usePromotionMutation(
    ({ id, code }: { id: string; code: PromoCodeFields }) =>
      api.call(endpoints.promotions.codes.change, { params: { id }, body: code }),
    codesKey,
  );

export const useDeleteCode = () =>
  usePromotionMutation(
    (id: string) => api.call(endpoints.promotions.codes.delete, { params: { id } }),
    codesKey,
  );

export const useAddSale = () =>
  usePromotionMutation((body: SaleFields) => api.call(endpoints.promotions.sales.add, { body }), salesKey);

export const useEndSale = () =>
  usePromotionMutation(
    (id: string) => api.call(endpoints.promotions.sales.delete, { params: { id } }),
    salesKey,
  );
