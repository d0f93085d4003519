import type { MeetingDetail } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { fileContentUrl, findStoredFiles } from '../files/index.ts';
import { employeesByIds } from '../people/index.ts';
import { actionsOfMeeting, toAction } from './actions/index.ts';
import { attendeesOf } from './attendees/index.ts';
import { roomNameOf, visibleMeeting } from './meeting/index.ts';
import { meetingStatus } from './meeting-status.ts';
import { meetingRights } from './policy.ts';

/** The detail page: the meeting with its people, room, attachments, minutes and action plan. */
export function createDetailOperations(ctx: AppContext) {
  const { db, clock } = ctx;
  return {
    async detail(user: SessionUser, meetingId: number): Promise<MeetingDetail> {
      const meeting = await visibleMeeting(ctx, user, meetingId);
      const ossKeys = meeting.attachment ? meeting.attachment.split(',') : [];
      const [attendees, people, roomName, actions, files] = await Promise.all([
        attendeesOf(db, meetingId),
        employeesByIds(
          db,
          meeting.recorderId === null ? [meeting.organizerId] : [meeting.organizerId, meeting.recorderId],
        ),
        meeting.roomId === null ? null : roomNameOf(db, meeting.roomId),
        actionsOfMeeting(db, meetingId),
        findStoredFiles(db, ossKeys),
      ]);
      const employeeOf = (id: number | null) => {
        const found = people.find((person) => person.id === id);
        if (!found) return null;
        const { id: _id, ...employee } = found;
        return employee;
      };
      const organizer = employeeOf(meeting.organizerId);
      if (!organizer) throw notFound('meeting.notFound');
      return {
        id: meeting.id,
        name: meeting.name,
        start_time: clock.format(meeting.startsAt),
        end_time: clock.format(meeting.endsAt),
        status: meetingStatus(meeting, clock.now()),
        room: meeting.roomId === null ? null : { id: meeting.roomId, name: roomName ?? '' },
        organizer,
        recorder: employeeOf(meeting.recorderId),
        attendees: attendees.map(
          (row) => row.employee ?? { email: row.email, name: '', department: '', userId: '', avatar: null },
        ),
        content: meeting.content,
        attachment: meeting.attachment,
        attachments: files.map((file) => ({
          ossKey: file.ossKey,
          name: file.name,
          path: fileContentUrl(file.ossKey),
        })),
        minutes: meeting.minutes,
        minutesTime: meeting.minutesAt ? clock.format(meeting.minutesAt) : null,
        actions: actions.map((action) => toAction(clock, action)),
        rights: meetingRights(user, { ...meeting, ended: meeting.endsAt <= clock.now() }),
      };
    },
  };
}
