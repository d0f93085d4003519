import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { files } from '../files/schema.ts';

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    devices: text('devices').array().notNull().default(sql`'{}'::text[]`),
    city: text('city').notNull(),
    building: text('building').notNull(),
    floor: text('floor'),
    /** Open hours in minutes after the company's midnight, on the half hour: [opens, closes). */
    opensMinute: smallint('opens_minute').notNull().default(0),
    closesMinute: smallint('closes_minute').notNull().default(1440),
    photoOssKey: text('photo_oss_key').references(() => files.ossKey),
    /** A retired room is hidden from booking; it keeps its bookings' history and can be restored. */
    retiredAt: timestamptz('retired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('rooms_location_idx').on(table.city, table.building, table.floor),
    uniqueIndex('rooms_building_name_key').on(table.city, table.building, table.name),
    check('rooms_capacity_positive', sql`${table.capacity} > 0`),
    check('rooms_capacity_max', sql`${table.capacity} <= 500`),
    check('rooms_name_length', sql`char_length(${table.name}) between 1 and 50`),
    check(
      'rooms_open_hours',
      sql`${table.opensMinute} >= 0 and ${table.opensMinute} < ${table.closesMinute} and ${table.closesMinute} <= 1440 and ${table.opensMinute} % 30 = 0 and ${table.closesMinute} % 30 = 0`,
    ),
  ],
);

export const roomClosures = pgTable(
  'room_closures',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [
    index('room_closures_room_idx').on(table.roomId, table.startsAt),
    check('room_closures_order', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
