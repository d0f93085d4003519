import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import {
  CURRENT_USER,
  callsTo,
  mockApi,
  type RecordedCall,
  renderWithApi,
} from '../../../test/render-with-api.tsx';
import { booking, room } from '../model/test-fixtures.ts';
import { RoomsH5Page } from './RoomsH5Page.tsx';

const TODAY = '2026-11-23';

/** Room 7 today: 09:00-10:00 booked by 李雷; company time is 08:10, so 08:00 is past. Room 8 is free. */
const rooms = [
  room({ bookRecords: [booking({ startTime: `${TODAY} 09:00:00`, endTime: `${TODAY} 10:00:00` })] }),
  room({ id: 8, name: '302 远山', meetingRoomName: '302 远山' }),
];

let calls: RecordedCall[] = [];

function Landing() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <p data-testid="landed">{`${pathname}?${search}`}</p>;
}

const cell = (roomId: number, start: string) => screen.getByTestId(`h5-cell-${roomId}-${start}`);
const stateOf = (roomId: number, start: string) => cell(roomId, start).getAttribute('data-state');
const tap = (roomId: number, start: string) => fireEvent.click(cell(roomId, start));

function renderPage() {
  return renderWithApi(<RoomsH5Page />, {
    at: '/meetingOrderH5',
    path: '/meetingOrderH5',
    otherRoutes: { '/meetingOrderH5/createMeeting': <Landing />, '/orderHistoryH5': <Landing /> },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T00:10:00Z'), toFake: ['Date'] });
  localStorage.clear();
  calls = mockApi({ peopleCurrentUser: CURRENT_USER, roomList: rooms });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the phone room page', () => {
  it('draws every room by half hour from 8:00 to 22:30, the last label 23:00', async () => {
    renderPage();
    await screen.findByTestId('h5-room-7');
    expect(screen.getByTestId('h5-room-8').textContent).toContain('302 远山');
    expect([stateOf(7, '08:00'), stateOf(7, '08:30'), stateOf(7, '09:00'), stateOf(7, '22:30')]).toEqual([
      'past',
      'free',
      'booked',
      'free',
    ]);
    expect(screen.queryByTestId('h5-cell-7-23:00')).toBeNull();
    expect(screen.getByTestId('h5-grid').textContent).toContain('23:00');
    expect(callsTo(calls, 'roomList')[0]?.body).toMatchObject({
      startTime: `${TODAY} 00:00:00`,
      endTime: `${TODAY} 24:00:00`,
    });
  });

  it('applies the tap rules: start, end, earlier start, deselect, clear, reset over a booking', async () => {
    renderPage();
    await screen.findByTestId('h5-room-7');
    tap(7, '08:00');
    expect(screen.queryByTestId('h5-book-sheet')).toBeNull();
    tap(7, '11:00');
    expect(stateOf(7, '11:00')).toBe('selected');
    expect(screen.getByTestId('h5-book-sheet').textContent).toContain('301 星河');
    expect(screen.getByTestId('h5-book-sheet').textContent).toContain('请选择预订时间');
    tap(7, '11:00');
    expect(stateOf(7, '11:00')).toBe('free');
    expect(screen.queryByTestId('h5-book-sheet')).toBeNull();

    tap(7, '11:00');
    tap(7, '12:00');
    expect(screen.getByTestId('h5-book-range').textContent).toBe(`${TODAY} 11:00-12:30`);
    tap(7, '10:30');
    expect(screen.getByTestId('h5-book-range').textContent).toBe(`${TODAY} 10:30-12:30`);
    tap(7, '11:30');
    expect(screen.queryByTestId('h5-book-sheet')).toBeNull();

    tap(7, '10:00');
    tap(7, '08:30');
    expect(stateOf(7, '10:00')).toBe('free');
    expect(screen.queryByTestId('h5-book-sheet')).toBeNull();

    tap(7, '13:00');
    tap(8, '15:00');
    expect(stateOf(7, '13:00')).toBe('free');
    expect(screen.getByTestId('h5-book-sheet').textContent).toContain('302 远山');
  });

  it('books the range on the phone create-meeting page', async () => {
    renderPage();
    await screen.findByTestId('h5-room-8');
    tap(8, '14:00');
    tap(8, '15:00');
    fireEvent.click(screen.getByTestId('h5-book'));
    const landed = (await screen.findByTestId('landed')).textContent ?? '';
    const [path, query] = landed.split('?');
    expect(path).toBe('/meetingOrderH5/createMeeting');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      roomId: '8',
      roomName: '302 远山',
      time: TODAY,
      startTime: '14:00',
      endTime: '15:30',
    });
  });

  it('opens the booking history from its icon', async () => {
    renderPage();
    await screen.findByTestId('h5-room-7');
    fireEvent.click(screen.getByTestId('h5-history'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/orderHistoryH5?');
  });
});
