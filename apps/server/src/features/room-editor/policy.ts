import { ROOMS_RIGHT } from '../closures/index.ts';
import { holdsRight } from '../rights/index.ts';

/** Who may keep the rooms; pure, so it is tested without a database. */

interface Caller {
  id: number;
  roles: string[];
}

/** Creating, changing, retiring and restoring rooms needs the rooms right; an administrator holds them all. */
export const canEditRooms = (user: Pick<Caller, 'roles'>) => holdsRight(user, ROOMS_RIGHT);

/**
 * A room's photo is shown to every employee, so it must be a picture the editor uploaded (never
 * someone's private attachment), or the photo the room already has.
 */
export const canUsePhoto = (
  user: Caller,
  file: { ossKey: string; uploadedBy: number },
  currentPhoto: string | null,
) => file.ossKey === currentPhoto || file.uploadedBy === user.id;
