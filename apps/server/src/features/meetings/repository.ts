import type { ActionStatus, MeetingListType } from '@portal/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import type { TimeSpan } from '../../lib/company-time.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { users } from '../people/schema.ts';
import { rooms } from '../rooms/schema.ts';
import {
  meetingActionOwners,
  meetingActions,
  meetingAttendees,
  meetingNoticeReads,
  meetings,
} from './schema.ts';

type Reader = Database | Transaction;

export interface NewMeeting {
  name: string;
  organizerId: number;
  /** Null for a meeting held without a booking. */
  roomId: number | null;
  span: TimeSpan;
  content: string;
  attachment: string;
  attendees: string[];
  /** Minutes recorded with the meeting (a meeting already held): the recorder and when. */
  minutes?: { html: string; recorderId: number; at: Date };
}

/** Writes the meeting and its attendees in the caller's transaction (which then books its room). */
export async function insertMeeting(tx: Transaction, meeting: NewMeeting): Promise<{ id: number }> {
  const [created] = await tx
    .insert(meetings)
    .values({
      name: meeting.name,
      organizerId: meeting.organizerId,
      roomId: meeting.roomId,
      content: meeting.content,
      attachment: meeting.attachment,
      startsAt: meeting.span.start,
      endsAt: meeting.span.end,
      ...(meeting.minutes && {
        minutes: meeting.minutes.html,
        minutesAt: meeting.minutes.at,
        recorderId: meeting.minutes.recorderId,
      }),
    })
    .returning({ id: meetings.id });
  if (!created) throw new Error('The meeting insert returned no row');
  if (meeting.attendees.length > 0) {
    await tx
      .insert(meetingAttendees)
      .values(meeting.attendees.map((email) => ({ meetingId: created.id, email })));
  }
  return created;
}

/** A meeting whose booking is cancelled is cancelled too, in the same transaction. */
export async function markMeetingCancelled(tx: Transaction, meetingId: number): Promise<void> {
  await tx
    .update(meetings)
    .set({ cancelled: true, calendarSequence: raisedSequence })
    .where(eq(meetings.id, meetingId));
}

/** Every change of a meeting raises its invitation's SEQUENCE: calendars keep the highest. */
const raisedSequence = sql`${meetings.calendarSequence} + 1`;

// ---- one meeting ------------------------------------------------------------------------------

const meetingColumns = {
  id: meetings.id,
  name: meetings.name,
  organizerId: meetings.organizerId,
  recorderId: meetings.recorderId,
  roomId: meetings.roomId,
  startsAt: meetings.startsAt,
  endsAt: meetings.endsAt,
  content: meetings.content,
  attachment: meetings.attachment,
  minutes: meetings.minutes,
  minutesAt: meetings.minutesAt,
  cancelled: meetings.cancelled,
};
/** The meeting with the people its rights depend on; `lock` holds the row until the transaction ends. */
async function meetingWithPeople(db: Reader, meetingId: number, lock: boolean) {
  const query = db.select(meetingColumns).from(meetings).where(eq(meetings.id, meetingId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [attendees, owners] = await Promise.all([
    db
      .select({ email: meetingAttendees.email })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, meetingId)),
    db
      .selectDistinct({ userId: meetingActionOwners.userId })
      .from(meetingActionOwners)
      .innerJoin(meetingActions, eq(meetingActions.id, meetingActionOwners.actionId))
      .where(eq(meetingActions.meetingId, meetingId)),
  ]);
  return {
    ...row,
    attendeeEmails: attendees.map((attendee) => attendee.email),
    actionOwnerIds: owners.map((owner) => owner.userId),
  };
}
export type MeetingWithPeople = NonNullable<Awaited<ReturnType<typeof meetingWithPeople>>>;

export const findMeeting = (db: Database, meetingId: number) => meetingWithPeople(db, meetingId, false);
/** Two writers of one meeting (an update and a cancel) queue here instead of overwriting each other. */
export const lockMeeting = (tx: Transaction, meetingId: number) => meetingWithPeople(tx, meetingId, true);

export async function roomNameOf(db: Reader, roomId: number) {
  const [row] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId));
  return row?.name ?? '';
}

export interface MeetingChanges {
  name: string;
  roomId: number | null;
  span: TimeSpan;
  content: string;
  attachment: string;
}

