import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { CompanyClock } from '../../lib/company-time.ts';
import { overlaps, rememberSearchWindows, searchWindow } from './search-window.ts';

const clock = new CompanyClock('Asia/Shanghai');

function refusal(start: string, end: string): string | undefined {
  try {
    searchWindow(clock, start, end);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
}

describe('searchWindow', () => {
  it('takes 00:00:00 to 24:00:00 as the whole company day', () => {
    const { window, day, wholeDay } = searchWindow(clock, '2026-03-10 00:00:00', '2026-03-10 24:00:00');
    expect(wholeDay).toBe(true);
    expect(day.date).toBe('2026-03-10');
    expect(window).toEqual({ start: day.start, end: day.end });
    expect(day.start.toISOString()).toBe('2026-03-09T16:00:00.000Z');
  });

  it('takes a start and a duration as a narrower window of the start’s day', () => {
    const { window, day, wholeDay } = searchWindow(clock, '2026-03-10 10:00:00', '2026-03-10 11:30:00');
    expect(wholeDay).toBe(false);
    expect(day.date).toBe('2026-03-10');
    expect(window.end.getTime() - window.start.getTime()).toBe(90 * 60_000);
  });

  it('refuses dates that do not exist, an end not after the start and a window crossing midnight', () => {
    expect(refusal('2026-02-30 00:00:00', '2026-02-30 24:00:00')).toBe('time.format');
    expect(refusal('2026-03-10 11:00:00', '2026-03-10 10:00:00')).toBe('time.endAfterStart');
    expect(refusal('2026-03-10 23:00:00', '2026-03-11 01:00:00')).toBe('room.windowOneDay');
  });
});

describe('overlaps', () => {
  it('treats spans as half-open: back-to-back does not overlap', () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 10, hour));
    expect(overlaps({ start: at(1), end: at(2) }, { start: at(2), end: at(3) })).toBe(false);
    expect(overlaps({ start: at(1), end: at(3) }, { start: at(2), end: at(4) })).toBe(true);
  });
});

describe('rememberSearchWindows', () => {
  it('answers a window searched before without reading the clock again, and refuses bad ones every time', () => {
    const windowOf = rememberSearchWindows(clock);
    const first = windowOf('2026-03-10 10:00:00', '2026-03-10 11:00:00');
    expect(windowOf('2026-03-10 10:00:00', '2026-03-10 11:00:00')).toBe(first);
    expect(first).toEqual(searchWindow(clock, '2026-03-10 10:00:00', '2026-03-10 11:00:00'));
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(() => windowOf('2026-03-10 10:00:00', '2026-03-11 10:00:00')).toThrow(AppError);
    }
  });
});
