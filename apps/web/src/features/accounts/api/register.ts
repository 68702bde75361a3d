import { endpoints, type RegisterInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /register: signs the new user in straight away (user and token), or 'Email already exist'. */
const register = (account: RegisterInput) => api.call(endpoints.accounts.register, { body: account });

export const useRegister = () => useMutation({ mutationFn: register });
