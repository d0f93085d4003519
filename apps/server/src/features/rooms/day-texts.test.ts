import { describe, expect, it } from 'vitest';
import { CompanyClock } from '../../lib/company-time.ts';
import { dayTexts } from './day-texts.ts';

const clock = new CompanyClock('Asia/Shanghai');
const day = clock.day('2026-05-01');
const at = (text: string) => clock.parse(text) as Date;

describe('dayTexts', () => {
  it("writes times and slot lists as the clock does, and the bookers' names as they are", () => {
    const texts = dayTexts(clock, day);
    expect(texts.time(at('2026-05-01 09:30:00'))).toBe('2026-05-01 09:30:00');
    expect(texts.slots(at('2026-04-30 23:00:00'), at('2026-05-01 01:00:00'))).toEqual(['00:00', '00:30']);
    expect(texts.slots(at('2026-05-01 10:00:00'), at('2026-05-01 11:00:00'))).toEqual(['10:00', '10:30']);
    expect(texts.name('张三')).toBe('张三');
    expect(texts.name('zhang.san@example.com')).toBe('zhang.san@example.com');
  });

  it('makes one slot list per span, shared by every booking of that span and never changed', () => {
    const texts = dayTexts(clock, day);
    const first = texts.slots(at('2026-05-01 10:00:00'), at('2026-05-01 11:00:00'));
    const again = texts.slots(at('2026-05-01 10:00:00'), at('2026-05-01 11:00:00'));
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(texts.slots(at('2026-05-01 10:00:00'), at('2026-05-01 10:30:00'))).not.toBe(first);
  });
});
