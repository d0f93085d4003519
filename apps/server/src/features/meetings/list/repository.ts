import type { MeetingListType } from '@portal/contracts';
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/sql-like.ts';
import { users } from '../../people/schema.ts';
import { rooms } from '../../rooms/schema.ts';
import { ownsActionOf } from '../actions/repository.ts';
import { attends } from '../attendees/repository.ts';
import { meetingColumns } from '../meeting/repository.ts';
import { owesMinutes } from '../minutes/repository.ts';
import { meetingActions, meetingAttendees, meetings } from '../schema.ts';

/** The meeting statuses as conditions at `now` (the same rule as meeting-status.ts). */
export type StatusFilter = 'upcoming' | 'inProgress' | 'ended' | 'minutesRecorded' | 'cancelled' | 'open';
const statusCondition = (status: StatusFilter, now: Date): SQL | undefined => {
  const active = not(meetings.cancelled);
  switch (status) {
    case 'upcoming':
      return and(active, gt(meetings.startsAt, now));
    case 'inProgress':
      return and(active, lte(meetings.startsAt, now), gt(meetings.endsAt, now));
    case 'ended':
      return and(active, lte(meetings.endsAt, now), isNull(meetings.minutesAt));
    case 'minutesRecorded':
      return and(active, lte(meetings.endsAt, now), isNotNull(meetings.minutesAt));
    case 'cancelled':
      return eq(meetings.cancelled, true);
    case 'open':
      return and(active, gt(meetings.endsAt, now));
  }
};

export interface Viewer {
  id: number;
  /** Lower case. */
  email: string;
  /** The `all` list holds every meeting (policy.ts canSeeEveryMeeting). */
  seesEveryMeeting: boolean;
}

/** Which meetings a list type holds for the viewer (docs/meetings.md). */
function listTypeCondition(listType: MeetingListType, viewer: Viewer, now: Date): SQL | undefined {
  const mine = or(
    eq(meetings.organizerId, viewer.id),
    eq(meetings.recorderId, viewer.id),
    attends(viewer.email),
  );
  switch (listType) {
    case 'created':
      return eq(meetings.organizerId, viewer.id);
    case 'mine':
      return mine;
    case 'deal':
      return or(owesMinutes(viewer.id, now), ownsActionOf(viewer.id, true));
    case 'all':
      return viewer.seesEveryMeeting ? undefined : or(mine, ownsActionOf(viewer.id, false));
  }
}

export interface MeetingListQuery {
  listType: MeetingListType;
  status: StatusFilter | undefined;
  content: string | undefined;
  /** Meetings overlapping this window. */
  from: Date | undefined;
  to: Date | undefined;
  page: number;
  pageSize: number;
}

const organizers = alias(users, 'organizers');

/** One page of the meetings a viewer's list holds, newest start first, and how many there are. */
export async function findMeetingPage(db: Database, viewer: Viewer, query: MeetingListQuery, now: Date) {
  const where = and(
    listTypeCondition(query.listType, viewer, now),
    query.status ? statusCondition(query.status, now) : undefined,
    query.content
      ? or(
          ilike(meetings.name, containsPattern(query.content)),
          ilike(meetings.content, containsPattern(query.content)),
        )
      : undefined,
    query.to ? lt(meetings.startsAt, query.to) : undefined,
    query.from ? gt(meetings.endsAt, query.from) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        ...meetingColumns,
        roomName: rooms.name,
        organizerEmail: organizers.email,
        organizerName: organizers.name,
        attendeeCount: sql<number>`(select count(*) from ${meetingAttendees} where ${meetingAttendees.meetingId} = ${meetings.id})::int`,
        actionCount: sql<number>`(select count(*) from ${meetingActions} where ${meetingActions.meetingId} = ${meetings.id})::int`,
        openActionCount: sql<number>`(select count(*) from ${meetingActions} where ${meetingActions.meetingId} = ${meetings.id} and ${meetingActions.status} <> 'done')::int`,
      })
      .from(meetings)
      .innerJoin(organizers, eq(organizers.id, meetings.organizerId))
      .leftJoin(rooms, eq(rooms.id, meetings.roomId))
      .where(where)
      .orderBy(desc(meetings.startsAt), desc(meetings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(meetings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
