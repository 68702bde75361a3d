import { endpoints } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Under the admin's key: a change to an order (Orders tab) reads these again too. */
const summaryKey = ['admin', 'summary'] as const;
const countsKey = ['admin', 'order-counts'] as const;

/** How often the admin's count of orders to ship is read again while an admin screen is open. */
export const ORDER_COUNTS_REFRESH_MS = 60_000;

/** GET /admin/summary for the last `days` shop days. */
export const useSummary = (days: number) =>
  useQuery({
    queryKey: [...summaryKey, days],
    queryFn: ({ signal }) => api.call(endpoints.dashboard.summary, { query: { days }, signal }),
    // Another period keeps the chart in place until its figures arrive.
    placeholderData: keepPreviousData,
  });

/** Orders by status, refreshed every minute (and on focus) while an admin screen shows them. */
export const useOrderCounts = () =>
  useQuery({
    queryKey: countsKey,
    queryFn: ({ signal }) => api.call(endpoints.dashboard.orderCounts, { signal }),
    select: (data) => data.byStatus,
    refetchInterval: ORDER_COUNTS_REFRESH_MS,
  });

export function useSetLowStockThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) =>
      api.call(endpoints.dashboard.lowStockThreshold, { body: { threshold } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKey }),
  });
}
