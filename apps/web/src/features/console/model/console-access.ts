import type { ModuleRight } from '@portal/contracts';
import { MODULE_RIGHTS } from '../../../api/contract-values.ts';

/** Who may open the console, apart from its menu, so the user menu of every page carries only this. */

export const isAdmin = (roles: readonly string[]) => roles.includes('admin');

/**
 * The module rights a session's roles hold, as the server counts them (features/rights/policy.ts:
 * the right, or an administrator). The pages only choose what to show with it; the server decides.
 */
export const heldRights = (roles: readonly string[]): ModuleRight[] =>
  MODULE_RIGHTS.filter((right) => isAdmin(roles) || roles.includes(right));

/** The console is for whoever holds at least one module right. */
export const opensConsole = (roles: readonly string[]) => heldRights(roles).length > 0;
