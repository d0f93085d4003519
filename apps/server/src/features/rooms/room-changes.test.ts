import { describe, expect, it } from 'vitest';
import { CompanyClock } from '../../lib/company-time.ts';
import { companyDatesOf } from './room-changes.ts';

const clock = new CompanyClock('Asia/Shanghai');
const span = (start: string, end: string) => ({
  start: clock.parse(start) as Date,
  end: clock.parse(end) as Date,
});

describe('companyDatesOf', () => {
  it('names the company day of a booking, even one ending at midnight', () => {
    expect(companyDatesOf(clock, span('2026-05-01 10:00:00', '2026-05-01 11:00:00'))).toEqual(['2026-05-01']);
    expect(companyDatesOf(clock, span('2026-05-01 23:00:00', '2026-05-01 24:00:00'))).toEqual(['2026-05-01']);
  });

  it('names every day a span touches', () => {
    expect(companyDatesOf(clock, span('2026-05-01 23:00:00', '2026-05-02 01:00:00'))).toEqual([
      '2026-05-01',
      '2026-05-02',
    ]);
    expect(companyDatesOf(clock, span('2026-05-01 00:00:00', '2026-05-04 00:00:00'))).toHaveLength(3);
  });
});
