import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';
import { rooms } from '../rooms/schema.ts';

export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id),
    roomId: integer('room_id').references(() => rooms.id),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    content: text('content').notNull().default(''),
    /** Comma-joined ossKeys (uploaded files). */
    attachment: text('attachment').notNull().default(''),
    cancelled: boolean('cancelled').notNull().default(false),
    /** Who writes the minutes; chosen by the organizer. */
    recorderId: integer('recorder_id').references(() => users.id),
    /** Sanitized HTML, '' until written. */
    minutes: text('minutes').notNull().default(''),
    /** When the minutes were last saved non-empty: the meeting then reads as "minutes recorded". */
    minutesAt: timestamptz('minutes_at'),
    /** The invitation's SEQUENCE: raised on every change, so calendars keep the newest version. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('meetings_organizer_idx').on(table.organizerId, table.startsAt),
    index('meetings_starts_idx').on(table.startsAt),
    index('meetings_recorder_idx').on(table.recorderId),
    check('meetings_order', sql`${table.endsAt} > ${table.startsAt}`),
    check('meetings_minutes_time', sql`(${table.minutes} = '') = (${table.minutesAt} is null)`),
  ],
);

export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** When this person was invited: a newer invitation than their last look lights the red dot. */
    invitedAt: timestamptz('invited_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.email] }),
    index('meeting_attendees_email_idx').on(table.email),
  ],
);

/** A meeting's action plan: what is to be done, by whom (meeting_action_owners), by when. */
export const meetingActions = pgTable(
  'meeting_actions',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('todo'),
    progress: text('progress').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('meeting_actions_meeting_idx').on(table.meetingId),
    check('meeting_actions_status', sql`${table.status} in ('todo', 'doing', 'done')`),
  ],
);

export const meetingActionOwners = pgTable(
  'meeting_action_owners',
  {
    actionId: integer('action_id')
      .notNull()
      .references(() => meetingActions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the owner was given the action: newer than their last look lights the red dot. */
    assignedAt: timestamptz('assigned_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.actionId, table.userId] }),
    index('meeting_action_owners_user_idx').on(table.userId),
  ],
);

/** When each employee last cleared the meetings red dot. */
export const meetingNoticeReads = pgTable('meeting_notice_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clearedAt: timestamptz('cleared_at').notNull(),
});
