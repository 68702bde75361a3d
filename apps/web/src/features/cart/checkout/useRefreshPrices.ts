import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session';

/**
 * Reads the cart's lines (with today's prices) and the rates again, so that the totals the checkout
 * shows, and the one CHECKOUT sends as `shownTotal`, are the shop's current ones rather than those
 * cached when the cart was first shown.
 */
export function useRefreshPrices(): () => void {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?._id);
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['settings'] });
    // Loaded on demand, as the cart's sync always is (CartSync).
    if (userId) void import('../sync').then(({ syncCart }) => syncCart(userId));
  }, [queryClient, userId]);
}
