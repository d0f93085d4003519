import { createMeetingRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildCreateMeetingRequest,
  durationMinutes,
  parseBookingQuery,
  requestTimes,
} from './booking-query.ts';

const valid = {
  roomId: '1',
  roomName: '301 星河',
  time: '2026-11-23',
  startTime: '10:00',
  endTime: '11:30',
};
const queryOf = (values: Record<string, string>) => new URLSearchParams(values);

describe('parseBookingQuery', () => {
  it('reads a valid query (the room name, partner code and userId are ignored)', () => {
    expect(parseBookingQuery(queryOf({ ...valid, code: 'x', userId: 'u1' }))).toEqual({
      roomId: 1,
      date: '2026-11-23',
      startTime: '10:00',
      endTime: '11:30',
    });
  });

  it('needs no room name: the page shows the room the server knows by its id', () => {
    const { roomName: _ignored, ...withoutName } = valid;
    expect(parseBookingQuery(queryOf(withoutName))?.roomId).toBe(1);
  });

  it.each(['roomId', 'time', 'startTime', 'endTime'])('is null without %s', (missing) => {
    const values: Record<string, string> = { ...valid };
    delete values[missing];
    expect(parseBookingQuery(queryOf(values))).toBeNull();
  });

  it.each([
    ['roomId', '0'],
    ['roomId', '-3'],
    ['roomId', '1.5'],
    ['roomId', 'abc'],
    ['time', '2026-13-01'],
    ['time', '2026-02-30'],
    ['time', '23/11/2026'],
    ['startTime', '9:00'],
    ['startTime', '24:00'],
    ['endTime', '11:60'],
    ['endTime', '11:00:00'],
  ])('is null when %s is %s', (field, value) => {
    expect(parseBookingQuery(queryOf({ ...valid, [field]: value }))).toBeNull();
  });

  it('is null when the end is not after the start', () => {
    expect(parseBookingQuery(queryOf({ ...valid, startTime: '11:00', endTime: '10:00' }))).toBeNull();
    expect(parseBookingQuery(queryOf({ ...valid, startTime: '10:00', endTime: '10:00' }))).toBeNull();
  });
});

describe('request building', () => {
  const range = parseBookingQuery(queryOf(valid));
  if (!range) throw new Error('the valid query must parse');

  it('builds YYYY-MM-DD HH:mm:ss times from the date and the clock times', () => {
    expect(requestTimes(range)).toEqual({ startTime: '2026-11-23 10:00:00', endTime: '2026-11-23 11:30:00' });
    expect(durationMinutes(range)).toBe(90);
  });

  it('builds a request the contract accepts, subject trimmed', () => {
    const request = buildCreateMeetingRequest(range, {
      name: '  周会  ',
      attendees: ['li.na@example.com'],
      content: '议程',
      attachment: 'k1,k2',
    });
    expect(request).toEqual({
      name: '周会',
      roomId: 1,
      startTime: '2026-11-23 10:00:00',
      endTime: '2026-11-23 11:30:00',
      attendees: ['li.na@example.com'],
      content: '议程',
      attachment: 'k1,k2',
    });
    expect(createMeetingRequest.safeParse(request).success).toBe(true);
  });

  it('fills untouched optional fields with empty values', () => {
    expect(buildCreateMeetingRequest(range, { name: '周会' })).toMatchObject({
      attendees: [],
      content: '',
      attachment: '',
    });
  });
});
