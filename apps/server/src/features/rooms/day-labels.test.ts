import { describe, expect, it } from 'vitest';
import { CompanyClock } from '../../lib/company-time.ts';
import { companyDay } from '../bookings/booking-time.ts';
import { DayLabeller } from './day-labels.ts';

// The labeller must write exactly what CompanyClock writes, only faster.
describe.each([
  ['Asia/Shanghai', '2026-03-10'],
  ['America/New_York', '2026-03-08'], // 23 hours long: clocks jump from 02:00 to 03:00
  ['Europe/Berlin', '2026-10-25'], // 25 hours long
])('DayLabeller in %s on %s', (timeZone, date) => {
  const clock = new CompanyClock(timeZone);
  const day = companyDay(clock, date);
  const labeller = new DayLabeller(clock, day);
  const hour = 3_600_000;
  const spans = [
    { start: new Date(day.start.getTime() + 10 * hour), end: new Date(day.start.getTime() + 11.5 * hour) },
    { start: new Date(day.start.getTime() - 2 * hour), end: new Date(day.start.getTime() + 1 * hour) },
    { start: new Date(day.end.getTime() - 1 * hour), end: new Date(day.end.getTime() + 5 * hour) },
    { start: new Date(day.start.getTime() - 48 * hour), end: new Date(day.end.getTime() + 48 * hour) },
  ];

  it.each(spans.map((span, index) => [index, span] as const))(
    'matches CompanyClock for span %i',
    (_, span) => {
      expect(labeller.dateTime(span.start)).toBe(clock.format(span.start));
      expect(labeller.dateTime(span.end)).toBe(clock.format(span.end));
      expect(labeller.slotStarts(span)).toEqual(
        clock.slotStartsWithin(span.start, span.end, day.start, day.end),
      );
    },
  );
});

describe('DayLabeller in the company zone', () => {
  it('labels 10:00–11:30 as three half-hour slots', () => {
    const clock = new CompanyClock('Asia/Shanghai');
    const labeller = new DayLabeller(clock, companyDay(clock, '2026-03-10'));
    const span = { start: clock.parse('2026-03-10 10:00:00'), end: clock.parse('2026-03-10 11:30:00') };
    expect(labeller.slotStarts(span)).toEqual(['10:00', '10:30', '11:00']);
    expect(labeller.dateTime(span.end)).toBe('2026-03-10 11:30:00');
  });
});
