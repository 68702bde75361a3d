import type { AuthResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /login: the user and a token on success, 'Invalid Email or Password' otherwise. */
export const login = (credentials: Credentials) => api.post<AuthResponse>('/login', credentials);

export const useLogin = () => useMutation({ mutationFn: login });
