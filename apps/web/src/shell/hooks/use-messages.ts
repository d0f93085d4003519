import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { NOTICE_POLL_MS, UNREAD_MESSAGE_PAGE_SIZE } from '../../api/contract-values.ts';

const UNREAD_KEY = ['shell', 'messages', 'unread'];
/** The message list in the header's popover shows this many per page. */
export const MESSAGE_LIST_PAGE_SIZE = 5;

/** The header asks for unread messages (page size 5) every 60 s; the badge shows their total. */
export function useUnreadMessageCount() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () =>
      callApi('messageList', {
        query: { pageNo: 1, pageSize: UNREAD_MESSAGE_PAGE_SIZE, readFlag: 0 },
      }),
    refetchInterval: NOTICE_POLL_MS,
    select: (page) => page.totalCount,
  });
}

/** One page of all my messages (unread first), fetched afresh each time the list opens. */
export function useMessagePage(pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: ['shell', 'messages', 'page', pageNo],
    queryFn: () => callApi('messageList', { query: { pageNo, pageSize: MESSAGE_LIST_PAGE_SIZE } }),
    enabled,
    staleTime: 0,
  });
}

/** Marks messages read; the badge asks again at once rather than at the next poll. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callApi('messageRead', { body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
  });
}
