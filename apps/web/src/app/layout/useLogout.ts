import { messages, paths } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';

/**
 * Signs out on this device (tokens are stateless): forgets the session and every cached
 * user-specific query, then goes home.
 */
export function useLogout() {
  const clear = useSession((state) => state.clear);
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return () => {
    clear();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'shop' });
    toast.success(messages.loggedOut);
    navigate(paths.home);
  };
}
