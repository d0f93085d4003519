import { MEETING_STATUS, type MeetingStatus } from '@portal/contracts';

/**
 * A meeting's status is never stored: it follows from the company clock and the span. Cancelled
 * wins; then not started, under way; once ended, whether its minutes are recorded.
 */
export function meetingStatus(
  meeting: { cancelled: boolean; startsAt: Date; endsAt: Date; minutesAt: Date | null },
  now: Date,
): MeetingStatus {
  if (meeting.cancelled) return MEETING_STATUS.cancelled;
  if (now < meeting.startsAt) return MEETING_STATUS.upcoming;
  if (now < meeting.endsAt) return MEETING_STATUS.inProgress;
  return meeting.minutesAt ? MEETING_STATUS.minutesRecorded : MEETING_STATUS.ended;
}
