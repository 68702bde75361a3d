import { endpoints, type RateResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Each rate's read and write, by its name. */
export const rateEndpoints = {
  dollarRate: endpoints.settings.dollarRate,
  deliveryRate: endpoints.settings.deliveryRate,
};

export type RateName = keyof typeof rateEndpoints;

/** The first entry's value of a rate list (docs/product.md §13), as every rate answer carries it. */
export const rateValueOf = ({ dr }: Pick<RateResponse, 'dr'>) => dr[0]?.value;

/**
 * GET /admin/dollarRate (LBP per dollar) or /admin/deliveryRate (delivery cost in LBP), public reads.
 * One cache entry per rate for the storefront and the admin, so an admin's change shows everywhere.
 */
export const rateQuery = (name: RateName) =>
  queryOptions({
    queryKey: ['settings', name],
    queryFn: async ({ signal }) => rateValueOf(await api.call(rateEndpoints[name].get, { signal })),
    // The rates change a few times a day at most.
    staleTime: 5 * 60 * 1000,
  });

export const useDollarRate = () => useQuery(rateQuery('dollarRate'));

/** docs/product.md §3.7: a delivery-rate failure is only logged and the cost stays 0: no toast. */
export const useDeliveryCost = () => useQuery(rateQuery('deliveryRate')).data ?? 0;
