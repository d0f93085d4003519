/** Who may change the public assets; pure, so it is tested without a database. */

/** The module right that lets its holders add and change the public assets. */
export const ASSETS_RIGHT = 'assets:edit';

interface Caller {
  roles: string[];
}

/** Everyone reads the assets; adding and changing them needs the module right (administrators hold it). */
export const canEditAssets = (user: Caller) =>
  user.roles.includes(ASSETS_RIGHT) || user.roles.includes('admin');
