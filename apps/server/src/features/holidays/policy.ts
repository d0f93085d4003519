import type { ModuleRight } from '@portal/contracts';
import { holdsRight } from '../rights/index.ts';

/** Who may change the holiday calendar; pure, so it is tested without a database. */

/** The module right that lets its holders add, change and remove public holidays. */
export const HOLIDAY_RIGHT = 'holiday:edit' satisfies ModuleRight;

interface Caller {
  roles: string[];
}

/** Changing the calendar needs the module right; an administrator holds every module right. */
export const canEditHolidays = (user: Caller) => holdsRight(user, HOLIDAY_RIGHT);
