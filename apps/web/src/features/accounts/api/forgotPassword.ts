import { endpoints } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /password/forgot. The server answers alike for known and unknown e-mails; its message says what
 * to expect.
 */
const forgotPassword = (email: string) => api.call(endpoints.accounts.forgotPassword, { body: { email } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
