import type { PublicUser, Role } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const usersKey = ['admin', 'users'] as const;

export const useUsers = () =>
  useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => api.get<{ users: PublicUser[] }>('/admin/users', { signal }),
    select: (data) => data.users,
  });

function useUsersMutation<V>(mutationFn: (variables: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }) });
}

export const useDeleteUser = () =>
  useUsersMutation((id: string) => api.del<{ message: string }>(`/admin/user/${encodeURIComponent(id)}`));

export const useSetRole = () =>
  useUsersMutation(({ id, role }: { id: string; role: Role }) =>
    api.put<{ message: string }>(`/admin/user/${encodeURIComponent(id)}`, { role }),
  );
