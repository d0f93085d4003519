import type { MeetingListFilter, MeetingListType } from '@portal/contracts';
import { MEETING_STATUS, MEETING_STATUS_OPEN } from '../../../api/contract-values.ts';

export const MEETING_LIST_PAGE_SIZE = 10;

/** The statuses the list's filter offers, in the order a meeting goes through them, then "open". */
export const MEETING_STATUS_FILTERS = [
  MEETING_STATUS_OPEN,
  MEETING_STATUS.upcoming,
  MEETING_STATUS.inProgress,
  MEETING_STATUS.ended,
  MEETING_STATUS.minutesRecorded,
  MEETING_STATUS.cancelled,
] as const;

/** Everything a meeting list shows is in its query, so a link, a reload and "back" keep it. */
export interface MeetingListState {
  status: number | undefined;
  content: string;
  /** Company days, YYYY-MM-DD, both included; '' = open-ended. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : '');

export function readMeetingListState(params: URLSearchParams): MeetingListState {
  const status = Number(params.get('status'));
  const page = Number(params.get('page'));
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  const ordered = !from || !to || from <= to;
  return {
    status: (MEETING_STATUS_FILTERS as readonly number[]).includes(status) ? status : undefined,
    content: params.get('content')?.trim().slice(0, 100) ?? '',
    from: ordered ? from : '',
    to: ordered ? to : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query for a state: only what differs from "everything, first page". */
export function meetingListParams(state: MeetingListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== undefined) params.set('status', String(state.status));
  if (state.content) params.set('content', state.content);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A new filter shows its first page. */
export const filterMeetings = (
  state: MeetingListState,
  change: Partial<Omit<MeetingListState, 'page'>>,
): MeetingListState => ({ ...state, ...change, page: 1 });

/** POST /meeting/list's body: the days become the whole of the first and of the last day. */
export function meetingListBody(listType: MeetingListType, state: MeetingListState): MeetingListFilter {
  return {
    listType,
    currentPage: state.page,
    pageSize: MEETING_LIST_PAGE_SIZE,
    ...(state.status === undefined ? {} : { status: state.status }),
    ...(state.content ? { content: state.content } : {}),
    ...(state.from ? { timeBegin: `${state.from} 00:00:00` } : {}),
    ...(state.to ? { timeEnd: `${state.to} 23:59:59` } : {}),
  };
}
