import type { RateResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

/** GET /admin/dollarRate (a public read): LBP per dollar, the first entry's value. */
export async function getDollarRate(signal?: AbortSignal): Promise<number | undefined> {
  const { dr } = await api.get<RateResponse>('/admin/dollarRate', { signal });
  return dr[0]?.value;
}

/** The rate changes a few times a day at most. */
export const dollarRateQuery = queryOptions({
  queryKey: ['settings', 'dollarRate'],
  queryFn: ({ signal }) => getDollarRate(signal),
  staleTime: 5 * 60 * 1000,
});

export const useDollarRate = () => useQuery(dollarRateQuery);
