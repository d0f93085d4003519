import type { Holiday } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { dayMarks, daysBetween, monthWeeks, weekdayOf } from './calendar.ts';

const springFestival: Holiday = {
  id: 1,
  year: 2025,
  nameZh: '春节',
  nameEn: 'Spring Festival',
  startsOn: '2025-01-28',
  endsOn: '2025-02-04',
  workdays: ['2025-01-26', '2025-02-08'],
};

describe('daysBetween', () => {
  it('lists every day, both ends included, across a month end', () => {
    expect(daysBetween('2025-01-30', '2025-02-02')).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
    ]);
    expect(daysBetween('2025-01-01', '2025-01-01')).toEqual(['2025-01-01']);
  });
});

describe('monthWeeks', () => {
  it('lays a month out in Sunday-first weeks', () => {
    // February 2026 starts on a Sunday and fills exactly four weeks.
    const february = monthWeeks(2026, 2);
    expect(february).toHaveLength(4);
    expect(february[0]?.[0]).toBe('2026-02-01');
    expect(february[3]?.[6]).toBe('2026-02-28');
    // January 2025 starts on a Wednesday.
    const january = monthWeeks(2025, 1);
    expect(january[0]).toEqual([null, null, null, '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04']);
    expect(january.at(-1)?.filter(Boolean).at(-1)).toBe('2025-01-31');
  });

  it('knows leap years', () => {
    expect(monthWeeks(2024, 2).flat().filter(Boolean)).toHaveLength(29);
  });
});

describe('dayMarks', () => {
  it('marks the days off and the make-up workdays of each holiday', () => {
    const marks = dayMarks([springFestival]);
    expect(marks.get('2025-01-28')?.kind).toBe('off');
    expect(marks.get('2025-02-04')?.kind).toBe('off');
    expect(marks.get('2025-01-26')?.kind).toBe('work');
    expect(marks.get('2025-02-08')?.holiday.nameZh).toBe('春节');
    expect(marks.has('2025-02-05')).toBe(false);
    expect([...marks.values()].filter((mark) => mark.kind === 'off')).toHaveLength(8);
  });
});

describe('weekdayOf', () => {
  it('names Sunday 0 and Saturday 6', () => {
    expect(weekdayOf('2025-01-26')).toBe(0);
    expect(weekdayOf('2025-02-08')).toBe(6);
  });
});
