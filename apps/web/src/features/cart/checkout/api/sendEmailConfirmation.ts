import { endpoints } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { useToast } from '../../../../lib/toast';
import { useRequestErrorToast } from '../../../../lib/useRequestErrorToast';

/** POST /me/confirm-email: another confirmation link (the server sends at most one a minute). */
export function useSendEmailConfirmation() {
  const toast = useToast();
  return useMutation({
    mutationFn: () => api.call(endpoints.accounts.sendEmailConfirmation, { body: {} }),
    onSuccess: ({ message }) => toast.success(message),
    onError: useRequestErrorToast(),
  });
}
