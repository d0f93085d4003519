/** Room closures made in the console: the bookings they cancel and the people told (rooms owns the table). */
import { messages } from './messages.ts';
import { closureRoutes } from './routes.ts';

export { type BookingHit, createRoomBookingsCanceller } from './cancel-room-bookings.ts';
export { ROOMS_RIGHT } from './policy.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: closureRoutes, messages };
