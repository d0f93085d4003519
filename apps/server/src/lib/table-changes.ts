import { topic } from './change-feed.ts';

/**
 * What the database's triggers announce (migration 0006_change_notifications): one topic per
 * table a cache reads, named after the table. A null payload means "anything in it may have
 * changed" (a TRUNCATE, or a table whose notifications carry no detail).
 */

/** Instants (ms since the epoch) bounding the changed rows' `starts_at`…`ends_at`. */
export interface ChangedSpan {
  from: number;
  to: number;
}

export const BOOKINGS_CHANGED = topic<ChangedSpan | null>('bookings');
export const ROOM_CLOSURES_CHANGED = topic<ChangedSpan | null>('room_closures');
export const ROOMS_CHANGED = topic<null>('rooms');
export const USERS_CHANGED = topic<null>('users');
/** Deleted sessions by id; `ids` is null when too many ended at once to name them. */
export const SESSIONS_ENDED = topic<{ ids: string[] | null } | null>('sessions');
/** A job was queued (migration 0008_jobs_invitations): workers look for due jobs. */
export const JOBS_ADDED = topic<null>('jobs');
/** Notices and rule docs changed, or a scheduled one fell due (migration 0018_editorial_life). */
export const DOCUMENTS_CHANGED = topic<null>('documents');
