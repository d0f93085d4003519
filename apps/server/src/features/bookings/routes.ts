import type { FastifyInstance } from 'fastify';
import { apiRoute, signedIn } from '../../http/api-route.ts';
import { cancelBooking, listMyBookings } from './service.ts';

export async function bookingRoutes(app: FastifyInstance) {
  const { db, clock, changes } = app.ctx;

  // SPEC §6: any signed-in employee sees their own bookings; the service refuses other emails.
  apiRoute(app, 'myBookings', {
    access: signedIn,
    handler: async ({ query, user }) => listMyBookings(db, clock, user, query.email),
  });

  // SPEC §6: cancel by booking id; the service allows only the booker or an admin.
  apiRoute(app, 'cancelMyBooking', {
    access: signedIn,
    successMessage: 'booking.cancelled',
    handler: async ({ query, user }) => {
      await cancelBooking(db, changes, clock, user, query.id);
      return null;
    },
  });
}
