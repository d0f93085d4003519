/**
 * A meeting's status, derived when it is read from the company clock and the meeting's span:
 * cancelled wins, then upcoming / in progress by the clock, then minutes recorded or ended.
 */
export const MEETING_STATUS = {
  upcoming: 1,
  inProgress: 2,
  ended: 3,
  minutesRecorded: 4,
  cancelled: 5,
} as const;
export type MeetingStatus = (typeof MEETING_STATUS)[keyof typeof MEETING_STATUS];

/**
 * A list filter only, never a meeting's own status: not cancelled and not yet ended (upcoming or in
 * progress). The user menu's "my meetings" count is `listType: 'mine', status: 7`'s total.
 */
export const MEETING_STATUS_OPEN = 7;

export const MEETING_LIST_TYPES = ['all', 'mine', 'created', 'deal'] as const;
export type MeetingListType = (typeof MEETING_LIST_TYPES)[number];

export const ACTION_STATUSES = ['todo', 'doing', 'done'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export const MEETING_PAGE_SIZE_MAX = 1000;
export const FREQUENT_PERSONNEL_MAX = 10;
export const MINUTES_MAX_LENGTH = 100_000;
export const ACTION_OWNERS_MAX = 20;
/** How far back minutes may be recorded for a meeting held without a booking. */
export const HELD_MEETING_LOOKBACK_DAYS = 365;
