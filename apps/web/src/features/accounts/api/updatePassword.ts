import { endpoints, type UpdatePasswordInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/**
 * PUT /password/update/:userId. The change retires every older token, this one included; the answer
 * carries the new one.
 */
const updatePassword = (userId: string, change: UpdatePasswordInput) =>
  api.call(endpoints.accounts.updatePassword, { params: { userId }, body: change });

/** Changes the password and keeps this device signed in with the token that replaces the old one. */
export function useUpdatePassword(userId: string) {
  return useMutation({
    mutationFn: (change: UpdatePasswordInput) => updatePassword(userId, change),
    onSuccess: ({ user, token }) => useSession.getState().setSession(user, token),
  });
}
