import { type PartnerMode, partnerMode } from '../../../../api/partner-mode.ts';
import { h5Path } from '../../../../shell/mobile/h5-path.ts';
import { type BookingTarget, spanTimes } from '../../model/booking-link.ts';

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
