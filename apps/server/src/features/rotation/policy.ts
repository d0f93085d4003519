import type { ModuleRight } from '@portal/contracts';
import { holdsRight } from '../rights/index.ts';

/** Who may change the job rotation list; pure, so it is tested without a database. */

/** The module right that lets its holders import jobs from a spreadsheet and remove them. */
export const ROTATION_RIGHT = 'rotation:import' satisfies ModuleRight;

interface Caller {
  roles: string[];
}

/** Importing and removing jobs need the module right; an administrator holds every module right. */
export const canManageRotation = (user: Caller) => holdsRight(user, ROTATION_RIGHT);
