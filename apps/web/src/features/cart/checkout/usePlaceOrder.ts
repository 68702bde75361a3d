import { type NewOrderResponse, PAYMENT_TYPES, paths } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCartStore } from '../../../lib/cartStore';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';
import { placeOrder } from './api/placeOrder';
import type { AddressValues } from './storage';

/**
 * CHECKOUT: places the cart as an order under `idempotencyKey` (one per attempt, so a retry or a double
 * click gets the same order back). The server priced it and emptied the server cart in its transaction;
 * here the local cart is emptied, the WhatsApp link is tried (a browser may block a window opened after
 * an await, hence the button on /success) and /success shows the order. A refusal (409 naming the item
 * out of stock) is the error toast.
 */
export function usePlaceOrder(idempotencyKey: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onError = useRequestErrorToast();
  return useMutation({
    mutationFn: (address: AddressValues) => {
      const orderItems = useCartStore
        .getState()
        .items.map(({ product, size, color, quantity }) => ({ product, size, color, quantity }));
      return placeOrder(
        { orderItems, shippingInfo: address, paymentType: PAYMENT_TYPES.cashOnDelivery },
        idempotencyKey,
      );
    },
    onError,
    onSuccess: (placed: NewOrderResponse) => {
      useCartStore.getState().clear();
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      window.open(placed.whatsappUrl, '_blank', 'noopener');
      void navigate(paths.success, { state: placed });
    },
  });
}
