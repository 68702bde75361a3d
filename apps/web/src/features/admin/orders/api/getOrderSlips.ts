import { endpoints, type OrderFilter } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { adminOrdersKey } from './getAdminOrders';

/** GET /admin/orders/slips: the filter's orders (or the chosen ones), oldest first. */
export const useOrderSlips = (filter: OrderFilter, ids: readonly string[]) =>
  useQuery({
    queryKey: [...adminOrdersKey, 'slips', filter, ids],
    queryFn: ({ signal }) =>
      api.call(endpoints.orders.slips, { query: { ...filter, id: ids.length ? ids : undefined }, signal }),
  });
