import { describe, expect, it } from 'vitest';
import { isCallerEmail } from './own-email.ts';

describe('isCallerEmail', () => {
  const me = { email: 'Me@Example.com' };

  it("admits the caller's own email in any case, with spaces around, and no email at all", () => {
    expect(isCallerEmail(me, 'me@example.COM')).toBe(true);
    expect(isCallerEmail(me, ' me@example.com ')).toBe(true);
    expect(isCallerEmail(me, undefined)).toBe(true);
    expect(isCallerEmail(me, '')).toBe(true);
  });

  it("refuses anyone else's", () => {
    expect(isCallerEmail(me, 'other@example.com')).toBe(false);
    expect(isCallerEmail(me, 'me@example.com.cn')).toBe(false);
  });
});
