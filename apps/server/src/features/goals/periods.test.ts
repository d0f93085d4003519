import { describe, expect, it } from 'vitest';
import { isPeriodOpen, periodOf, periodOptions } from './periods.ts';

describe('goal periods', () => {
  it('puts January–June in H1 and July–December in H2', () => {
    expect([
      periodOf('2026-01-01'),
      periodOf('2026-06-30'),
      periodOf('2026-07-01'),
      periodOf('2026-12-31'),
    ]).toEqual(['2026-H1', '2026-H1', '2026-H2', '2026-H2']);
  });

  it('keeps the current and the next half year open, across a year end', () => {
    expect(isPeriodOpen('2026-H2', '2026-11-26')).toBe(true);
    expect(isPeriodOpen('2027-H1', '2026-11-26')).toBe(true);
    expect(isPeriodOpen('2026-H1', '2026-11-26')).toBe(false);
    expect(isPeriodOpen('2027-H2', '2026-11-26')).toBe(false);
  });

  it('offers the next, the current and two earlier periods, newest first', () => {
    expect(periodOptions('2027-03-01')).toEqual({
      current: '2027-H1',
      periods: [
        { period: '2027-H2', open: true },
        { period: '2027-H1', open: true },
        { period: '2026-H2', open: false },
        { period: '2026-H1', open: false },
      ],
    });
  });
});
