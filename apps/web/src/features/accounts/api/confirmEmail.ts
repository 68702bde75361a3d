import { endpoints } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /confirm-email/:token: the mailed link confirms the account's e-mail address. */
const confirmEmail = (token: string) => api.call(endpoints.accounts.confirmEmail, { params: { token } });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
