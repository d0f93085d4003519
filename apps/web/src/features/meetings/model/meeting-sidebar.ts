import { MEETING_STATUS } from '../../../api/contract-values.ts';

export interface SidebarItem {
  key: string;
  /** In-app path with its query. */
  to: string;
  /** Shows the red dot of "something waits for me" and clears it when opened. */
  notice?: boolean;
}

const MINUTES_LIST = `/meeting/meetingListAll?status=${MEETING_STATUS.minutesRecorded}`;

/** The current sidebar, in its order; the new-minutes button sits under it. */
export const MEETING_SIDEBAR: readonly SidebarItem[] = [
  { key: 'myMeetings', to: '/meeting/meetingListAll' },
  { key: 'bookRoom', to: '/meeting/meetingOrder' },
  { key: 'minutes', to: MINUTES_LIST },
  { key: 'actions', to: '/meeting/meetingActions' },
];

/** The older sidebar's entries, kept as a second group for those who work from it. */
export const OLDER_MEETING_SIDEBAR: readonly SidebarItem[] = [
  { key: 'toHandle', to: '/meeting/meetingListDeal', notice: true },
  { key: 'createdByMe', to: '/meeting/meetingListCreate' },
  { key: 'allMinutes', to: MINUTES_LIST },
];

export const NEW_MINUTES_PATH = '/meeting/meetingCreate';

/**
 * Whether an item is the page shown: same path, and for a filtered list the same status. A page
 * the sidebar does not list (a detail) leaves every item plain.
 */
export function isActiveItem(item: SidebarItem, path: string, search: string): boolean {
  const [itemPath, itemQuery = ''] = item.to.split('?');
  if (itemPath !== path) return false;
  const wanted = new URLSearchParams(itemQuery).get('status');
  return (new URLSearchParams(search).get('status') ?? null) === wanted;
}
