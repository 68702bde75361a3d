import { endpoints } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Under the admin's key: a change to an order (Orders tab) reads these again too. */
const summaryKey = ['admin', 'summary'] as const;
const openKey = ['admin', 'open-orders'] as const;

/** How often the admin's count of orders to ship is read again while an admin screen is open. */
const ORDER_COUNTS_REFRESH_MS = 60_000;

/** GET /admin/summary for the last `days` shop days. */
export const useSummary = (days: number) =>
  useQuery({
    queryKey: [...summaryKey, days],
    queryFn: ({ signal }) => api.call(endpoints.dashboard.summary, { query: { days }, signal }),
    // Another period keeps the chart in place until its figures arrive.
    placeholderData: keepPreviousData,
  });

/** The orders to ship and on their way, read again every minute (and on focus) while shown. */
export const useOpenOrders = () =>
  useQuery({
    queryKey: openKey,
    queryFn: ({ signal }) => api.call(endpoints.dashboard.openOrders, { signal }),
    select: (data) => data.open,
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

/** POST /admin/digest: the morning digest to the shop's address now, in the admin's language. */
export const useSendDigest = () =>
  useMutation({ mutationFn: () => api.call(endpoints.dashboard.digest, { body: {} }) });
