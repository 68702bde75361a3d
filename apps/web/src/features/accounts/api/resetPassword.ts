import type { AuthResponse, ResetInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /password/reset/:token: sets the password through a mailed link and signs the user in. */
export const resetPassword = (token: string, input: ResetInput) =>
  api.put<AuthResponse>(`/password/reset/${encodeURIComponent(token)}`, input);

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (input: ResetInput) => resetPassword(token, input) });