export async function updateMeetingFields(tx: Transaction, meetingId: number, changes: MeetingChanges) {
  await tx
    .update(meetings)
    .set({
      name: changes.name,
      roomId: changes.roomId,
      startsAt: changes.span.start,
      endsAt: changes.span.end,
      content: changes.content,
      attachment: changes.attachment,
      calendarSequence: raisedSequence,
    })
    .where(eq(meetings.id, meetingId));
}

/**
 * Makes the attendees exactly `emails`; people already invited keep their invitation time.
 * Answers who was added and who was removed.
 */
export async function replaceAttendees(
  tx: Transaction,
  meetingId: number,
  before: readonly string[],
  emails: string[],
) {
  const added = emails.filter((email) => !before.includes(email));
  const removed = before.filter((email) => !emails.includes(email));
  if (removed.length > 0) {
    await tx
      .delete(meetingAttendees)
      .where(and(eq(meetingAttendees.meetingId, meetingId), inArray(meetingAttendees.email, removed)));
  }
  if (added.length > 0) {
    await tx.insert(meetingAttendees).values(added.map((email) => ({ meetingId, email })));
  }
  return { added, removed };
}

export async function setRecorder(tx: Transaction, meetingId: number, recorderId: number | null) {
  await tx.update(meetings).set({ recorderId }).where(eq(meetings.id, meetingId));
}

/** Empty minutes clear the time too: the meeting no longer reads as "minutes recorded". */
export async function setMinutes(tx: Transaction, meetingId: number, minutes: string, at: Date) {
  await tx
    .update(meetings)
    .set({ minutes, minutesAt: minutes === '' ? null : at })
    .where(eq(meetings.id, meetingId));
}

/** The employees invited, with their directory entry (null when the directory no longer lists them). */
export function attendeesOf(db: Database, meetingId: number) {
  return db
    .select({
      email: meetingAttendees.email,
      employee: {
        email: users.email,
        name: users.name,
        department: users.department,
        userId: users.userId,
        avatar: users.avatar,
      },
    })
    .from(meetingAttendees)
    .leftJoin(users, eq(users.email, meetingAttendees.email))
    .where(eq(meetingAttendees.meetingId, meetingId))
    .orderBy(asc(meetingAttendees.invitedAt), asc(meetingAttendees.email));
}

// ---- lists ------------------------------------------------------------------------------------

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
  email: string;
  isAdmin: boolean;
}

const attends = (email: string) =>
  exists(
    sql`(select 1 from ${meetingAttendees} where ${meetingAttendees.meetingId} = ${meetings.id} and ${meetingAttendees.email} = ${email})`,
  );
const ownsActionOf = (userId: number, openOnly: boolean) =>
  exists(
    sql`(select 1 from ${meetingActions} join ${meetingActionOwners} on ${meetingActionOwners.actionId} = ${meetingActions.id}
      where ${meetingActions.meetingId} = ${meetings.id} and ${meetingActionOwners.userId} = ${userId}
      ${openOnly ? sql`and ${meetingActions.status} <> 'done'` : sql``})`,
  );
/** Minutes the recorder owes: the meeting ended, nothing recorded, not cancelled. */
const owesMinutes = (userId: number, now: Date) =>
  and(
    eq(meetings.recorderId, userId),
    not(meetings.cancelled),
    lte(meetings.endsAt, now),
    isNull(meetings.minutesAt),
  );

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
      return viewer.isAdmin ? undefined : or(mine, ownsActionOf(viewer.id, false));
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

// ---- actions ----------------------------------------------------------------------------------

const actionColumns = {
  id: meetingActions.id,
  meetingId: meetingActions.meetingId,
  meetingName: meetings.name,
  meetingCancelled: meetings.cancelled,
  title: meetingActions.title,
  dueDate: meetingActions.dueDate,
  status: meetingActions.status,
  progress: meetingActions.progress,
  updatedAt: meetingActions.updatedAt,
};

/** Actions with their owners (email and name), in the order of `rows`. */
async function withOwners<T extends { id: number }>(db: Reader, rows: T[]) {
  const ids = rows.map((row) => row.id);
  const owners = ids.length
    ? await db
        .select({
          actionId: meetingActionOwners.actionId,
          userId: users.id,
          email: users.email,
          name: users.name,
        })
        .from(meetingActionOwners)
        .innerJoin(users, eq(users.id, meetingActionOwners.userId))
        .where(inArray(meetingActionOwners.actionId, ids))
        .orderBy(asc(meetingActionOwners.assignedAt), asc(users.email))
    : [];
  return rows.map((row) => {
    const mine = owners.filter((owner) => owner.actionId === row.id);
    return {
      ...row,
      ownerIds: mine.map((owner) => owner.userId),
      owners: mine.map(({ email, name }) => ({ email, name })),
    };
  });
}

