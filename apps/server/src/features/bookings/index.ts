/** Bookings: a room held for a time, and the `bookings` table they own. */
export { assertBookableSpan } from './booking-rules.ts';
export { isExclusionViolation } from './exclusion-violation.ts';
export { cancelBookingsOfMeeting, insertBooking, queueRoomBookingWriters } from './repository.ts';
export { bookingRoutes } from './routes.ts';
export { createBookingsService } from './service.ts';
