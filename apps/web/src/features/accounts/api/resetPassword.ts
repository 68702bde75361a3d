import { endpoints, type ResetInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /password/reset/:token: sets the password through a mailed link and signs the user in. */
const resetPassword = (token: string, input: ResetInput) =>
  api.call(endpoints.accounts.resetPassword, { params: { token }, body: input });

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (input: ResetInput) => resetPassword(token, input) });
