import { describe, expect, it } from 'vitest';
import { canCancelBooking, canSeeBookingsOf } from './policy.ts';

describe('canCancelBooking', () => {
  it('lets the booker cancel their own booking', () => {
    expect(canCancelBooking({ id: 1, roles: [] }, { userId: 1 })).toBe(true);
  });

  it("refuses another employee's booking, unless the caller is an admin", () => {
    expect(canCancelBooking({ id: 2, roles: [] }, { userId: 1 })).toBe(false);
    expect(canCancelBooking({ id: 2, roles: ['admin'] }, { userId: 1 })).toBe(true);
  });
});

describe('canSeeBookingsOf', () => {
  it("admits the caller's own email in any case, and no other", () => {
    expect(canSeeBookingsOf({ email: 'li.lei@example.com' }, 'Li.Lei@Example.com')).toBe(true);
    expect(canSeeBookingsOf({ email: 'li.lei@example.com' }, 'han.mei@example.com')).toBe(false);
  });
});
