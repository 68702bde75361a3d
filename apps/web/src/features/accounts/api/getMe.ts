import { endpoints, type PublicUser } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/**
 * GET /me. The stored copy of the user follows the answer, so a name changed on another device shows
 * in the header too.
 */
async function getMe(signal?: AbortSignal): Promise<PublicUser> {
  const { user } = await api.call(endpoints.accounts.me, { signal });
  useSession.getState().refreshUser(user);
  return user;
}

export const meQuery = queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQuery);
