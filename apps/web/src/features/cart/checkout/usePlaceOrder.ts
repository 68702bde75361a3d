import { type NewOrderResponse, PAYMENT_TYPES, paths } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCartStore } from '../../../lib/cartStore';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';
import { savePromoCode } from '../components/promoCode';
import { placeOrder } from './api/placeOrder';
import type { AddressValues } from './storage';
import { useRefreshPrices } from './useRefreshPrices';

/**
 * CHECKOUT: places the cart as an order under `idempotencyKey` (one per attempt, so a retry or a double
 * click gets the same order back). The server priced it and emptied the server cart in its transaction;
 * here the local cart is emptied, the WhatsApp link is tried (a browser may block a window opened after
 * an await, hence the button on /success) and /success shows the order. The total the button showed
 * goes along: the server refuses the order (409) if its own differs. A refusal (that one, or an item
 * out of stock) is the error toast, and the prices and the cart are read again to show what changed.
 */
export function usePlaceOrder(idempotencyKey: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useRequestErrorToast();
  const refreshPrices = useRefreshPrices();
  return useMutation({
    mutationFn: ({
      address,
      shownTotal,
      promoCode,
    }: {
      address: AddressValues;
      shownTotal: number;
      promoCode: string | undefined;
    }) => {
      const orderItems = useCartStore
        .getState()
        .items.map(({ product, size, color, quantity }) => ({ product, size, color, quantity }));
      return placeOrder(
        {
          orderItems,
          shippingInfo: address,
          paymentType: PAYMENT_TYPES.cashOnDelivery,
          shownTotal,
          promoCode,
        },
        idempotencyKey,
      );
    },
    onError: (error: Error) => {
      showError(error);
      refreshPrices({ cart: true });
    },
    onSuccess: (placed: NewOrderResponse) => {
      useCartStore.getState().clear();
      // The code went with the order: the next cart starts without one.
      savePromoCode(undefined);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      window.open(placed.whatsappUrl, '_blank', 'noopener');
      void navigate(paths.success, { state: placed });
    },
  });
}