export type ActionWithOwners = Awaited<ReturnType<typeof actionsOfMeeting>>[number];

export async function actionsOfMeeting(db: Reader, meetingId: number) {
  const rows = await db
    .select(actionColumns)
    .from(meetingActions)
    .innerJoin(meetings, eq(meetings.id, meetingActions.meetingId))
    .where(eq(meetingActions.meetingId, meetingId))
    .orderBy(asc(meetingActions.dueDate), asc(meetingActions.id));
  return withOwners(db, rows);
}

/** One action with its owners; `lock` holds it until the transaction ends. */
export async function findAction(tx: Transaction, actionId: number) {
  const [row] = await tx
    .select(actionColumns)
    .from(meetingActions)
    .innerJoin(meetings, eq(meetings.id, meetingActions.meetingId))
    .where(eq(meetingActions.id, actionId))
    .for('update', { of: meetingActions });
  return row ? (await withOwners(tx, [row]))[0] : undefined;
}

export interface ActionFields {
  title: string;
  dueDate: string;
  progress: string;
}

export async function insertAction(
  tx: Transaction,
  meetingId: number,
  createdBy: number,
  fields: ActionFields,
) {
  const [created] = await tx
    .insert(meetingActions)
    .values({ meetingId, createdBy, ...fields })
    .returning({ id: meetingActions.id });
  if (!created) throw new Error('The action insert returned no row');
  return created.id;
}

export async function updateAction(
  tx: Transaction,
  actionId: number,
  fields: Partial<ActionFields> & { status?: ActionStatus },
  at: Date,
) {
  await tx
    .update(meetingActions)
    .set({ ...fields, updatedAt: at })
    .where(eq(meetingActions.id, actionId));
}

