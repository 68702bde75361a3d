import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /admin/deliveryRate (a public read): the delivery cost in LBP, 0 when it cannot be read (issue 9). */
export async function getDeliveryRate(signal?: AbortSignal): Promise<number> {
  try {
    const { dr } = await api.get<{ success: true; dr: { value: number }[] }>('/admin/deliveryRate', {
      signal,
    });
    return dr[0]?.value ?? 0;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return 0;
  }
}

export const deliveryRateQuery = queryOptions({
  queryKey: ['settings', 'deliveryRate'],
  queryFn: ({ signal }) => getDeliveryRate(signal),
  staleTime: 5 * 60 * 1000,
});

export const useDeliveryRate = () => useQuery(deliveryRateQuery);
