import { type adminOrdersQuerySchema, endpoints } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api';

type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** GET /admin/orders: a page of orders, newest first, with the total amount over the whole filter. */
function getAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal) {
  return api.call(endpoints.orders.all, { query, signal });
}

/** Every admin list: a change to an order also changes the Users tab's order counts. */
export const adminKey = ['admin'] as const;
export const adminOrdersKey = [...adminKey, 'orders'] as const;

const adminOrdersQuery = (query: AdminOrdersQuery) =>
  queryOptions({
    queryKey: [...adminOrdersKey, query],
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    // The table keeps the shown page while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (query: AdminOrdersQuery) => useQuery(adminOrdersQuery(query));
