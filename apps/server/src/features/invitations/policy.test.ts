import { describe, expect, it } from 'vitest';
import { canManageCalendarFeed } from './policy.ts';

describe('canManageCalendarFeed', () => {
  const me = { email: 'Me@Example.com' };
  it('lets a person manage their own feed, named or not', () => {
    expect(canManageCalendarFeed(me, undefined)).toBe(true);
    expect(canManageCalendarFeed(me, ' me@example.com ')).toBe(true);
  });
  it("refuses anyone else's", () => {
    expect(canManageCalendarFeed(me, 'other@example.com')).toBe(false);
  });
});
