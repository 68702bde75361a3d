import { endpoints, type PublicUser, type UpdateProfileInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { meQuery } from './getMe';

/** PUT /me/update/:userId: only the name changes (the e-mail is read-only, docs/product.md §9). */
async function updateProfile(userId: string, profile: UpdateProfileInput): Promise<PublicUser> {
  const { user } = await api.call(endpoints.accounts.updateProfile, { params: { userId }, body: profile });
  return user;
}

/** Saves the name, then shows it everywhere at once: the stored session and the cached profile. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: UpdateProfileInput) => updateProfile(userId, profile),
    onSuccess: (user) => {
      useSession.getState().refreshUser(user);
      queryClient.setQueryData(meQuery.queryKey, user);
    },
  });
}
