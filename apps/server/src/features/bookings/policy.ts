/** Who may do what with bookings; pure, so it is tested without a database. */

interface Caller {
  id: number;
  roles: string[];
}

/** The booker cancels their own booking; an admin may cancel anyone's. */
export const canCancelBooking = (user: Caller, booking: { userId: number }) =>
  booking.userId === user.id || user.roles.includes('admin');
