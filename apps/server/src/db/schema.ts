import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A half-open time range `[start, end)`; only the database reads it (exclusion constraint). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The employee number shown as userId (on the user card). */
  userId: text('user_id').notNull().unique().default(sql`('E' || nextval('employee_number_seq'))`),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  /** Slash-separated path, e.g. "研发中心/平台部/前端组". */
  department: text('department').notNull().default(''),
  company: text('company').notNull().default(''),
  avatar: text('avatar'),
  language: text('language').notNull().default('zh'),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  /** scrypt hash; null for accounts that sign in only through an external identity provider. */
  passwordHash: text('password_hash'),
  /** The employee's office, a city (and building) of the room list: the room page opens there. */
  officeCity: text('office_city'),
  officeBuilding: text('office_building'),
  supervisorId: integer('supervisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** Shown masked on the staff card; 4 to 20 of digits, parentheses, plus and minus. */
  phone: text('phone'),
  /** WORKER_STATUS of the contracts: 1 online, 0 offline, 2 invalid. */
  workerStatus: smallint('worker_status').notNull().default(1),
  /** EDUCATION of the contracts; null when unknown. */
  education: smallint('education'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Roles are data: a role exists when it has a row here (granting an unknown one is refused). */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a stolen database dump holds no usable session. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** The identity provider's ID token when the session started there: logout ends that one too. */
    idToken: text('id_token'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Wrong-password counter per account and client address, shared by every server: it slows
 * guessing down without letting a stranger lock the owner out.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamptz('last_failed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'sign_in_failures_pk', columns: [table.email, table.client] })],
);

/** A sign-on under way at the identity provider; the browser holds only its id. */
export const signOnAttempts = pgTable('sign_on_attempts', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  callback: text('callback').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

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

// Editorial content (home, rule library, honor hall, shell) lives in its own file.
export * from './content-schema.ts';
// The holiday calendar and the software downloads.
export * from './directory-schema.ts';
// Goals (OTKR) and their approval.
export * from './goals-schema.ts';
// Writes remembered by their Idempotency-Key.
export * from './idempotency-schema.ts';
// Review reports (复盘报告).
export * from './reviews-schema.ts';
// Employee services (feedback, galleries, book corner, offices, apartments, job rotation).
export * from './services-schema.ts';
// Workplace (process center, personal projects, public assets).
export * from './workplace-schema.ts';

/**
 * Work done after a commit (email invitations): written in the transaction of the change it comes
 * from, taken by a worker when due. `runAt` is the due time while pending and the end of the
 * worker's lease while running.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`${table.status} in ('pending', 'running')`),
    check('jobs_status', sql`${table.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/** One private calendar feed per employee; only the token's SHA-256 is stored. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
