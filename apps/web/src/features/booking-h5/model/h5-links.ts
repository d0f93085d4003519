import { type PartnerMode, partnerLinkParams, partnerMode } from '../../../api/partner-mode.ts';
import { type BookingTarget, spanTimes } from '../../rooms/model/booking-link.ts';

/** A path between the phone pages: partner mode's `from`, `code` and `userId` always go along. */
export function h5Path(
  path: string,
  params: Record<string, string> = {},
  mode: PartnerMode | null = partnerMode,
): string {
  const text = new URLSearchParams({ ...partnerLinkParams(mode), ...params }).toString();
  return text ? `${path}?${text}` : path;
}

/** Book: the phone create-meeting page with the room and the range (end = last cell + 30 min). */
export function h5CreateMeetingPath(target: BookingTarget, mode: PartnerMode | null = partnerMode): string {
  const { startTime, endTime } = spanTimes(target.span);
  return h5Path(
    '/meetingOrderH5/createMeeting',
    {
      roomId: String(target.roomId),
      roomName: target.roomName,
      time: target.date,
      startTime,
      endTime,
    },
    mode,
  );
}
