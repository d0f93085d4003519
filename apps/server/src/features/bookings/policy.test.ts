import { describe, expect, it } from 'vitest';
import { canCancelBooking } from './policy.ts';

describe('canCancelBooking', () => {
  it('lets the booker cancel their own booking', () => {
    expect(canCancelBooking({ id: 1, roles: [] }, { userId: 1 })).toBe(true);
  });

  it("refuses another employee's booking, unless the caller is an admin", () => {
    expect(canCancelBooking({ id: 2, roles: [] }, { userId: 1 })).toBe(false);
    expect(canCancelBooking({ id: 2, roles: ['admin'] }, { userId: 1 })).toBe(true);
  });
});
