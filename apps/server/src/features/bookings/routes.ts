import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/access.ts';
import { apiRoute } from '../../http/api-route.ts';
import { createBookingsService } from './service.ts';

/** My bookings and cancel (docs/bookings.md); cancelling a booking cancels the meeting it holds. */
export async function bookingRoutes(app: FastifyInstance) {
  const bookings = createBookingsService(app.ctx);

  apiRoute(app, 'bookingMine', {
    access: signedIn, // their own email only: lib/own-email.ts isCallerEmail
    handler: async ({ query, user }) => bookings.listMine(user, query.email),
  });

  apiRoute(app, 'bookingCancel', {
    access: signedIn, // the booker or an admin: policy.ts canCancelBooking
    successMessage: 'booking.cancelled',
    handler: async ({ query, user }) => {
      await bookings.cancel(user, query.id);
      return null;
    },
  });
}
