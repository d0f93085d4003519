import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import { callsTo, mockApi, renderWithApi } from '../../../test/render-with-api.tsx';
import { listItem } from '../model/test-fixtures.ts';
import { MeetingListH5Page } from './MeetingListH5Page.tsx';

function Landing() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <p data-testid="landed">{`${pathname}?${search}`}</p>;
}

const renderList = (at = '/meetingH5/meetingListAllH5') =>
  renderWithApi(<MeetingListH5Page />, {
    at,
    path: '/meetingH5/meetingListAllH5',
    otherRoutes: { '/meetingH5/meetingDetailH5': <Landing />, '/meetingH5/meetingActionsH5': <Landing /> },
  });

describe('the phone meeting list', () => {
  it('lists my meetings with time, room, organizer and status; a tap opens the detail', async () => {
    const calls = mockApi({ meetingList: { list: [listItem()], total: 1 } });
    renderList();
    const card = await screen.findByTestId('h5-meeting-3');
    expect(card.textContent).toContain('季度复盘会');
    expect(card.textContent).toContain('2026-03-02 09:00-10:30');
    expect(card.textContent).toContain('301 星河 · 李娜');
    expect(card.textContent).toContain('未开始');
    expect(callsTo(calls, 'meetingList')[0]?.body).toEqual({ listType: 'all', currentPage: 1, pageSize: 10 });
    fireEvent.click(card);
    expect((await screen.findByTestId('landed')).textContent).toBe('/meetingH5/meetingDetailH5?id=3');
  });

  it('asks for the status tapped and the words searched, from the first page', async () => {
    const calls = mockApi({ meetingList: { list: [listItem()], total: 30 } });
    renderList('/meetingH5/meetingListAllH5?page=2');
    fireEvent.click(await screen.findByTestId('h5-meeting-status-7'));
    await waitFor(() =>
      expect(callsTo(calls, 'meetingList').at(-1)?.body).toEqual({
        listType: 'all',
        currentPage: 1,
        pageSize: 10,
        status: 7,
      }),
    );
    expect(screen.getByTestId('h5-meeting-status-7').getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByTestId('h5-meeting-search'), { target: { value: ' 复盘 ' } });
    fireEvent.submit(screen.getByTestId('h5-meeting-search').closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(callsTo(calls, 'meetingList').at(-1)?.body).toEqual({
        listType: 'all',
        currentPage: 1,
        pageSize: 10,
        status: 7,
        content: '复盘',
      }),
    );
  });

  it('says so when nothing matches, and the tab bar leads to the actions', async () => {
    mockApi({ meetingList: { list: [], total: 0 } });
    renderList();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByTestId('h5-tab-meetings').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTestId('h5-tab-actions'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/meetingH5/meetingActionsH5?');
  });
});
