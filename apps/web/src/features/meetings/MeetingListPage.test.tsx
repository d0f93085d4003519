import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { MeetingListAllPage, MeetingListDealPage } from './MeetingListPage.tsx';
import { listItem } from './model/test-fixtures.ts';

describe('meeting lists', () => {
  it('lists my meetings with a link to each detail and sends the filter from the query', async () => {
    const calls = mockApi({ meetingList: { list: [listItem()], total: 1 }, meetingNoticeExists: false });
    renderWithApi(<MeetingListAllPage />, { at: '/meeting/meetingListAll?status=7&content=复盘&page=2' });
    const row = await screen.findByTestId('meeting-row-3');
    expect(row.getAttribute('href')).toContain('/meeting/meetingDetail?id=3');
    expect(screen.getByText('2026-03-02 09:00-10:30')).toBeTruthy();
    expect(callsTo(calls, 'meetingList')[0]?.body).toEqual({
      listType: 'all',
      currentPage: 2,
      pageSize: 10,
      status: 7,
      content: '复盘',
    });
  });

  it('searches the content from the first page and shows 暂无数据 when nothing matches', async () => {
    const calls = mockApi({ meetingList: { list: [], total: 0 }, meetingNoticeExists: false });
    renderWithApi(<MeetingListDealPage />, { at: '/meeting/meetingListDeal?page=3' });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    const search = screen.getByPlaceholderText('搜索主题或内容');
    fireEvent.change(search, { target: { value: ' 周会 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(callsTo(calls, 'meetingList').at(-1)?.body).toEqual({
        listType: 'deal',
        currentPage: 1,
        pageSize: 10,
        content: '周会',
      }),
    );
  });

  it('sends a range of days as the whole of the first and the last day', async () => {
    const calls = mockApi({ meetingList: { list: [], total: 0 }, meetingNoticeExists: false });
    renderWithApi(<MeetingListAllPage />, { at: '/meeting/meetingListAll?to=2026-03-31' });
    await screen.findByText('暂无数据');
    fireEvent.change(screen.getByTestId('meeting-filter-from'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(callsTo(calls, 'meetingList').at(-1)?.body).toEqual({
        listType: 'all',
        currentPage: 1,
        pageSize: 10,
        timeBegin: '2026-03-01 00:00:00',
        timeEnd: '2026-03-31 23:59:59',
      }),
    );
  });

  it('shows the red dot on 待处理 and clears it when the entry is opened', async () => {
    const calls = mockApi({
      meetingList: { list: [], total: 0 },
      meetingNoticeExists: true,
      meetingNoticeClear: null,
    });
    renderWithApi(<MeetingListAllPage />, { at: '/meeting/meetingListAll' });
    expect(await screen.findByTestId('meeting-notice-dot')).toBeTruthy();
    fireEvent.click(screen.getByTestId('meeting-side-toHandle'));
    await waitFor(() => expect(screen.queryByTestId('meeting-notice-dot')).toBeNull());
    expect(callsTo(calls, 'meetingNoticeClear')).toHaveLength(1);
    expect(callsTo(calls, 'meetingNoticeClear')[0]?.query.get('userEmail')).toBe('wei.wang@example.com');
  });
});
