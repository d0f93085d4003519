import type { AppContext } from '../../../context.ts';
import { forbidden, notFound } from '../../../http/errors.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import { canSeeMeeting } from '../policy.ts';
import { findMeeting, type MeetingWithPeople } from './repository.ts';

/** The meeting, if the caller may see it at all: 404 unknown, 403 for anyone not of its people. */
export async function visibleMeeting(
  { db }: Pick<AppContext, 'db'>,
  user: SessionUser,
  meetingId: number,
): Promise<MeetingWithPeople> {
  const meeting = await findMeeting(db, meetingId);
  if (!meeting) throw notFound('meeting.notFound');
  if (!canSeeMeeting(user, meeting)) throw forbidden('meeting.notVisible');
  return meeting;
}
