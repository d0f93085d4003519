import { describe, expect, it } from 'vitest';
import { opensStaffInfo } from './direct-link.ts';

describe('opensStaffInfo', () => {
  it("reads direct=1 before the address's second #", () => {
    expect(opensStaffInfo('direct=1#!staffinfo__userId-0')).toBe(true);
    expect(opensStaffInfo('direct=1')).toBe(true);
    expect(opensStaffInfo('tab=todo&direct=1')).toBe(true);
  });

  it('opens the process center itself otherwise', () => {
    expect(opensStaffInfo('')).toBe(false);
    expect(opensStaffInfo('direct=0#!staffinfo__userId-0')).toBe(false);
    expect(opensStaffInfo('#direct=1')).toBe(false);
    expect(opensStaffInfo('direct=10')).toBe(false);
  });
});
