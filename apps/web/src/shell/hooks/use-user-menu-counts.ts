import type { CurrentUser } from '@portal/contracts';
import { useQueries } from '@tanstack/react-query';
import type { CountedUserMenuKey } from '../model/user-menu.ts';

export type CountSource = (user: CurrentUser) => Promise<number>;
export type CountSources = Partial<Record<CountedUserMenuKey, CountSource>>;

/**
 * My meetings counts POST /meeting/list with status 7 (page size 1000), my
 * reviews counts POST /retrospective/get/list/count (type 'all'). Neither module is built yet, so no
 * count is shown; when one lands, its line goes here, e.g.
 * `myMeetings: (user) => callApi('meetingList', { body: { status: 7, … } }).then((page) => page.total)`.
 */
export const USER_MENU_COUNT_SOURCES: CountSources = {};

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
