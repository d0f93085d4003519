/** Who may change the holiday calendar; pure, so it is tested without a database. */

/** The module right that lets its holders add, change and remove public holidays. */
export const HOLIDAY_RIGHT = 'holiday:edit';

interface Caller {
  roles: string[];
}

/** Changing the calendar needs the module right; an administrator holds every module right. */
export const canEditHolidays = (user: Caller) =>
  user.roles.includes(HOLIDAY_RIGHT) || user.roles.includes('admin');
