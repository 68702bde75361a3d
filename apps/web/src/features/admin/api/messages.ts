import type { ContactMessagesResponse } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const messagesKey = ['admin', 'messages'] as const;

/** GET /admin/messages: newest first, with the unread count over all pages. */
export const useContactMessages = (page: number, pageSize: number) =>
  useQuery({
    queryKey: [...messagesKey, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<ContactMessagesResponse>('/admin/messages', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.put<{ message: string }>(`/admin/messages/${encodeURIComponent(id)}`, { handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
