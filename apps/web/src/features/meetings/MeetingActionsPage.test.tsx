import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { MyBookingsPage } from '../bookings/MyBookingsPage.tsx';
import { MeetingActionsPage } from './MeetingActionsPage.tsx';
import { action } from './model/test-fixtures.ts';

describe('MeetingActionsPage', () => {
  it('lists the actions I own with their meeting, overdue marked, and switches to those I follow', async () => {
    const calls = mockApi({
      meetingActionsMine: { list: [action({ overdue: true })], total: 1 },
      meetingNoticeExists: false,
    });
    renderWithApi(<MeetingActionsPage />, { at: '/meeting/meetingActions' });
    expect(await screen.findByTestId('action-overdue')).toBeTruthy();
    expect(screen.getByText('季度复盘会').getAttribute('href')).toContain('/meeting/meetingDetail?id=3');
    expect(screen.getByTestId('action-status-11')).toBeTruthy();
    expect(callsTo(calls, 'meetingActionsMine')[0]?.body).toEqual({
      scope: 'owned',
      currentPage: 1,
      pageSize: 10,
    });
    fireEvent.click(screen.getByText('我关注的'));
    await waitFor(() =>
      expect(callsTo(calls, 'meetingActionsMine').at(-1)?.body).toEqual({
        scope: 'followed',
        currentPage: 1,
        pageSize: 10,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('action-status-11')).toBeNull());
  });
});

describe('MyBookingsPage', () => {
  it('lists my bookings with their cancel buttons', async () => {
    const calls = mockApi({
      bookingMine: [
        {
          id: 5,
          meetingRoomName: '301 星河',
          meetingName: '周会',
          startTime: '2026-03-02 09:00:00',
          endTime: '2026-03-02 10:00:00',
          cancel: false,
        },
        {
          id: 6,
          meetingRoomName: '302 银河',
          meetingName: '评审',
          startTime: '2026-03-02 11:00:00',
          endTime: '2026-03-02 12:00:00',
          cancel: true,
        },
      ],
      meetingNoticeExists: false,
    });
    renderWithApi(<MyBookingsPage />, { at: '/meeting/myOrders' });
    expect(await screen.findByTestId('my-booking-cancel-5')).toBeTruthy();
    expect(screen.queryByTestId('my-booking-6')).toBeNull();
    // The note says what the list holds and how many: the user menu's count.
    expect(screen.getByTestId('my-bookings-note').textContent).toBe(
      '七天前起的全部预定（含今后的，不含已取消的），共 1 条',
    );
    expect(callsTo(calls, 'bookingMine')[0]?.query.get('email')).toBe('wei.wang@example.com');
  });

  it('points out the booking the link names by recordId', async () => {
    const booking = (id: number) => ({
      id,
      meetingRoomName: `30${id} 星河`,
      meetingName: '周会',
      startTime: '2026-03-02 09:00:00',
      endTime: '2026-03-02 10:00:00',
      cancel: false,
    });
    mockApi({ bookingMine: [booking(5), booking(6)], meetingNoticeExists: false });
    renderWithApi(<MyBookingsPage />, { at: '/meeting/myOrders?recordId=6' });
    expect((await screen.findByTestId('my-booking-6')).getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('my-booking-5').getAttribute('aria-current')).toBeNull();
  });
});
