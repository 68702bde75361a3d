import { endpoints, type PriceDisplay } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type RateName, rateEndpoints, rateQuery, rateValueOf } from '../../../lib/rates';
import { shopQuery } from '../../../lib/shop';

/** The current rate, 0 while it loads (the storefront's cache entry: one value everywhere). */
export const useRate = (name: RateName) => useQuery({ ...rateQuery(name), select: (value) => value ?? 0 });

/** POST the rate; an empty value is ignored by the server (docs/product.md §13). */
export function useSetRate(name: RateName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => api.call(rateEndpoints[name].set, { body: { value } }),
    onSuccess: async (data) => {
      queryClient.setQueryData(rateQuery(name).queryKey, rateValueOf(data));
      // The shop's answer carries the dollar rate that dollar prices are shown at.
      if (name === 'dollarRate') await queryClient.invalidateQueries({ queryKey: shopQuery.queryKey });
    },
  });
}

/** PUT /admin/price-display: how every price of the shop shows from now on (issue 48). */
export function useSetPriceDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: PriceDisplay) => api.call(endpoints.settings.priceDisplay, { body: { show } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopQuery.queryKey }),
  });
}

/** POST /admin/updateAllPrices: the new rate and every price recomputed; every cached price is stale. */
export function useRepriceAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => api.call(endpoints.admin.repriceAll, { body: { value } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
