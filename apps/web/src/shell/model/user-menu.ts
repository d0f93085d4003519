import type { PortalConfig } from '@portal/contracts';
import { opensConsole } from '../../features/console/index.ts';

export type UserMenuKey =
  | 'myGoals'
  | 'myMeetings'
  | 'myReviews'
  | 'myProcesses'
  | 'resetPassword'
  | 'myAssets'
  | 'basicInfo'
  | 'console'
  | 'logout';

/** The items that show a count beside them. */
export type CountedUserMenuKey = 'myMeetings' | 'myReviews';

export interface UserMenuEntry {
  key: UserMenuKey;
  /** Where the item opens, in a new window; undefined for logout (it asks first) and links not yet known. */
  href?: string;
}

/** Routes: the process center and its staff-info address, both hash routes of this app. */
const PROCESS_CENTER = '/#/bm';
const BASIC_INFO = '/#/bm?direct=1#!staffinfo__userId-0';

/** The administration console: for whoever holds a module right (an administrator holds them all). */
const CONSOLE_PAGE = '/#/admin';

/**
 * User menu, in the product's order; the other hosts' addresses come from the server's configuration.
 * Whoever holds a module right also finds the administration console there.
 */
export function userMenuEntries(
  links: PortalConfig['links'] | undefined,
  roles: readonly string[] = [],
): UserMenuEntry[] {
  return [
    { key: 'myGoals', href: links?.myGoals },
    { key: 'myMeetings', href: '/#/meeting/myOrders' },
    { key: 'myReviews', href: '/#/review/myReview' },
    { key: 'myProcesses', href: PROCESS_CENTER },
    { key: 'resetPassword', href: links?.resetPassword },
    { key: 'myAssets', href: links?.myAssets },
    { key: 'basicInfo', href: BASIC_INFO },
    ...(opensConsole(roles) ? [{ key: 'console', href: CONSOLE_PAGE } as const] : []),
    { key: 'logout' },
  ];
}
