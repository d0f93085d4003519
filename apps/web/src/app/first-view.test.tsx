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
import { prefetchFirstView } from './first-view.ts';

const ROOM_PAGE = '/meeting/meetingOrder';
const roomPage = Object.values(featureRoutes)
  .flat()
  .find((page) => page.path === ROOM_PAGE);

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
  it('asks for the user, then the room page’s list, before the page renders; the page reuses both', async () => {
    const client = testQueryClient();
    prefetchFirstView(client, `${ROOM_PAGE}?date=2026-11-24`);
    await waitFor(() => expect(callsTo(calls, 'roomList')).toHaveLength(1));
    expect(callsTo(calls, 'roomList')[0]?.body).toMatchObject({
      startTime: '2026-11-24 00:00:00',
      endTime: '2026-11-24 24:00:00',
    });

    if (!roomPage) throw new Error(`${ROOM_PAGE} is not a route`);
    renderWithApi(<roomPage.Component />, { at: `${ROOM_PAGE}?date=2026-11-24`, client });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(callsTo(calls, 'roomList')).toHaveLength(1);
    expect(callsTo(calls, 'peopleCurrentUser')).toHaveLength(1);
  });

  it('asks only for the user on a page that prefetches nothing', async () => {
    const client = testQueryClient();
    prefetchFirstView(client, '/ruleList');
    await waitFor(() => expect(callsTo(calls, 'peopleCurrentUser')).toHaveLength(1));
    expect(calls.map((call) => call.route)).toEqual(['peopleCurrentUser']);
  });
});
