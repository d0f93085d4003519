import { type SlotSpan, slotEnd, TIMELINE_SLOT_STARTS } from './slots.ts';

export interface BookingTarget {
  roomId: number;
  roomName: string;
  /** `YYYY-MM-DD`, the chosen day. */
  date: string;
  span: SlotSpan;
}

/**
 * What Book leaves in the create-meeting page's history entry: the room list's own query, so that
 * page's ways back (change time, done) return to the same search. A reload keeps the entry's state.
 */
export interface BookingEntryState {
  roomListQuery: string;
}

/** `HH:mm` start and end of a span; the end is the last slot's start plus 30 minutes. */
export function spanTimes(span: SlotSpan): { startTime: string; endTime: string } {
  const first = TIMELINE_SLOT_STARTS[span.from] ?? '';
  const last = TIMELINE_SLOT_STARTS[span.to] ?? '';
  return { startTime: first, endTime: slotEnd(last) };
}

/** /meeting/createMeeting?roomId&roomName&time=YYYY-MM-DD&startTime=HH:mm&endTime=HH:mm. */
export function createMeetingLink(target: BookingTarget): string {
  const { startTime, endTime } = spanTimes(target.span);
  const query = new URLSearchParams({
    roomId: String(target.roomId),
    roomName: target.roomName,
    time: target.date,
    startTime,
    endTime,
  });
  return `/meeting/createMeeting?${query.toString()}`;
}
