import { describe, expect, it } from 'vitest';
import { addDays, CompanyClock } from './company-time.ts';

// vitest runs with TZ=UTC, so every expectation below is about the company's zone, not the machine's.
const HOUR = 3_600_000;
const parsed = (clock: CompanyClock, text: string) =>
  clock.parse(text) ?? expect.unreachable(`${text} should parse`);

describe('CompanyClock in Asia/Shanghai (UTC+8, no clock changes)', () => {
  const clock = new CompanyClock('Asia/Shanghai', () => new Date('2026-03-10T17:30:00Z'));

  it('reads wall-clock strings in the company zone and writes them back unchanged', () => {
    expect(parsed(clock, '2026-03-10 10:00:00').toISOString()).toBe('2026-03-10T02:00:00.000Z');
    for (const text of [
      '2026-03-10 00:00:00',
      '2026-03-10 07:59:59',
      '2024-02-29 23:30:00',
      '2026-12-31 23:59:59',
    ]) {
      expect(clock.format(parsed(clock, text))).toBe(text);
    }
  });

  it('writes a date, a slot start and the full pattern', () => {
    const instant = new Date('2026-03-10T17:30:05Z');
    expect(clock.format(instant)).toBe('2026-03-11 01:30:05');
    expect(clock.format(instant, 'YYYY-MM-DD')).toBe('2026-03-11');
    expect(clock.format(instant, 'HH:mm')).toBe('01:30');
    const reading = clock.wallClock(instant);
    expect(reading).toEqual({ year: 2026, month: 3, day: 11, hour: 1, minute: 30, second: 5 });
    // Readings are remembered; a caller changing its copy must not change the next answer.
    reading.hour = 9;
    expect(clock.format(instant)).toBe('2026-03-11 01:30:05');
  });

  it('reads 24:00:00 as midnight of the next calendar day, across a month and a year', () => {
    expect(parsed(clock, '2026-03-10 24:00:00')).toEqual(parsed(clock, '2026-03-11 00:00:00'));
    expect(parsed(clock, '2026-02-28 24:00:00')).toEqual(parsed(clock, '2026-03-01 00:00:00'));
    expect(parsed(clock, '2026-12-31 24:00:00')).toEqual(parsed(clock, '2027-01-01 00:00:00'));
  });

  it.each([
    ['2026-02-30 10:00:00'],
    ['2026-02-29 24:00:00'],
    ['2026-04-31 00:00:00'],
    ['2026-13-01 00:00:00'],
    ['2026-00-10 00:00:00'],
    ['2026-03-00 00:00:00'],
    ['2026-03-10 24:00:01'],
    ['2026-03-10 25:00:00'],
    ['2026-03-10 10:60:00'],
    ['2026-03-10 10:00:60'],
    ['2026-03-10 10:00'],
    ['2026-03-10T10:00:00'],
  ])('refuses %s instead of rolling it over', (text) => {
    expect(clock.parse(text)).toBeNull();
  });

  it('knows the company day of an instant, not the UTC day, and today on the company calendar', () => {
    const day = clock.dayOf(new Date('2026-03-10T17:30:00Z'));
    expect(day).toEqual({
      date: '2026-03-11',
      start: new Date('2026-03-10T16:00:00Z'),
      end: new Date('2026-03-11T16:00:00Z'),
    });
    expect(clock.startOfDay(new Date('2026-03-10T17:30:00Z'))).toEqual(day.start);
    expect(clock.today()).toBe('2026-03-11');
    expect(() => clock.day('2026-02-30')).toThrow(RangeError);
  });

  it('lists the half-hour slots a span covers on the day, clipped to the day', () => {
    const day = clock.day('2026-03-10');
    const span = (start: string, end: string) => [parsed(clock, start), parsed(clock, end)] as const;
    expect(clock.slotStartsWithin(...span('2026-03-10 10:00:00', '2026-03-10 11:30:00'), day)).toEqual([
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(clock.slotStartsWithin(...span('2026-03-09 23:00:00', '2026-03-10 01:00:00'), day)).toEqual([
      '00:00',
      '00:30',
    ]);
    expect(clock.slotStartsWithin(...span('2026-03-10 23:30:00', '2026-03-11 02:00:00'), day)).toEqual([
      '23:30',
    ]);
    // A span that starts mid-slot still marks the slot it starts in.
    expect(clock.slotStartsWithin(...span('2026-03-10 10:15:00', '2026-03-10 10:45:00'), day)).toEqual([
      '10:00',
      '10:30',
    ]);
    expect(clock.slotStartsWithin(...span('2026-03-09 08:00:00', '2026-03-12 08:00:00'), day)).toHaveLength(
      48,
    );
  });
});

describe('CompanyClock in America/New_York (clocks change)', () => {
  const clock = new CompanyClock('America/New_York');

  it('gives 2026-03-08 23 hours: 24:00:00 is the next calendar midnight, and 02:00–03:00 has no slots', () => {
    const day = clock.day('2026-03-08');
    expect(day.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * HOUR);
    expect(parsed(clock, '2026-03-08 24:00:00')).toEqual(day.end);
    expect(clock.format(day.end)).toBe('2026-03-09 00:00:00');

    const slots = clock.slotStartsWithin(day.start, day.end, day);
    expect(slots).toHaveLength(46);
    expect(slots.slice(2, 6)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    expect(slots.at(-1)).toBe('23:30');
  });

  it('round-trips the hours either side of the jump, and moves a skipped time forward', () => {
    for (const text of ['2026-03-08 01:30:00', '2026-03-08 03:00:00', '2026-03-08 23:00:00']) {
      expect(clock.format(parsed(clock, text))).toBe(text);
    }
    expect(clock.format(parsed(clock, '2026-03-08 02:30:00'))).toBe('2026-03-08 03:30:00');
  });

  it('gives 2026-11-01 25 hours: 24:00:00 is the next calendar midnight, the repeated hour listed once', () => {
    const day = clock.day('2026-11-01');
    expect(day.start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(day.end.getTime() - day.start.getTime()).toBe(25 * HOUR);
    expect(parsed(clock, '2026-11-01 24:00:00')).toEqual(day.end);
    expect(clock.dayOf(new Date(day.end.getTime() - 1))).toEqual(day);

    const slots = clock.slotStartsWithin(day.start, day.end, day);
    expect(slots).toHaveLength(48);
    expect(slots.slice(0, 5)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00']);
    // The second 01:00–02:00 (EST) alone still shows as those two slots.
    const repeated = new Date(day.start.getTime() + 2 * HOUR);
    expect(clock.slotStartsWithin(repeated, new Date(repeated.getTime() + HOUR), day)).toEqual([
      '01:00',
      '01:30',
    ]);
  });

  it('reads a repeated time as its first occurrence and the evening in the new offset', () => {
    expect(parsed(clock, '2026-11-01 01:30:00').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(parsed(clock, '2026-11-01 22:00:00').toISOString()).toBe('2026-11-02T03:00:00.000Z');
    expect(clock.startOfDay(new Date('2026-11-01T23:00:00Z'))).toEqual(clock.day('2026-11-01').start);
  });
});

describe('addDays', () => {
  it('moves along the calendar, not by 24-hour steps', () => {
    expect(addDays('2026-03-10', 1)).toBe('2026-03-11');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-03', -7)).toBe('2025-12-27');
    expect(addDays('2026-03-08', 90)).toBe('2026-06-06');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});
