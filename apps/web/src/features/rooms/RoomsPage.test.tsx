import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import {
  CURRENT_USER,
  callsTo,
  mockApi,
  type RecordedCall,
  renderWithApi,
} from '../../test/render-with-api.tsx';
import { booking, room } from './model/test-fixtures.ts';
import { RoomsPage } from './RoomsPage.tsx';

const TODAY = '2026-11-23';

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

let calls: RecordedCall[] = [];
let rooms = [roomToday];
let office: typeof CURRENT_USER.office = null;

function mockServer() {
  calls = mockApi({
    peopleCurrentUser: { ...CURRENT_USER, email: 'me@example.com', name: '我', office },
    roomList: () => rooms,
    bookingMine: myBookings,
    bookingCancel: null,
  });
}

const roomListBodies = () => callsTo(calls, 'roomList').map((call) => call.body);

function Landing() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <p data-testid="landed">{`${pathname}?${search}`}</p>;
}

function renderPage() {
  return renderWithApi(<RoomsPage />, {
    at: '/meeting/meetingOrder',
    path: '/meeting/meetingOrder',
    otherRoutes: { '/meeting/createMeeting': <Landing /> },
  });
}

const slot = (start: string) => screen.getByTestId(`slot-7-${start}`);
const stateOf = (start: string) => slot(start).getAttribute('data-state');

beforeEach(() => {
  // Only Date is faked (08:10 in Shanghai); timers stay real for antd and React Query.
  vi.useFakeTimers({ now: new Date('2026-11-23T00:10:00Z'), toFake: ['Date'] });
  rooms = [roomToday];
  office = null;
  localStorage.clear();
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
    expect(roomListBodies()[0]).toMatchObject({
      startTime: `${TODAY} 00:00:00`,
      endTime: `${TODAY} 24:00:00`,
    });
  });

  it('tells who holds a booked slot while it is hovered, and nothing over a free one', async () => {
    renderPage();
    await screen.findByTestId('room-row-7');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(slot('09:30'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('李雷 已预订 09:00-10:00');
    fireEvent.mouseEnter(slot('10:00'));
    await waitFor(() => expect(screen.queryByText('李雷 已预订 09:00-10:00')).toBeNull());
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

  it('closes the Cancel/Book popup and clears the selection on Esc', async () => {
    renderPage();
    await screen.findByTestId('room-row-7');
    fireEvent.click(slot('12:00'));
    expect(screen.getByTestId('book-popup')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('book-popup')).toBeNull());
    expect(stateOf('12:00')).toBe('free');
  });

  it('keeps the time window, filter and location in the query and opens on them again', async () => {
    renderWithApi(<RoomsPage />, {
      at: '/meeting/meetingOrder?date=2026-11-24&start=14:00&duration=60&capacity=over20&devices=电视&location=上海/星创',
      path: '/meeting/meetingOrder',
    });
    await screen.findByTestId('room-row-7');
    expect(roomListBodies()[0]).toEqual({
      city: '上海',
      building: '星创',
      floor: null,
      capacityMin: 20,
      capacityMax: 1000,
      device: '电视',
      startTime: '2026-11-24 14:00:00',
      endTime: '2026-11-24 15:00:00',
    });
  });

  it('lists my active bookings and cancels one, then reloads and closes', async () => {
    renderPage();
    await screen.findByTestId('room-row-7');
    fireEvent.click(screen.getByTestId('my-bookings-link'));
    const item = await screen.findByTestId('my-booking-11');
    expect(item.textContent).toContain('11月23日');
    expect(item.textContent).toContain('14:00-15:00');
    expect(screen.queryByTestId('my-booking-12')).toBeNull();
    const roomLoads = callsTo(calls, 'roomList').length;
    fireEvent.click(screen.getByTestId('my-booking-cancel-11'));
    await act(async () => fireEvent.click(await screen.findByTestId('my-booking-cancel-confirm')));
    expect(await screen.findByText('会议室取消成功')).toBeTruthy();
    expect(callsTo(calls, 'bookingCancel').map((call) => call.query.get('id'))).toEqual(['11']);
    await waitFor(() => expect(callsTo(calls, 'roomList').length).toBeGreaterThan(roomLoads));
    // Without motion the closed dialog is hidden (or gone) at once.
    await waitFor(() => {
      const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap');
      expect(!wrap || wrap.style.display === 'none').toBe(true);
    });
  });

  it('says 暂无数据 when no room matches', async () => {
    rooms = [];
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it("opens on the employee's own building, then on the last location chosen", async () => {
    office = { city: '北京', building: 'IC-Park一号楼' };
    mockServer();
    const first = renderPage();
    await screen.findByTestId('room-row-7');
    expect(roomListBodies()[0]).toMatchObject({ city: '北京', building: 'IC-Park一号楼', floor: null });
    first.unmount();

    localStorage.setItem('portal.rooms.location', JSON.stringify(['上海', '星创', '9层']));
    mockServer();
    renderPage();
    await screen.findByTestId('room-row-7');
    expect(roomListBodies()[0]).toMatchObject({ city: '上海', building: '星创', floor: '9层' });
  });
});
