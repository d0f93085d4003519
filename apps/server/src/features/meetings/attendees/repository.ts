import { and, asc, count, desc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { users } from '../../people/schema.ts';
import { meetingAttendees, meetings } from '../schema.ts';

type Reader = Database | Transaction;

/** The meeting (the row a query reads) invites `email` (lower case). */
export const attends = (email: string) =>
  exists(
    sql`(select 1 from ${meetingAttendees} where ${meetingAttendees.meetingId} = ${meetings.id} and ${meetingAttendees.email} = ${email})`,
  );

/** Invites these (lower-case, distinct) emails, now. */
export async function addAttendees(tx: Transaction, meetingId: number, emails: readonly string[]) {
  if (emails.length === 0) return;
  await tx.insert(meetingAttendees).values(emails.map((email) => ({ meetingId, email })));
}

/** The lower-case emails a meeting invites. */
export async function attendeeEmailsOf(db: Reader, meetingId: number): Promise<string[]> {
  const rows = await db
    .select({ email: meetingAttendees.email })
    .from(meetingAttendees)
    .where(eq(meetingAttendees.meetingId, meetingId));
  return rows.map((row) => row.email);
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
  await addAttendees(tx, meetingId, added);
  return { added, removed };
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

/** The attendees of several meetings with their names ('' when the directory no longer lists them). */
export async function attendeeNamesOf(db: Reader, meetingIds: number[]) {
  if (meetingIds.length === 0) return [];
  return db
    .select({ meetingId: meetingAttendees.meetingId, email: meetingAttendees.email, name: users.name })
    .from(meetingAttendees)
    .leftJoin(users, eq(users.email, meetingAttendees.email))
    .where(inArray(meetingAttendees.meetingId, meetingIds))
    .orderBy(asc(meetingAttendees.invitedAt), asc(meetingAttendees.email));
}

/**
 * The people an organizer invites most often (themselves left out): by how many of their meetings
 * named them, then by the latest such meeting.
 */
export async function frequentInvitees(
  db: Database,
  organizer: { id: number; email: string },
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
