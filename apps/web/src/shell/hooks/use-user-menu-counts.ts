import type { CurrentUser } from '@portal/contracts';
import { useQueries } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import type { CountedUserMenuKey } from '../model/user-menu.ts';

export type CountSource = (user: CurrentUser) => Promise<number>;
export type CountSources = Partial<Record<CountedUserMenuKey, CountSource>>;

/**
 * My meetings links to /meeting/myOrders, so it counts what that page lists: my bookings from seven
 * days ago on, not cancelled (GET /meeting/room/my/book/list); my reviews is the `my` of POST /retrospective/get/list/count (type 'all': mine, drafts too).
 * Literals rather than the contracts' constants: a value import would bring zod into the shell's
 * first load.
 */
export const USER_MENU_COUNT_SOURCES: CountSources = {
  myMeetings: (user) =>
    callApi('bookingMine', { query: { email: user.email } }).then(
      (items) => items.filter((item) => !item.cancel).length,
    ),
  myReviews: (user) =>
    callApi('reviewCounts', { body: { type: 'all', email: user.email } }).then((counts) => counts.my),
};

/** The counts of the user menu's items whose call exists; an item without one shows no count. */
export function useUserMenuCounts(
  user: CurrentUser | undefined,
  sources: CountSources = USER_MENU_COUNT_SOURCES,
): Partial<Record<CountedUserMenuKey, number>> {
  const entries = Object.entries(sources) as [CountedUserMenuKey, CountSource][];
  const results = useQueries({
    queries: entries.map(([key, source]) => ({
      queryKey: ['shell', 'userMenuCount', key, user?.email],
      queryFn: () => source(user as CurrentUser),
      enabled: Boolean(user),
    })),
  });
  return Object.fromEntries(
    entries.flatMap(([key], index) => {
      const count = results[index]?.data;
      return count === undefined ? [] : [[key, count]];
    }),
  );
}
