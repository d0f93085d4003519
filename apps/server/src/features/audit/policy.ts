/** Who may read the audit trail; pure, so it is tested without a database. */

interface Caller {
  roles: readonly string[];
}

/**
 * The trail names every editor and what each changed, so only administrators read it; a module
 * right lets its holder write in the console, not watch the others.
 */
export const canReadAudit = (user: Caller) => user.roles.includes('admin');
