/** Bookings: a room held for a time, and the `bookings` table they own. */

import { messages } from './messages.ts';
import { bookingRoutes } from './routes.ts';

export { assertBookableSpan } from './booking-rules.ts';
export { isExclusionViolation } from './exclusion-violation.ts';
export { cancelHeldMeetingsWith } from './held-meetings.ts';
export {
  cancelBookingsDuring,
  cancelBookingsOfMeeting,
  findActiveBookingsDuring,
  insertBooking,
  queueRoomBookingWriters,
} from './repository.ts';
export { createBookingsService } from './service.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: bookingRoutes, messages };
