import type { ModuleRight } from '@portal/contracts';
import { holdsRight } from '../rights/index.ts';

/** Who may close rooms; pure, so it is tested without a database. */

/** The module right that lets its holders keep the meeting rooms and their closures. */
export const ROOMS_RIGHT = 'rooms:edit' satisfies ModuleRight;

interface Caller {
  roles: string[];
}

/** Closing a room (and cancelling what it hits) needs the rooms right; an administrator holds them all. */
export const canCloseRooms = (user: Caller) => holdsRight(user, ROOMS_RIGHT);
