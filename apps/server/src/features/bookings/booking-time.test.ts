import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { CompanyClock } from '../../lib/company-time.ts';
import { companyDay, companyDayOf, overlaps, parseWallClock } from './booking-time.ts';

const clock = new CompanyClock('Asia/Shanghai');

describe('booking time helpers', () => {
  it('parses company wall-clock strings in the company zone, 24:00:00 as the next midnight', () => {
    expect(parseWallClock(clock, '2026-03-10 10:00:00').toISOString()).toBe('2026-03-10T02:00:00.000Z');
    expect(parseWallClock(clock, '2026-03-10 24:00:00').toISOString()).toBe('2026-03-10T16:00:00.000Z');
  });

  it('refuses dates that do not exist instead of rolling them over', () => {
    expect(() => parseWallClock(clock, '2026-02-30 10:00:00')).toThrow(AppError);
    expect(() => parseWallClock(clock, '2026-02-29 24:00:00')).toThrow(AppError);
  });

  it('finds the company day of an instant, not the UTC day', () => {
    const day = companyDayOf(clock, new Date('2026-03-10T17:30:00Z'));
    expect(day.start.toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-11T16:00:00.000Z');
  });

  it('treats spans as half-open: back-to-back does not overlap', () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 10, hour));
    expect(overlaps({ start: at(1), end: at(2) }, { start: at(2), end: at(3) })).toBe(false);
    expect(overlaps({ start: at(1), end: at(3) }, { start: at(2), end: at(4) })).toBe(true);
  });
});

describe('company days', () => {
  it('are calendar days, 23 hours long when the clocks go forward', () => {
    const newYork = new CompanyClock('America/New_York');
    const day = companyDay(newYork, '2026-03-08');
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3_600_000);
    expect(parseWallClock(newYork, '2026-03-08 24:00:00')).toEqual(day.end);
  });
});
