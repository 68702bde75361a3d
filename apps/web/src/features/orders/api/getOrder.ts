import { endpoints, type Order } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /order/:id: one order, for its owner or an admin. */
async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await api.call(endpoints.orders.get, { params: { id }, signal });
  return order;
}

const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', 'one', id], queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: string) => useQuery(orderQuery(id));
