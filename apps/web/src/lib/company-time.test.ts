import { describe, expect, it } from 'vitest';
import { companyNow, companyTime } from './company-time.ts';

describe('company clock', () => {
  it('reads today in the company zone, whatever the browser zone (tests run in UTC)', () => {
    const lateUtcEvening = new Date('2026-11-22T20:00:00Z');
    expect(companyNow('Asia/Shanghai', lateUtcEvening).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 04:00');
  });

  it('parses wall-clock strings as company time', () => {
    expect(companyTime('2026-11-23 09:30:00', 'Asia/Shanghai').toISOString()).toBe(
      '2026-11-23T01:30:00.000Z',
    );
  });
});
