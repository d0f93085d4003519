import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { meetings } from '../meetings/schema.ts';
import { users } from '../people/schema.ts';
import { rooms } from '../rooms/schema.ts';

/** A half-open time range `[start, end)`; only the database reads it (exclusion constraint). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    meetingId: integer('meeting_id').references(() => meetings.id),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    // The exclusion constraint (migration 0001) compares this range: two active bookings of one room never overlap.
    during: tstzrange('during').notNull().generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('bookings_user_idx').on(table.userId, table.startsAt),
    // Deleting a meeting finds its bookings through this instead of scanning them all.
    index('bookings_meeting_idx').on(table.meetingId),
    check('bookings_order', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
