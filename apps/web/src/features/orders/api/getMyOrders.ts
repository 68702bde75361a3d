import { endpoints, type Order } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /orders/me/:userId: the signed-in user's orders (only their owner may read them). */
async function getMyOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  const { orders } = await api.call(endpoints.orders.mine, { params: { userId }, signal });
  return orders;
}

const myOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId],
    queryFn: ({ signal }) => getMyOrders(userId, signal),
  });

export const useMyOrders = (userId: string) => useQuery(myOrdersQuery(userId));
