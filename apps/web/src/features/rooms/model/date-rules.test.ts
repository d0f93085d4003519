import { describe, expect, it } from 'vitest';
import { companyNow } from '../../../lib/company-time.ts';
import { companyToday, isBookingDateDisabled, lastBookableDate } from './date-rules.ts';
import { NOW, TODAY } from './test-fixtures.ts';

describe('date picker rules', () => {
  it('takes today from the company clock, not the browser (UTC) clock', () => {
    // 17:00 UTC on the 22nd is already 01:00 on the 23rd in Shanghai.
    expect(companyToday(companyNow('Asia/Shanghai', new Date('2026-11-22T17:00:00Z')))).toBe(TODAY);
  });

  it('disables past days and keeps today', () => {
    expect(isBookingDateDisabled('2026-11-22', NOW)).toBe(true);
    expect(isBookingDateDisabled(TODAY, NOW)).toBe(false);
  });

  it('allows up to 90 days (7776000000 ms) ahead and disables the day after', () => {
    expect(lastBookableDate(NOW)).toBe('2027-02-21');
    expect(isBookingDateDisabled('2027-02-21', NOW)).toBe(false);
    expect(isBookingDateDisabled('2027-02-22', NOW)).toBe(true);
  });
});
