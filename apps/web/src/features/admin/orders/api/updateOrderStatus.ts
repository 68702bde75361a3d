import { endpoints, format, type Order, type OrderStatusInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { useLanguage } from '../../../../lib/i18n';
import { useToast } from '../../../../lib/toast';
import { useRequestErrorToast } from '../../../../lib/useRequestErrorToast';
import { adminKey } from './getAdminOrders';

/** PUT /admin/order/:id: the next status (the server refuses an illegal move with 409). */
async function updateOrderStatus(id: string, input: OrderStatusInput): Promise<Order> {
  const { order } = await api.call(endpoints.orders.setStatus, { params: { id }, body: input });
  return order;
}

/** A status change says so, as the tab's other actions do. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { words, term } = useLanguage();
  return useMutation({
    mutationFn: ({ id, ...input }: OrderStatusInput & { id: string }) => updateOrderStatus(id, input),
    onError: useRequestErrorToast(),
    onSuccess: (order) =>
      toast.success(
        format(words.messages.orderStatusUpdated, {
          number: order.number,
          status: term('orderStatuses', order.orderStatus),
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
