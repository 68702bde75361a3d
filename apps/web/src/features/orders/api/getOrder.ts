import type { Order, orderResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** GET /order/:id: one order, for its owner or an admin. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await api.get<z.infer<typeof orderResponse>>(`/order/${encodeURIComponent(id)}`, {
    signal,
  });
  return order;
}

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', 'one', id], queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: string) => useQuery(orderQuery(id));
