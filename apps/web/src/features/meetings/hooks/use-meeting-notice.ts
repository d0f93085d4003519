import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

const NOTICE_KEY = ['meetings', 'notice'] as const;

/** The red dot: whether something waits for me (GET /meeting/process/existNotice). */
export function useMeetingNotice(userEmail: string | undefined) {
  return useQuery({
    queryKey: [...NOTICE_KEY, userEmail],
    queryFn: () => callApi('meetingNoticeExists', { query: { userEmail } }),
    enabled: Boolean(userEmail),
  });
}

/** Opening the to-handle list clears the dot on the server, then here. */
export function useClearMeetingNotice(userEmail: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('meetingNoticeClear', { query: { userEmail } }),
    onSuccess: () => queryClient.setQueryData([...NOTICE_KEY, userEmail], false),
  });
}
