import { endpoints } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { adminOrdersKey } from './getAdminOrders';

/**
 * GET /admin/order/:id/whatsapp: the `wa.me` link to the customer with the text of the order's status,
 * in its language. Read when the dialog opens, again after a status change (the orders' key).
 */
export const useOrderWhatsApp = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...adminOrdersKey, 'whatsapp', id],
    queryFn: ({ signal }) => api.call(endpoints.orders.whatsApp, { params: { id }, signal }),
    enabled,
  });
