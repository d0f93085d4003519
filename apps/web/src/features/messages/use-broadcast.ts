import type { BroadcastRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';

/** Sends one bell message to an audience; the answer says how many got it. */
export function useBroadcast() {
  return useMutation({ mutationFn: (body: BroadcastRequest) => callApi('messageBroadcast', { body }) });
}
