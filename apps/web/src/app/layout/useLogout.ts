import { messages, paths } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { saveCartAndClear } from '../../features/cart';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';

/**
 * Signs out on this device (tokens are stateless): saves the cart to the server and empties the local
 * one (docs/product.md §3.6), forgets the session and every cached user-specific query, then goes home.
 */
export function useLogout() {
  const clear = useSession((state) => state.clear);
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return async () => {
    const userId = useSession.getState().user?._id;
    if (userId) await saveCartAndClear(userId);
    clear();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'shop' });
    toast.success(messages.loggedOut);
    navigate(paths.home);
  };
}
