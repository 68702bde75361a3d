import type { RateResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/** The shop's rates (public reads): each is a list whose first entry's value is the rate (spec §3). */
async function getRate(path: string, signal?: AbortSignal): Promise<number | undefined> {
  const { dr } = await api.get<RateResponse>(path, { signal });
  return dr[0]?.value;
}

/** GET /admin/dollarRate: LBP per dollar. The rate changes a few times a day at most. */
export const dollarRateQuery = queryOptions({
  queryKey: ['settings', 'dollarRate'],
  queryFn: ({ signal }) => getRate('/admin/dollarRate', signal),
  staleTime: 5 * 60 * 1000,
});

export const useDollarRate = () => useQuery(dollarRateQuery);

/** GET /admin/deliveryRate: the delivery cost in LBP. */
export const deliveryCostQuery = queryOptions({
  queryKey: ['settings', 'deliveryRate'],
  queryFn: ({ signal }) => getRate('/admin/deliveryRate', signal),
  staleTime: 5 * 60 * 1000,
});

/** Spec §8: a delivery-rate failure is only logged and the cost stays 0, so it shows no toast. */
export const useDeliveryCost = () => useQuery(deliveryCostQuery).data ?? 0;
