import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER, mockApi } from '../test/render-with-api.tsx';

// Partner mode is read once when the page opens, so each test opens "the page" (the modules) anew.
async function openPage(hash: string) {
  window.location.hash = hash;
  vi.resetModules();
  return import('./client.ts');
}

const headersOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers);

beforeEach(() => {
  mockApi({ peopleCurrentUser: CURRENT_USER, partnerRoomList: [], roomList: [], partnerBookingMine: [] });
});

afterEach(() => {
  window.location.hash = '';
});

describe('calls in partner mode', () => {
  it('go to the partner twins with the userId and token headers from the query', async () => {
    const { callApi } = await openPage('#/meetingOrderH5?from=appia&code=c1&userId=li.na&token=a.b.c');
    await callApi('roomList', {
      body: { startTime: '2026-11-23 00:00:00', endTime: '2026-11-23 24:00:00' },
    });
    await callApi('bookingMine', { query: { email: 'li.na@example.com' } });
    const fetchCalls = vi.mocked(fetch).mock.calls;
    expect(fetchCalls.map((call) => String(call[0]).split('?')[0])).toEqual([
      '/appia/meeting/room/list',
      '/appia/meeting/room/my/book/list',
    ]);
    const headers = headersOf(fetchCalls[0]);
    expect(headers.get('userid')).toBe('li.na');
    expect(headers.get('token')).toBe('a.b.c');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('stay on the portal paths without partner headers otherwise', async () => {
    const { callApi } = await openPage('#/meetingOrderH5');
    await callApi('roomList', {
      body: { startTime: '2026-11-23 00:00:00', endTime: '2026-11-23 24:00:00' },
    });
    const [call] = vi.mocked(fetch).mock.calls;
    expect(String(call?.[0])).toBe('/meeting/room/list');
    expect(headersOf(call).has('token')).toBe(false);
    expect(headersOf(call).has('userid')).toBe(false);
  });
});