/** Makes the owners exactly `userIds`; answers who was added (they keep nothing of a former turn). */
export async function replaceActionOwners(
  tx: Transaction,
  actionId: number,
  before: readonly number[],
  userIds: number[],
) {
  const added = userIds.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !userIds.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(meetingActionOwners)
      .where(and(eq(meetingActionOwners.actionId, actionId), inArray(meetingActionOwners.userId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(meetingActionOwners).values(added.map((userId) => ({ actionId, userId })));
  }
  return added;
}

/**
 * Actions a user owns, or follows (those of meetings they organize or record, cancelled meetings
 * left out), open ones first by due date.
 */
export async function findMyActions(
  db: Database,
  userId: number,
  filter: { scope: 'owned' | 'followed'; status: ActionStatus | undefined; page: number; pageSize: number },
) {
  const scope =
    filter.scope === 'owned'
      ? exists(
          sql`(select 1 from ${meetingActionOwners} where ${meetingActionOwners.actionId} = ${meetingActions.id} and ${meetingActionOwners.userId} = ${userId})`,
        )
      : or(eq(meetings.organizerId, userId), eq(meetings.recorderId, userId));
  const where = and(
    scope,
    not(meetings.cancelled),
    filter.status ? eq(meetingActions.status, filter.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(actionColumns)
      .from(meetingActions)
      .innerJoin(meetings, eq(meetings.id, meetingActions.meetingId))
      .where(where)
      .orderBy(sql`${meetingActions.status} = 'done'`, asc(meetingActions.dueDate), asc(meetingActions.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: count() })
      .from(meetingActions)
      .innerJoin(meetings, eq(meetings.id, meetingActions.meetingId))
      .where(where),
  ]);
  return { rows: await withOwners(db, rows), total: totals[0]?.total ?? 0 };
}

// ---- red dot and frequent personnel -----------------------------------------------------------

/**
 * Something new to handle since the user last cleared the red dot: minutes they owe for a meeting
 * that ended since, an open action given to them since, or an invitation since to a meeting still
 * ahead that someone else organizes.
 */
export async function hasMeetingNotice(
  db: Database,
  viewer: Pick<Viewer, 'id' | 'email'>,
  now: Date,
): Promise<boolean> {
  const cleared = sql`coalesce((select ${meetingNoticeReads.clearedAt} from ${meetingNoticeReads} where ${meetingNoticeReads.userId} = ${viewer.id}), '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ found: sql<boolean>`true` })
    .from(sql`(select 1) as one`)
    .where(
      or(
        exists(
          db
            .select({ one: sql`1` })
            .from(meetings)
            .where(and(owesMinutes(viewer.id, now), gt(meetings.endsAt, cleared))),
        ),
        exists(
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
        ),
        exists(
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
        ),
      ),
    );
  return row?.found === true;
}

export async function clearMeetingNotice(db: Database, userId: number, at: Date) {
  await db
    .insert(meetingNoticeReads)
    .values({ userId, clearedAt: at })
    .onConflictDoUpdate({ target: meetingNoticeReads.userId, set: { clearedAt: at } });
}

/**
 * The people an organizer invites most often (themselves left out): by how many of their meetings
 * named them, then by the latest such meeting.
 */
export async function frequentInvitees(
  db: Database,
  organizer: Pick<Viewer, 'id' | 'email'>,
  limit: number,
): Promise<string[]> {
  const times = count();
  const latest = sql`max(${meetings.startsAt})`;
  const rows = await db
    .select({ email: meetingAttendees.email })
    .from(meetingAttendees)
    .innerJoin(meetings, eq(meetings.id, meetingAttendees.meetingId))
    .where(and(eq(meetings.organizerId, organizer.id), ne(meetingAttendees.email, organizer.email)))
    .groupBy(meetingAttendees.email)
    .orderBy(desc(times), desc(latest), asc(meetingAttendees.email))
    .limit(limit);
  return rows.map((row) => row.email);
}

// ---- calendars --------------------------------------------------------------------------------

/** What a calendar entry of a meeting shows (an invitation, a feed); times as ISO strings. */
export interface CalendarMeeting {
  id: number;
  name: string;
  content: string;
  startsAt: string;
  endsAt: string;
  sequence: number;
  cancelled: boolean;
  location: string;
  organizer: { email: string; name: string };
  attendees: { email: string; name: string }[];
}

/** The most meetings one feed lists, the newest kept: a calendar client does not page. */
const FEED_MEETINGS_MAX = 2_000;

/** The meetings matching `where`, as calendar entries, newest start first. */
async function calendarMeetings(
  db: Reader,
  where: SQL | undefined,
  limit: number,
): Promise<CalendarMeeting[]> {
  const rows = await db
    .select({
      id: meetings.id,
      name: meetings.name,
      content: meetings.content,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      sequence: meetings.calendarSequence,
      cancelled: meetings.cancelled,
      roomName: rooms.name,
      organizerEmail: organizers.email,
      organizerName: organizers.name,
    })
    .from(meetings)
    .innerJoin(organizers, eq(organizers.id, meetings.organizerId))
    .leftJoin(rooms, eq(rooms.id, meetings.roomId))
    .where(where)
    .orderBy(desc(meetings.startsAt), desc(meetings.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const attendees = ids.length
    ? await db
        .select({ meetingId: meetingAttendees.meetingId, email: meetingAttendees.email, name: users.name })
        .from(meetingAttendees)
        .leftJoin(users, eq(users.email, meetingAttendees.email))
        .where(inArray(meetingAttendees.meetingId, ids))
        .orderBy(asc(meetingAttendees.invitedAt), asc(meetingAttendees.email))
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    content: row.content,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    sequence: row.sequence,
    cancelled: row.cancelled,
    location: row.roomName ?? '',
    organizer: { email: row.organizerEmail, name: row.organizerName },
    attendees: attendees
      .filter((attendee) => attendee.meetingId === row.id)
      .map((attendee) => ({ email: attendee.email, name: attendee.name ?? '' })),
  }));
}

/** One meeting as a calendar entry, read in the change's transaction (it sees the change). */
export async function calendarMeetingOf(tx: Transaction, meetingId: number) {
  const [meeting] = await calendarMeetings(tx, eq(meetings.id, meetingId), 1);
  return meeting;
}

/** A person's calendar: meetings they organize or attend, not cancelled, ending after `since`. */
export function calendarMeetingsOf(db: Database, person: { id: number; email: string }, since: Date) {
  return calendarMeetings(
    db,
    and(
      or(eq(meetings.organizerId, person.id), attends(person.email)),
      not(meetings.cancelled),
      gt(meetings.endsAt, since),
    ),
    FEED_MEETINGS_MAX,
  );
}
