/** Bookings: my bookings, cancel, the booking time rules. */
export { bookingRoutes } from './routes.ts';
