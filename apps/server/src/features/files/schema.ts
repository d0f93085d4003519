import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';

export const files = pgTable(
  'files',
  {
    ossKey: text('oss_key').primaryKey(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  // The per-user upload quota sums a user's files through this.
  (table) => [index('files_uploader_idx').on(table.uploadedBy)],
);

/** Bytes an upload in progress has claimed against its uploader's quota (files feature). */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** A reservation a crashed upload left behind stops counting here. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    check('upload_reservations_bytes', sql`${table.bytes} > 0`),
    index('upload_reservations_user_idx').on(table.userId),
  ],
);

/** Files attached to a document, an honor or a procurement batch, in display order. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    /** document | honor | procurement */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    ossKey: text('oss_key')
      .notNull()
      .references(() => files.ossKey),
    filename: text('filename').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('attachments_owner_idx').on(table.ownerType, table.ownerId, table.sortOrder)],
);
