import type { CreateMeetingRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../api/client.ts';

/** HTTP status of "that time is already booked" (the server's exclusion constraint said no). */
const BOOKING_CONFLICT_STATUS = 409;

export const isBookingConflict = (error: unknown) =>
  error instanceof ApiError && error.status === BOOKING_CONFLICT_STATUS;

/** Books the room by creating the meeting; the client has already shown any server message. */
export function useCreateMeeting() {
  return useMutation({
    mutationFn: (request: CreateMeetingRequest) => callApi('createMeeting', { body: request }),
  });
}
