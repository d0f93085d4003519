import { and, eq, gt, ne, not, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { clearRedDot, hasUnseenNews } from '../../../db/red-dot.ts';
import { owesMinutes } from '../minutes/repository.ts';
import {
  meetingActionOwners,
  meetingActions,
  meetingAttendees,
  meetingNoticeReads,
  meetings,
} from '../schema.ts';

/**
 * Something new to handle since the user last cleared the red dot: minutes they owe for a meeting
 * that ended since, an open action given to them since, or an invitation since to a meeting still
 * ahead that someone else organizes.
 */
export function hasMeetingNotice(db: Database, viewer: { id: number; email: string }, now: Date) {
  return hasUnseenNews(db, meetingNoticeReads, viewer.id, (cleared) => [
    db
      .select({ one: sql`1` })
      .from(meetings)
      .where(and(owesMinutes(viewer.id, now), gt(meetings.endsAt, cleared))),
    db
      .select({ one: sql`1` })
      .from(meetingActionOwners)
      .innerJoin(meetingActions, eq(meetingActions.id, meetingActionOwners.actionId))
      .innerJoin(meetings, eq(meetings.id, meetingActions.meetingId))
      .where(
        and(
          eq(meetingActionOwners.userId, viewer.id),
          gt(meetingActionOwners.assignedAt, cleared),
          ne(meetingActions.status, 'done'),
          not(meetings.cancelled),
        ),
      ),
    db
      .select({ one: sql`1` })
      .from(meetingAttendees)
      .innerJoin(meetings, eq(meetings.id, meetingAttendees.meetingId))
      .where(
        and(
          eq(meetingAttendees.email, viewer.email),
          gt(meetingAttendees.invitedAt, cleared),
          not(meetings.cancelled),
          gt(meetings.endsAt, now),
          ne(meetings.organizerId, viewer.id),
        ),
      ),
  ]);
}

export const clearMeetingNotice = (db: Database, userId: number, at: Date) =>
  clearRedDot(db, meetingNoticeReads, userId, at);
