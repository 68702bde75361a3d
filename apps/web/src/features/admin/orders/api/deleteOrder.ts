import { endpoints } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { useToast } from '../../../../lib/toast';
import { useRequestErrorToast } from '../../../../lib/useRequestErrorToast';
import { adminKey } from './getAdminOrders';

/** DELETE /admin/order/:id: the server returns the stock unless the order was delivered or cancelled. */
function deleteOrder(id: string) {
  return api.call(endpoints.orders.delete, { params: { id } });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteOrder,
    onError: useRequestErrorToast(),
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
