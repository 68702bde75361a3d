import type { AuthResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export interface PasswordChange {
  oldPassword: string;
  password: string;
}

/**
 * PUT /password/update/:userId. The change retires every older token, this one included; the answer
 * carries the new one.
 */
export const updatePassword = (userId: string, change: PasswordChange) =>
  api.put<AuthResponse>(`/password/update/${encodeURIComponent(userId)}`, change);

/** Changes the password and keeps this device signed in with the token that replaces the old one. */
export function useUpdatePassword(userId: string) {
  return useMutation({
    mutationFn: (change: PasswordChange) => updatePassword(userId, change),
    onSuccess: ({ user, token }) => useSession.getState().setSession(user, token),
  });
}
