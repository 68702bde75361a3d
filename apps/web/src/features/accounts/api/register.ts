import type { AuthResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Credentials } from './login';

export interface NewAccount extends Credentials {
  name: string;
}

/** POST /register: signs the new user in straight away (user and token), or 'Email already exist'. */
export const register = (account: NewAccount) => api.post<AuthResponse>('/register', account);

export const useRegister = () => useMutation({ mutationFn: register });
