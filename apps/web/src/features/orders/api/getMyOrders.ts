import type { Order, ordersResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** GET /orders/me/:userId: the signed-in user's orders (only their owner may read them). */
export async function getMyOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  const path = `/orders/me/${encodeURIComponent(userId)}`;
  const { orders } = await api.get<z.infer<typeof ordersResponse>>(path, { signal });
  return orders;
}

export const myOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId],
    queryFn: ({ signal }) => getMyOrders(userId, signal),
  });

export const useMyOrders = (userId: string) => useQuery(myOrdersQuery(userId));
