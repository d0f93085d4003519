import type { ModuleRight } from '@portal/contracts';
import { holdsRight } from '../rights/index.ts';

/** Who may send bell messages to many people; pure, so it is tested without a database. */

/** The module right that lets its holders message everyone, a department or listed people. */
export const BROADCAST_RIGHT = 'messages:send' satisfies ModuleRight;

interface Caller {
  roles: string[];
}

/** Sending to many needs the module right; an administrator holds every module right. */
export const canBroadcast = (user: Caller) => holdsRight(user, BROADCAST_RIGHT);
