import type { Order, OrderStatusInput, orderResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api';
import { useRequestErrorToast } from '../../../../lib/useRequestErrorToast';
import { adminOrdersKey } from './getAdminOrders';

/** PUT /admin/order/:id: the next status (the server refuses an illegal move with 409). */
export async function updateOrderStatus(id: string, input: OrderStatusInput): Promise<Order> {
  const path = `/admin/order/${encodeURIComponent(id)}`;
  const { order } = await api.put<z.infer<typeof orderResponse>>(path, input);
  return order;
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: OrderStatusInput & { id: string }) => updateOrderStatus(id, input),
    onError: useRequestErrorToast(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
