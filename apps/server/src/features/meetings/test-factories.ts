import type { Database } from '../../db/client.ts';
import { bookings } from '../bookings/schema.ts';
import { meetingActionOwners, meetingActions, meetingAttendees, meetings } from './schema.ts';

/**
 * A meeting written straight to the database, at any time (past ones included, which the create call
 * refuses), with its booking when it has a room.
 */
export async function createMeetingRow(
  db: Database,
  values: {
    organizerId: number;
    startsAt: Date;
    endsAt: Date;
    roomId?: number | null;
    name?: string;
    attendees?: string[];
    recorderId?: number | null;
    minutes?: string;
    cancelled?: boolean;
    invitedAt?: Date;
  },
) {
  const minutes = values.minutes ?? '';
  const [meeting] = await db
    .insert(meetings)
    .values({
      name: values.name ?? '测试会议',
      organizerId: values.organizerId,
      roomId: values.roomId ?? null,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      recorderId: values.recorderId ?? null,
      minutes,
      minutesAt: minutes ? values.endsAt : null,
      cancelled: values.cancelled ?? false,
    })
    .returning();
  if (!meeting) throw new Error('no meeting');
  if (values.attendees?.length) {
    await db.insert(meetingAttendees).values(
      values.attendees.map((email) => ({
        meetingId: meeting.id,
        email,
        ...(values.invitedAt ? { invitedAt: values.invitedAt } : {}),
      })),
    );
  }
  if (values.roomId) {
    await db.insert(bookings).values({
      roomId: values.roomId,
      userId: values.organizerId,
      meetingId: meeting.id,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      cancelled: values.cancelled ?? false,
    });
  }
  return meeting;
}

/** An action of a meeting with its owners. */
export async function createActionRow(
  db: Database,
  values: {
    meetingId: number;
    createdBy: number;
    ownerIds: number[];
    dueDate: string;
    status?: string;
    title?: string;
    assignedAt?: Date;
  },
) {
  const [action] = await db
    .insert(meetingActions)
    .values({
      meetingId: values.meetingId,
      createdBy: values.createdBy,
      title: values.title ?? '跟进事项',
      dueDate: values.dueDate,
      status: values.status ?? 'todo',
    })
    .returning();
  if (!action) throw new Error('no action');
  await db.insert(meetingActionOwners).values(
    values.ownerIds.map((userId) => ({
      actionId: action.id,
      userId,
      ...(values.assignedAt ? { assignedAt: values.assignedAt } : {}),
    })),
  );
  return action;
}
