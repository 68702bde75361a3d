import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session';

/**
 * Reads the rates again and, with `cart`, the cart's lines (their prices) from the server, so that the
 * totals the checkout shows, and the one CHECKOUT sends as `shownTotal`, are the shop's current ones.
 * The cart is re-read only after the server refused an order: re-reading it puts the server's lines
 * on screen, over a quantity changed while the server could not be reached.
 */
export function useRefreshPrices(): (options?: { cart: boolean }) => void {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?._id);
  return useCallback(
    (options) => {
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
      // Loaded on demand, as the cart's sync always is (CartSync).
      if (options?.cart && userId) void import('../sync').then(({ syncCart }) => syncCart(userId));
    },
    [queryClient, userId],
  );
}
