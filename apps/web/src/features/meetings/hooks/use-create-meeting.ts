import type { CreateMeetingRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../api/client.ts';
import type { RangeRefusal } from '../model/range-check.ts';

/**
 * Tells "someone booked it first" from "the room is closed then" by the answer's reason key; a
 * closure's message carries its reason, which the notice shows under its title.
 */
export function rangeRefusal(error: unknown): RangeRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.error === 'booking.conflict') return { kind: 'taken' };
  if (error.error === 'booking.closed') return { kind: 'closed', reason: error.message };
  return null;
}

/**
 * Books the room by creating the meeting. The client shows any server message except a refused
 * range, which the page's notice explains (once, not twice).
 */
export function useCreateMeeting() {
  return useMutation({
    mutationFn: (request: CreateMeetingRequest) =>
      callApi('meetingCreate', { body: request, quiet: ['booking.conflict', 'booking.closed'] }),
  });
}
