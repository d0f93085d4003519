import { z } from 'zod';
import { queryId, text } from './primitives.ts';
import { define } from './route-definition.ts';

/** The booking time rules: half-hour slots between 08:00 and 23:00, at most 90 days ahead. */
export const SLOT_MINUTES = 30;
export const TIMELINE_START_HOUR = 8;
export const TIMELINE_END_HOUR = 23;
export const BOOKING_WINDOW_DAYS = 90;
export const BOOKING_WINDOW_MS = 7_776_000_000;
export const MY_BOOKINGS_LOOKBACK_DAYS = 7;

export const myBookingsQuery = z.object({ email: text().trim().max(200).optional() });

/** One of the caller's own bookings. */
export const myBookingItem = z.object({
  id: z.number(),
  meetingRoomName: z.string(),
  meetingName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  cancel: z.boolean(),
});
export type MyBookingItem = z.infer<typeof myBookingItem>;

export const cancelBookingQuery = z.object({ id: queryId() });

/** Why a booking (made through creating or changing a meeting) or its cancelling was refused. */
export const BOOKINGS_ERROR_KEYS = [
  'booking.conflict',
  'booking.past',
  'booking.tooFar',
  'booking.misaligned',
  'booking.outsideHours',
  'booking.closed',
  'booking.notFound',
  'booking.notYours',
  'booking.ended',
  'booking.alreadyCancelled',
  'booking.otherEmail',
] as const;

/** The caller's own bookings and cancelling one (paths under the portal API host). */
export const bookingsRoutes = {
  bookingMine: define({
    method: 'GET',
    path: '/meeting/room/my/book/list',
    query: myBookingsQuery,
    answer: z.array(myBookingItem),
  }),
  bookingCancel: define({
    method: 'GET',
    path: '/meeting/room/cancel/my/book',
    query: cancelBookingQuery,
    answer: z.null(),
  }),
} as const;
