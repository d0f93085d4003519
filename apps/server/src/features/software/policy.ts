import type { ModuleRight } from '@portal/contracts';
import { holdsRight } from '../rights/index.ts';

/** Who may publish software packages; pure, so it is tested without a database. */

/** The module right that lets its holders upload and publish packages and new versions. */
export const SOFTWARE_RIGHT = 'software:publish' satisfies ModuleRight;

interface Caller {
  id: number;
  roles: string[];
}

/** Publishing needs the module right; an administrator holds every module right. */
export const canPublishSoftware = (user: Pick<Caller, 'roles'>) => holdsRight(user, SOFTWARE_RIGHT);

/**
 * A package's file must be one its publisher uploaded as a package: nobody publishes someone
 * else's upload (an attachment of a private meeting, say) for the whole company to download.
 */
export const canPublishFile = (
  user: Caller,
  file: { uploadedBy: number; contentType: string },
  packageTypes: readonly string[],
) => file.uploadedBy === user.id && packageTypes.includes(file.contentType);
