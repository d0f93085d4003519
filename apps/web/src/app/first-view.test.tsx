import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CURRENT_USER,
  callsTo,
  mockApi,
  type RecordedCall,
  renderWithApi,
  testQueryClient,
} from '../test/render-with-api.tsx';
import * as featureRoutes from './feature-routes.ts';
import { loadFirstView, prefetchFirstView } from './first-view.ts';
import { layouts } from './layouts.ts';

const pageAt = (path: string) => {
  const page = Object.values(featureRoutes)
    .flat()
    .find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a route`);
  return page;
};
/** The room pages, desktop and phone, and what each shows once its (empty) list is drawn. */
const ROOM_PAGES = [
  { path: '/meeting/meetingOrder', date: '2026-11-24', drawn: () => screen.findByText('暂无数据') },
  { path: '/meetingOrderH5', date: '2026-11-25', drawn: () => screen.findByTestId('h5-time-menu') },
];

let calls: RecordedCall[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T00:10:00Z'), toFake: ['Date'] });
  localStorage.clear();
  calls = mockApi({
    peopleCurrentUser: { ...CURRENT_USER, office: null },
    roomList: [],
    bookingMine: [],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the first view', () => {
  // First: the other tests render the room pages, which loads their code.
  it('loads the opened page’s code and its layout’s before the first render, so neither suspends', async () => {
    const roomPage = pageAt('/meeting/meetingOrder').page;
    const phoneRoomPage = pageAt('/meetingOrderH5').page;
    expect(roomPage.loaded()).toBeUndefined();
    await loadFirstView('/meeting/meetingOrder?location=');
    expect(roomPage.loaded()).toBeTypeOf('function');
    expect(layouts.desktop.loaded()).toBeTypeOf('function');
    expect(phoneRoomPage.loaded()).toBeUndefined();
    expect(layouts.h5.loaded()).toBeUndefined();
    await loadFirstView('/meetingOrderH5');
    expect(layouts.h5.loaded()).toBeTypeOf('function');
  });

  it.each(ROOM_PAGES)(
    'asks for the user, then $path’s list, before the page renders; the page reuses both once',
    async ({ path, date, drawn }) => {
      const client = testQueryClient();
      void prefetchFirstView(client, `${path}?date=${date}`, Promise.resolve());
      await waitFor(() => expect(callsTo(calls, 'roomList')).toHaveLength(1));
      expect(callsTo(calls, 'roomList')[0]?.body).toMatchObject({
        startTime: `${date} 00:00:00`,
        endTime: `${date} 24:00:00`,
      });

      const { page } = pageAt(path);
      const first = renderWithApi(<page.Lazy />, { at: `${path}?date=${date}`, client });
      expect(await drawn()).toBeTruthy();
      expect(callsTo(calls, 'roomList')).toHaveLength(1);
      expect(callsTo(calls, 'peopleCurrentUser')).toHaveLength(1);

      // Opened again (back from booking a room): a list already shown is asked for again.
      first.unmount();
      renderWithApi(<page.Lazy />, { at: `${path}?date=${date}`, client });
      await waitFor(() => expect(callsTo(calls, 'roomList')).toHaveLength(2));
    },
  );

  it('asks only for the user on a page that prefetches nothing', async () => {
    const client = testQueryClient();
    void prefetchFirstView(client, '/ruleList', Promise.resolve());
    await waitFor(() => expect(callsTo(calls, 'peopleCurrentUser')).toHaveLength(1));
    expect(calls.map((call) => call.route)).toEqual(['peopleCurrentUser']);
  });
});
