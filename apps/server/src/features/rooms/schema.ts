import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('rooms_location_idx').on(table.city, table.building, table.floor),
    check('rooms_capacity_positive', sql`${table.capacity} > 0`),
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
