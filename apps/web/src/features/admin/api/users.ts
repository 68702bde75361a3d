import { endpoints, type Role } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const usersKey = ['admin', 'users'] as const;
const blockedPhonesKey = ['admin', 'blocked-phones'] as const;

export const useUsers = () =>
  useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => api.call(endpoints.accounts.users, { signal }),
    select: (data) => data.users,
  });

/** A mutation after which the admin's lists are read again (`stale`: which). */
function useAdminMutation<T, V>(
  mutationFn: (variables: V) => Promise<T>,
  stale: readonly string[] = usersKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: stale }) });
}

export const useDeleteUser = () =>
  useAdminMutation((id: string) => api.call(endpoints.accounts.deleteUser, { params: { id } }));

export const useSetRole = () =>
  useAdminMutation(({ id, role }: { id: string; role: Role }) =>
    api.call(endpoints.accounts.setUserRole, { params: { id }, body: { role } }),
  );

export const useBlockUser = () =>
  useAdminMutation(({ id, blocked }: { id: string; blocked: boolean }) =>
    api.call(endpoints.accounts.blockUser, { params: { id }, body: { blocked } }),
  );

/** Cancels a user's open orders: the users' counts and the Orders tab both change. */
export const useCancelUserOrders = () =>
  useAdminMutation(
    (id: string) => api.call(endpoints.orders.cancelUserOrders, { params: { id } }),
    ['admin'],
  );

export const useBlockedPhones = () =>
  useQuery({
    queryKey: blockedPhonesKey,
    queryFn: ({ signal }) => api.call(endpoints.accounts.blockedPhones, { signal }),
    select: (data) => data.phones,
  });

export const useBlockPhone = () =>
  useAdminMutation(
    (phone: string) => api.call(endpoints.accounts.blockPhone, { body: { phone } }),
    blockedPhonesKey,
  );

export const useUnblockPhone = () =>
  useAdminMutation(
    (key: string) => api.call(endpoints.accounts.unblockPhone, { params: { key } }),
    blockedPhonesKey,
  );
