import { z } from 'zod';
import { bodyId, maxChars, queryId, text } from './primitives.ts';
import { define } from './route-definition.ts';
import { dateTimeString } from './time.ts';

/** A closure's reason, and the longest closure (a room rebuilt over a year is taken out instead). */
export const CLOSURE_REASON_MAX = 200;
export const CLOSURE_MAX_DAYS = 366;

/** A room as the console lists it for closures: where it is, and how many closures lie ahead. */
export const closureRoom = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  building: z.string(),
  floor: z.string().nullable(),
  capacity: z.number(),
  closuresAhead: z.number(),
});
export type ClosureRoom = z.infer<typeof closureRoom>;

/** A span in which a room cannot be booked, on the company clock (YYYY-MM-DD HH:mm:ss). */
export const closure = z.object({
  id: z.number(),
  roomId: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
});
export type Closure = z.infer<typeof closure>;

/** An active booking a closure would cancel, with its meeting and its booker. */
export const closureHit = z.object({
  bookingId: z.number(),
  meetingName: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type ClosureHit = z.infer<typeof closureHit>;

const closureSpanFields = {
  roomId: bodyId(),
  startTime: dateTimeString,
  endTime: dateTimeString,
};
const endAfterStart = (span: { startTime: string; endTime: string }) => span.endTime > span.startTime;

export const closureSpan = z
  .object(closureSpanFields)
  .refine(endAfterStart, { message: 'closures.order', path: ['endTime'] });

export const closureRequest = z
  .object({
    ...closureSpanFields,
    reason: text()
      .trim()
      .min(1, { message: 'closures.reasonRequired' })
      .check(maxChars(CLOSURE_REASON_MAX, { message: 'closures.reasonTooLong' })),
  })
  .refine(endAfterStart, { message: 'closures.order', path: ['endTime'] });
export type ClosureRequest = z.input<typeof closureRequest>;

/** Why a closure was refused. */
export const CLOSURES_ERROR_KEYS = [
  'closures.order',
  'closures.ended',
  'closures.tooLong',
  'closures.reasonRequired',
  'closures.reasonTooLong',
  'closures.notFound',
] as const;

export const closuresRoutes = {
  // Added: the console's rooms module (rooms:edit): closures, the bookings they cancel, and their owners told.
  closureRooms: define({ method: 'GET', path: '/admin/rooms/list', answer: z.array(closureRoom) }),
  closureList: define({
    method: 'GET',
    path: '/admin/rooms/closures',
    query: z.object({ roomId: queryId() }),
    answer: z.array(closure),
  }),
  closureHits: define({
    method: 'POST',
    path: '/admin/rooms/closures/hits',
    body: closureSpan,
    answer: z.array(closureHit),
  }),
  closureCreate: define({
    method: 'POST',
    path: '/admin/rooms/closures/create',
    body: closureRequest,
    answer: z.object({ closure, cancelled: z.array(closureHit) }),
  }),
  closureRemove: define({
    method: 'POST',
    path: '/admin/rooms/closures/remove',
    body: z.object({ id: bodyId() }),
    answer: z.null(),
  }),
} as const;
