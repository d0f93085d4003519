import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { CompanyClock } from '../../lib/company-time.ts';
import { assertBookableSpan } from './booking-rules.ts';

// "Now" is 2026-03-10 09:40 in Shanghai (01:40 UTC); the machine's zone (UTC in tests) must not matter.
const clock = new CompanyClock('Asia/Shanghai', () => new Date('2026-03-10T01:40:00Z'));
const at = (text: string) => clock.parse(text) ?? expect.unreachable(`${text} should parse`);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

function refusal(start: string, end: string): string | undefined {
  try {
    assertBookableSpan(clock, span(start, end));
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
}

describe('assertBookableSpan', () => {
  it('accepts a later half-hour slot today and the edges of the day', () => {
    expect(refusal('2026-03-10 10:00:00', '2026-03-10 10:30:00')).toBeUndefined();
    expect(refusal('2026-03-11 08:00:00', '2026-03-11 23:00:00')).toBeUndefined();
  });

  it('refuses a start before now, even within the current slot', () => {
    expect(refusal('2026-03-10 09:30:00', '2026-03-10 10:30:00')).toBe('booking.past');
  });

  it('judges the 90-day window by the start date: day 90 is bookable all day, day 91 is not', () => {
    expect(refusal('2026-06-08 22:00:00', '2026-06-08 23:00:00')).toBeUndefined();
    expect(refusal('2026-06-09 08:00:00', '2026-06-09 09:00:00')).toBe('booking.tooFar');
  });

  it('refuses times off the half-hour grid', () => {
    expect(refusal('2026-03-11 10:10:00', '2026-03-11 11:00:00')).toBe('booking.misaligned');
    expect(refusal('2026-03-11 10:00:00', '2026-03-11 11:00:01')).toBe('booking.misaligned');
  });

  it('refuses times outside 08:00–23:00 of the start day', () => {
    expect(refusal('2026-03-11 07:30:00', '2026-03-11 09:00:00')).toBe('booking.outsideHours');
    expect(refusal('2026-03-11 22:30:00', '2026-03-11 23:30:00')).toBe('booking.outsideHours');
    expect(refusal('2026-03-11 22:30:00', '2026-03-12 08:30:00')).toBe('booking.outsideHours');
  });
});
