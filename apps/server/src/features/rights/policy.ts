import { MODULE_RIGHTS, type ModuleRight } from '@portal/contracts';

/** Module rights are roles of the directory: the caller's roles, as their session carries them. */
interface Caller {
  roles: readonly string[];
}

/**
 * The one rule of every module right: its holders, and administrators, who hold every module right
 * without a grant. A role matches exactly (`Holiday:Edit` is not `holiday:edit`).
 */
export const holdsRight = (user: Caller, right: ModuleRight) =>
  user.roles.includes(right) || user.roles.includes('admin');

/** Every module right the caller holds, in the order of MODULE_RIGHTS. */
export const rightsHeldBy = (user: Caller): ModuleRight[] =>
  MODULE_RIGHTS.filter((right) => holdsRight(user, right));
