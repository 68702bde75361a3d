import type { AuthResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** PUT /password/reset/:token: sets the password through a mailed link and signs the user in. */
export const resetPassword = (token: string, input: NewPassword) =>
  api.put<AuthResponse>(`/password/reset/${encodeURIComponent(token)}`, input);

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (input: NewPassword) => resetPassword(token, input) });
