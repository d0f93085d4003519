import { describe, expect, it } from 'vitest';
import { canEditHolidays, HOLIDAY_RIGHT } from './policy.ts';

describe('canEditHolidays', () => {
  it('admits the holders of the holiday right and administrators', () => {
    expect(canEditHolidays({ roles: [HOLIDAY_RIGHT] })).toBe(true);
    expect(canEditHolidays({ roles: ['admin'] })).toBe(true);
  });

  it('refuses everyone else, the holders of other module rights included', () => {
    expect(canEditHolidays({ roles: [] })).toBe(false);
    expect(canEditHolidays({ roles: ['software:publish', 'rotation:import'] })).toBe(false);
    expect(canEditHolidays({ roles: ['holiday:read', 'Holiday:Edit'] })).toBe(false);
  });
});
