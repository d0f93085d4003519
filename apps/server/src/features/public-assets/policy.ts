import type { ModuleRight } from '@portal/contracts';
import { holdsRight } from '../rights/index.ts';

/** Who may change the public assets; pure, so it is tested without a database. */

/** The module right that lets its holders add and change the public assets. */
export const ASSETS_RIGHT = 'assets:edit' satisfies ModuleRight;

interface Caller {
  roles: string[];
}

/** Everyone reads the assets; adding and changing them needs the module right (administrators hold it). */
export const canEditAssets = (user: Caller) => holdsRight(user, ASSETS_RIGHT);
