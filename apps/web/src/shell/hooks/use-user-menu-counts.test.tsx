import type { CurrentUser } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER, callsTo, mockApi } from '../../test/render-with-api.tsx';
import { useUserMenuCounts } from './use-user-menu-counts.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const user: CurrentUser = { ...CURRENT_USER, language: 'zh' };

describe('user menu counts', () => {
  it('counts my meetings as the bookings /meeting/myOrders lists: mine, not cancelled', async () => {
    const booking = (id: number, cancel: boolean) => ({
      id,
      meetingRoomName: '301',
      meetingName: '周会',
      startTime: '2026-03-02 09:00:00',
      endTime: '2026-03-02 10:00:00',
      cancel,
    });
    const calls = mockApi({
      bookingMine: [booking(1, false), booking(2, false), booking(3, true), booking(4, false)],
      reviewCounts: { total: 9, my: 2, publish: 1 },
    });
    const { result } = renderHook(() => useUserMenuCounts(user), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ myMeetings: 3, myReviews: 2 }));
    expect(callsTo(calls, 'bookingMine').map((call) => call.query.get('email'))).toEqual([user.email]);
  });

  it('counts my reviews as the `my` of POST /retrospective/get/list/count for my email', async () => {
    const calls = mockApi({
      bookingMine: [],
      reviewCounts: { total: 9, my: 5, publish: 1 },
    });
    const { result } = renderHook(() => useUserMenuCounts(user), { wrapper });
    await waitFor(() => expect(result.current.myReviews).toBe(5));
    expect(callsTo(calls, 'reviewCounts').map((call) => call.body)).toEqual([
      { type: 'all', email: user.email },
    ]);
  });

  it('shows the count of every item whose call is wired, asked for the signed-in user', async () => {
    const asked: string[] = [];
    const sources = {
      myMeetings: async (who: CurrentUser) => {
        asked.push(who.email);
        return 4;
      },
    };
    const { result } = renderHook(() => useUserMenuCounts(user, sources), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ myMeetings: 4 }));
    expect(asked).toEqual([user.email]);
  });
});
