import type { ModuleRight } from '@portal/contracts';
import { holdsRight } from '../rights/index.ts';

/** Who may do what with the apartment listings; pure, so it is tested without a database. */

/** The module right (a role) that imports the listings. */
export const APARTMENT_IMPORT_RIGHT = 'apartment:import' satisfies ModuleRight;

interface Caller {
  roles: readonly string[];
}

/** Importing replaces every listing staff see, so it takes the module right; an admin holds every right. */
export const canImportApartments = (user: Caller) => holdsRight(user, APARTMENT_IMPORT_RIGHT);
