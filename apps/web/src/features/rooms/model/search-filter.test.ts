import { describe, expect, it } from 'vitest';
import {
  buildRoomSearchFilter,
  defaultRoomSearch,
  initialDate,
  type RoomSearch,
  withDate,
} from './search-filter.ts';
import { NOW, TODAY, TOMORROW } from './test-fixtures.ts';

const search = (overrides: Partial<RoomSearch> = {}): RoomSearch => ({
  ...defaultRoomSearch(NOW),
  date: TOMORROW,
  ...overrides,
});

describe('room search filter', () => {
  it('starts on the company today with nothing narrowed', () => {
    expect(buildRoomSearchFilter(defaultRoomSearch(NOW))).toEqual({
      city: null,
      building: null,
      floor: null,
      capacityMin: -1,
      capacityMax: 1000,
      device: null,
      startTime: `${TODAY} 00:00:00`,
      endTime: `${TODAY} 24:00:00`,
    });
  });

  it('uses the whole day when no start is chosen, even with a duration', () => {
    const filter = buildRoomSearchFilter(search({ durationMinutes: 60 }));
    expect([filter.startTime, filter.endTime]).toEqual([`${TOMORROW} 00:00:00`, `${TOMORROW} 24:00:00`]);
  });

  it('sets the end only when both start and duration are chosen', () => {
    const startOnly = buildRoomSearchFilter(search({ startTime: '09:30' }));
    expect([startOnly.startTime, startOnly.endTime]).toEqual([
      `${TOMORROW} 09:30:00`,
      `${TOMORROW} 24:00:00`,
    ]);
    const window = buildRoomSearchFilter(search({ startTime: '09:30', durationMinutes: 120 }));
    expect([window.startTime, window.endTime]).toEqual([`${TOMORROW} 09:30:00`, `${TOMORROW} 11:30:00`]);
  });

  it('stops a window that would run past midnight at 24:00:00 of the same day', () => {
    const late = buildRoomSearchFilter(search({ startTime: '22:30', durationMinutes: 180 }));
    expect(late.endTime).toBe(`${TOMORROW} 24:00:00`);
    expect(buildRoomSearchFilter(search({ startTime: '21:00', durationMinutes: 180 })).endTime).toBe(
      `${TOMORROW} 24:00:00`,
    );
    expect(buildRoomSearchFilter(search({ startTime: '20:30', durationMinutes: 180 })).endTime).toBe(
      `${TOMORROW} 23:30:00`,
    );
  });

  it('turns 不限 locations into null at every level', () => {
    expect(buildRoomSearchFilter(search({ location: [''] }))).toMatchObject({
      city: null,
      building: null,
      floor: null,
    });
    expect(buildRoomSearchFilter(search({ location: ['北京', ''] }))).toMatchObject({
      city: '北京',
      building: null,
      floor: null,
    });
    expect(buildRoomSearchFilter(search({ location: ['北京', 'IC-PARK-7号楼'] }))).toMatchObject({
      city: '北京',
      building: 'IC-PARK-7号楼',
      floor: null,
    });
    expect(buildRoomSearchFilter(search({ location: ['深圳', '会展湾T10栋', '3层'] })).floor).toBe('3层');
  });

  it('comma-joins devices and maps the capacity choice', () => {
    const filter = buildRoomSearchFilter(search({ devices: ['电视', '白板'], capacity: 'from10To15' }));
    expect(filter).toMatchObject({ device: '电视,白板', capacityMin: 10, capacityMax: 15 });
  });
});

describe('changing the date', () => {
  it('keeps a start that is still offered on the new day', () => {
    expect(withDate(search({ startTime: '08:00' }), '2026-11-25', NOW).startTime).toBe('08:00');
  });

  it('clears a start that is no longer offered (already past today)', () => {
    const moved = withDate(search({ startTime: '08:00', durationMinutes: 60 }), TODAY, NOW);
    expect(moved).toMatchObject({ date: TODAY, startTime: null, durationMinutes: 60 });
    expect(withDate(search({ startTime: '11:00' }), TODAY, NOW).startTime).toBe('11:00');
  });
});

describe('the day to open on', () => {
  it('takes ?date= when the picker offers that day', () => {
    expect(initialDate(TOMORROW, NOW)).toBe(TOMORROW);
  });

  it('falls back to today for a missing, malformed, past or too distant day', () => {
    expect(initialDate(null, NOW)).toBe(TODAY);
    expect(initialDate('tomorrow', NOW)).toBe(TODAY);
    expect(initialDate('2000-01-01', NOW)).toBe(TODAY);
    expect(initialDate(NOW.add(120, 'day').format('YYYY-MM-DD'), NOW)).toBe(TODAY);
  });
});
