import { endpoints, type Role } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const usersKey = ['admin', 'users'] as const;

export const useUsers = () =>
  useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => api.call(endpoints.accounts.users, { signal }),
    select: (data) => data.users,
  });

function useUsersMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }) });
}

export const useDeleteUser = () =>
  useUsersMutation((id: string) => api.call(endpoints.accounts.deleteUser, { params: { id } }));

export const useSetRole = () =>
  useUsersMutation(({ id, role }: { id: string; role: Role }) =>
    api.call(endpoints.accounts.setUserRole, { params: { id }, body: { role } }),
  );
