import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyNow } from '../../lib/company-time.ts';
import { callsTo, mockApi, refuse, renderWithApi } from '../../test/render-with-api.tsx';
import { MeetingCreatePage } from './MeetingCreatePage.tsx';
import { listItem } from './model/test-fixtures.ts';

describe('MeetingCreatePage (新建纪要)', () => {
  it('offers my ended meetings without minutes, each opening its detail with the minutes editor', async () => {
    const calls = mockApi({
      meetingList: { list: [listItem({ status: 3 })], total: 1 },
      meetingNoticeExists: false,
      meetingFrequentAttendees: [],
    });
    renderWithApi(<MeetingCreatePage />, {
      at: '/meeting/meetingCreate',
      path: '/meeting/meetingCreate',
      otherRoutes: { '/meeting/meetingDetail': <p>detail page</p> },
    });
    fireEvent.click(await screen.findByTestId('new-minutes-3'));
    expect(await screen.findByText('detail page')).toBeTruthy();
    expect(callsTo(calls, 'meetingList')[0]?.body).toEqual({
      listType: 'mine',
      currentPage: 1,
      pageSize: 10,
      status: 3,
    });
    await waitFor(() => expect(callsTo(calls, 'meetingList')).toHaveLength(1));
  });

  const fill = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('records the minutes of a meeting held without a booking and opens its detail', async () => {
    const yesterday = companyNow().subtract(1, 'day').format('YYYY-MM-DD');
    const calls = mockApi({
      meetingList: { list: [], total: 0 },
      meetingNoticeExists: false,
      meetingFrequentAttendees: [],
      meetingCreateHeld: { id: 42 },
    });
    renderWithApi(<MeetingCreatePage />, {
      at: '/meeting/meetingCreate',
      path: '/meeting/meetingCreate',
      otherRoutes: { '/meeting/meetingDetail': <p>detail page</p> },
    });
    const date = (await screen.findByTestId('held-meeting-date')) as HTMLInputElement;
    expect(date.value).toBe(companyNow().format('YYYY-MM-DD'));
    expect(date.max).toBe(date.value);
    fill('held-meeting-name', '走廊碰头会');
    fill('held-meeting-date', yesterday);
    fill('held-meeting-start', '15:00');
    fill('held-meeting-end', '14:30');
    fill('held-meeting-minutes', '结论 <一>\n跟进');
    fireEvent.click(screen.getByTestId('held-meeting-save'));
    expect(await screen.findByText('结束时间须晚于开始时间')).toBeTruthy();
    expect(callsTo(calls, 'meetingCreateHeld')).toHaveLength(0);

    fill('held-meeting-end', '15:30');
    fireEvent.click(screen.getByTestId('held-meeting-save'));
    expect(await screen.findByText('detail page')).toBeTruthy();
    expect(callsTo(calls, 'meetingCreateHeld')[0]?.body).toEqual({
      name: '走廊碰头会',
      date: yesterday,
      startTime: '15:00',
      endTime: '15:30',
      attendees: [],
      content: '',
      minutes: '<p>结论 &lt;一&gt;</p><p>跟进</p>',
    });
  });

  it('keeps what was typed when the server refuses, and sends nothing without minutes', async () => {
    const calls = mockApi({
      meetingList: { list: [], total: 0 },
      meetingNoticeExists: false,
      meetingFrequentAttendees: [],
      meetingCreateHeld: refuse(400, 'meeting.heldDayRange', '会议日期须为今天或过去 365 天内'),
    });
    renderWithApi(<MeetingCreatePage />, { at: '/meeting/meetingCreate', path: '/meeting/meetingCreate' });
    await screen.findByTestId('held-meeting-name');
    fill('held-meeting-name', '复盘');
    fill('held-meeting-start', '10:00');
    fill('held-meeting-end', '11:00');
    fireEvent.click(screen.getByTestId('held-meeting-save'));
    expect(await screen.findByText('请填写会议纪要')).toBeTruthy();
    expect(callsTo(calls, 'meetingCreateHeld')).toHaveLength(0);

    fill('held-meeting-minutes', '要点');
    fireEvent.click(screen.getByTestId('held-meeting-save'));
    await waitFor(() => expect(callsTo(calls, 'meetingCreateHeld')).toHaveLength(1));
    expect((screen.getByTestId('held-meeting-name') as HTMLInputElement).value).toBe('复盘');
    expect((screen.getByTestId('held-meeting-minutes') as HTMLTextAreaElement).value).toBe('要点');
  });
});
