import { describe, expect, it } from 'vitest';
import {
  filterMeetings,
  meetingListBody,
  meetingListParams,
  readMeetingListState,
} from './meeting-list-state.ts';

const read = (query: string) => readMeetingListState(new URLSearchParams(query));

describe('meeting list state', () => {
  it('reads nothing as every meeting, first page', () => {
    expect(read('')).toEqual({ status: undefined, content: '', from: '', to: '', page: 1 });
  });

  it('reads a filter and drops what it cannot use', () => {
    expect(read('status=7&content=%20plan%20&from=2026-03-01&to=2026-03-31&page=3')).toEqual({
      status: 7,
      content: 'plan',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 3,
    });
    expect(read('status=9&from=March&page=-2')).toMatchObject({ status: undefined, from: '', page: 1 });
    expect(read('from=2026-04-02&to=2026-04-01')).toMatchObject({ from: '', to: '' });
  });

  it('writes back only what differs from the defaults', () => {
    expect(meetingListParams(read('')).toString()).toBe('');
    expect(meetingListParams(read('status=4&page=2')).toString()).toBe('status=4&page=2');
  });

  it('goes back to the first page when the filter changes', () => {
    expect(filterMeetings(read('page=4'), { content: 'x' })).toMatchObject({ content: 'x', page: 1 });
  });

  it('sends the list type, page and the whole days of the range', () => {
    expect(
      meetingListBody('all', read('status=7&content=plan&from=2026-03-01&to=2026-03-02&page=2')),
    ).toEqual({
      listType: 'all',
      currentPage: 2,
      pageSize: 10,
      status: 7,
      content: 'plan',
      timeBegin: '2026-03-01 00:00:00',
      timeEnd: '2026-03-02 23:59:59',
    });
    expect(meetingListBody('deal', read(''))).toEqual({ listType: 'deal', currentPage: 1, pageSize: 10 });
  });
});
