import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { booking, room } from './model/test-fixtures.ts';
import { RoomsPage } from './RoomsPage.tsx';

const TODAY = '2026-11-23';
const envelope = (data: unknown) => ({ code: 1, message: '', data });
const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** Room 7 today: 09:00-10:00 booked by 李雷; company time is 08:10, so 08:00 is past. */
const roomToday = room({
  bookRecords: [booking({ startTime: `${TODAY} 09:00:00`, endTime: `${TODAY} 10:00:00` })],
});
const myBookings = [
  {
    id: 11,
    meetingRoomName: '301 星河',
    meetingName: '周会',
    startTime: `${TODAY} 14:00:00`,
    endTime: `${TODAY} 15:00:00`,
    cancel: false,
  },
  {
    id: 12,
    meetingRoomName: '302 远山',
    meetingName: '评审',
    startTime: `${TODAY} 16:00:00`,
    endTime: `${TODAY} 17:00:00`,
    cancel: true,
  },
];

let calls: string[] = [];
let roomListBodies: unknown[] = [];
let rooms = [roomToday];

function mockServer() {
  calls = [];
  roomListBodies = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push(url);
    if (url.startsWith('/meeting/room/list')) {
      roomListBodies.push(JSON.parse(String(init?.body)));
      return reply(envelope(rooms));
    }
    if (url.startsWith('/meeting/room/my/book/list')) return reply(envelope(myBookings));
    if (url.startsWith('/meeting/room/cancel/my/book')) return reply(envelope(null));
    return reply(envelope({ email: 'me@example.com', name: '我', timeZone: 'Asia/Shanghai' }));
  });
}

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AntApp>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/meeting/meetingOrder']}>
          <Routes>
            <Route path="/meeting/meetingOrder" element={<RoomsPage />} />
            <Route path="/meeting/createMeeting" element={<Landing />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

const slot = (start: string) => screen.getByTestId(`slot-7-${start}`);
const stateOf = (start: string) => slot(start).getAttribute('data-state');

beforeEach(() => {
  // Only Date is faked (08:10 in Shanghai); timers stay real for antd and React Query.
  vi.useFakeTimers({ now: new Date('2026-11-23T00:10:00Z'), toFake: ['Date'] });
  rooms = [roomToday];
  mockServer();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RoomsPage', () => {
  it('draws each room with past, booked and free slots of the company day', async () => {
    renderPage();
    const row = await screen.findByTestId('room-row-7');
    expect(row.getAttribute('data-room-name')).toBe('301 星河');
    expect([
      stateOf('08:00'),
      stateOf('08:30'),
      stateOf('09:00'),
      stateOf('09:30'),
      stateOf('10:00'),
    ]).toEqual(['past', 'free', 'booked', 'booked', 'free']);
    expect(roomListBodies[0]).toMatchObject({ startTime: `${TODAY} 00:00:00`, endTime: `${TODAY} 24:00:00` });
  });

  it('selects a range with two clicks, previews it, and books it on create-meeting', async () => {
    renderPage();
    await screen.findByTestId('room-row-7');
    fireEvent.click(slot('12:00'));
    expect(stateOf('12:00')).toBe('selected');
    expect(screen.getByTestId('book-popup').textContent).toContain('移动光标选择更多时段');
    fireEvent.mouseEnter(slot('10:30'));
    expect(stateOf('11:00')).toBe('hover');
    expect(screen.getByTestId('book-popup').textContent).toContain('再次点击确认时段');
    fireEvent.click(slot('10:30'));
    expect(['10:30', '11:00', '11:30', '12:00'].map(stateOf)).toEqual([
      'selected',
      'selected',
      'selected',
      'selected',
    ]);
    fireEvent.click(screen.getByTestId('book-confirm'));
    const landed = new URL(`http://x${(await screen.findByTestId('landed')).textContent}`);
    expect(landed.pathname).toBe('/meeting/createMeeting');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      roomId: '7',
      roomName: '301 星河',
      time: TODAY,
      startTime: '10:30',
      endTime: '12:30',
    });
  });

  it('refuses a range over a booked slot, keeps the first click, and cancels', async () => {
    renderPage();
    await screen.findByTestId('room-row-7');
    fireEvent.click(slot('08:30'));
    fireEvent.click(slot('10:30'));
    expect(await screen.findByText('所选时段包含已过期、不可用或已预订的时段，请重新选择')).toBeTruthy();
    expect([stateOf('08:30'), stateOf('10:30')]).toEqual(['selected', 'free']);
    fireEvent.click(screen.getByTestId('book-cancel'));
    expect(stateOf('08:30')).toBe('free');
  });

  it('lists my active bookings and cancels one, then reloads and closes', async () => {
    renderPage();
    await screen.findByTestId('room-row-7');
    fireEvent.click(screen.getByTestId('my-bookings-link'));
    const item = await screen.findByTestId('my-booking-11');
    expect(item.textContent).toContain('11月23日');
    expect(item.textContent).toContain('14:00-15:00');
    expect(screen.queryByTestId('my-booking-12')).toBeNull();
    const roomLoads = calls.filter((url) => url.startsWith('/meeting/room/list')).length;
    fireEvent.click(screen.getByTestId('my-booking-cancel-11'));
    await act(async () => fireEvent.click(await screen.findByTestId('my-booking-cancel-confirm')));
    expect(await screen.findByText('会议室取消成功')).toBeTruthy();
    expect(calls).toContain('/meeting/room/cancel/my/book?id=11');
    await waitFor(() =>
      expect(calls.filter((url) => url.startsWith('/meeting/room/list')).length).toBeGreaterThan(roomLoads),
    );
    // jsdom never ends antd's closing animation, so "closes" is seen as the modal leaving.
    await waitFor(() => expect(document.querySelector('.ant-modal')?.className).toContain('ant-zoom-leave'));
  });

  it('says 暂无数据 when no room matches', async () => {
    rooms = [];
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
