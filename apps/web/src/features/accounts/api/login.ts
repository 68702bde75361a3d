import { endpoints, type LoginInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /login: the user and a token on success, 'Invalid Email or Password' otherwise. */
const login = (credentials: LoginInput) => api.call(endpoints.accounts.login, { body: credentials });

export const useLogin = () => useMutation({ mutationFn: login });
