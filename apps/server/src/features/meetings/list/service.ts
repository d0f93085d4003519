import {
  MEETING_STATUS,
  MEETING_STATUS_OPEN,
  type MeetingListItem,
  type meetingListFilter,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { badRequest, forbidden } from '../../../http/errors.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import { isCallerEmail } from '../../../lib/own-email.ts';
import { meetingStatus } from '../meeting-status.ts';
import { canSeeEveryMeeting } from '../policy.ts';
import { findMeetingPage, type StatusFilter } from './repository.ts';

const statusFilters: Record<number, StatusFilter> = {
  [MEETING_STATUS.upcoming]: 'upcoming',
  [MEETING_STATUS.inProgress]: 'inProgress',
  [MEETING_STATUS.ended]: 'ended',
  [MEETING_STATUS.minutesRecorded]: 'minutesRecorded',
  [MEETING_STATUS.cancelled]: 'cancelled',
  [MEETING_STATUS_OPEN]: 'open',
};

/** The meeting lists (mine, created, to handle, all), filtered and paged. */
export function createListOperations({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  /** A filter's wall-clock time; one that does not exist is refused. */
  const instantOf = (text: string | undefined) => {
    if (text === undefined) return undefined;
    const instant = clock.parse(text);
    if (!instant) throw badRequest('time.format');
    return instant;
  };

  return {
    async list(user: SessionUser, filter: z.output<typeof meetingListFilter>) {
      if (!isCallerEmail(user, filter.userEmail)) throw forbidden('meeting.otherEmail');
      const now = clock.now();
      const { rows, total } = await findMeetingPage(
        db,
        { id: user.id, email: user.email.toLowerCase(), seesEveryMeeting: canSeeEveryMeeting(user) },
        {
          listType: filter.listType,
          status: filter.status === undefined ? undefined : statusFilters[filter.status],
          content: filter.content || undefined,
          from: instantOf(filter.timeBegin),
          to: instantOf(filter.timeEnd),
          page: filter.currentPage,
          pageSize: filter.pageSize,
        },
        now,
      );
      const list: MeetingListItem[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        start_time: clock.format(row.startsAt),
        end_time: clock.format(row.endsAt),
        room: row.roomId === null ? null : { id: row.roomId, name: row.roomName ?? '' },
        organizer: { email: row.organizerEmail, name: row.organizerName },
        status: meetingStatus(row, now),
        attendeeCount: row.attendeeCount,
        actionCount: row.actionCount,
        openActionCount: row.openActionCount,
      }));
      return { list, total };
    },
  };
}
