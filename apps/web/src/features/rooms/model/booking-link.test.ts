import { describe, expect, it } from 'vitest';
import { createMeetingLink, spanTimes } from './booking-link.ts';

describe('booking link', () => {
  it('ends 30 minutes after the last selected slot start', () => {
    expect(spanTimes({ from: 2, to: 4 })).toEqual({ startTime: '09:00', endTime: '10:30' });
    expect(spanTimes({ from: 29, to: 29 })).toEqual({ startTime: '22:30', endTime: '23:00' });
  });

  it('goes to create-meeting with roomId, roomName, time, startTime and endTime', () => {
    const link = createMeetingLink({
      roomId: 7,
      roomName: '301 星河',
      date: '2026-11-24',
      span: { from: 0, to: 0 },
    });
    const [path, query] = link.split('?');
    expect(path).toBe('/meeting/createMeeting');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      roomId: '7',
      roomName: '301 星河',
      time: '2026-11-24',
      startTime: '08:00',
      endTime: '08:30',
    });
  });
});
