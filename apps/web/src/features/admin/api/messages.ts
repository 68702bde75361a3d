import { endpoints } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const messagesKey = ['admin', 'messages'] as const;

/** GET /admin/messages: newest first, with the unread count over all pages. */
export const useContactMessages = (page: number, pageSize: number) =>
  useQuery({
    queryKey: [...messagesKey, page, pageSize],
    queryFn: ({ signal }) => api.call(endpoints.contact.messages, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.call(endpoints.contact.setHandled, { params: { id }, body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
