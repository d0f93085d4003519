import { z } from 'zod';
import { DEVICE_OPTIONS, isKnownLocation } from './locations.ts';
import { bodyId, maxChars, queryId, text } from './primitives.ts';
import { dateString, dateTimeString } from './time.ts';

/** Capacity bounds: default min -1, max 1000. */
export const CAPACITY_DEFAULT_MIN = -1;
export const CAPACITY_MAX = 1000;
/** A meeting's subject holds at most 100 characters (an emoji is one). */
export const MEETING_NAME_MAX_LENGTH = 100;

const optionalLocationLevel = text()
  .trim()
  .check(maxChars(50))
  .nullish()
  .transform((value) => (value ? value : null));

/** The room search filter. Device is comma-joined or null. */
export const roomSearchFilter = z
  .object({
    city: optionalLocationLevel,
    building: optionalLocationLevel,
    floor: optionalLocationLevel,
    capacityMin: z.coerce
      .number()
      .int()
      .min(CAPACITY_DEFAULT_MIN)
      .max(CAPACITY_MAX)
      .default(CAPACITY_DEFAULT_MIN),
    capacityMax: z.coerce.number().int().min(0).max(CAPACITY_MAX).default(CAPACITY_MAX),
    device: text()
      .nullish()
      .transform((value) =>
        value
          ? value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean)
          : [],
      )
      .refine((devices) => devices.every((item) => (DEVICE_OPTIONS as readonly string[]).includes(item)), {
        message: 'room.unknownDevice',
      }),
    startTime: dateTimeString,
    endTime: dateTimeString,
  })
  .refine((filter) => isKnownLocation(filter.city, filter.building, filter.floor), {
    message: 'room.unknownLocation',
    path: ['city'],
  })
  .refine((filter) => filter.capacityMin <= filter.capacityMax, {
    message: 'room.capacityRange',
    path: ['capacityMin'],
  })
  // Strings in one fixed format compare in time order, "24:00:00" included.
  .refine((filter) => filter.startTime < filter.endTime, {
    message: 'time.endAfterStart',
    path: ['endTime'],
  });
export type RoomSearchFilter = z.input<typeof roomSearchFilter>;

/** A booking record; checkedInfo lists the `HH:mm` starts of the half-hour slots covered. */
export const bookRecord = z.object({
  id: z.number(),
  email: z.string(),
  userName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  cancel: z.boolean(),
  checkedInfo: z.array(z.string()),
});
export type BookRecord = z.infer<typeof bookRecord>;

/** A period in which a room cannot be booked (maintenance…); its slots show as disabled. */
export const roomClosure = z.object({
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
  checkedInfo: z.array(z.string()),
});
export type RoomClosure = z.infer<typeof roomClosure>;

/** A meeting room. */
export const room = z.object({
  id: z.number(),
  meetingRoomName: z.string(),
  name: z.string(),
  capacity: z.number(),
  device: z.array(z.string()),
  city: z.string(),
  building: z.string(),
  floor: z.string().nullable(),
  bookRecords: z.array(bookRecord),
  closures: z.array(roomClosure),
});
export type Room = z.infer<typeof room>;

/** One room on one company day: what the create-meeting page books, with that day's bookings. */
export const roomDayQuery = z.object({ id: queryId(), date: dateString });

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

/** Booking happens through creating a meeting: one transaction creates both. */
export const createMeetingRequest = z
  .object({
    name: text()
      .trim()
      .min(1, { message: 'meeting.nameRequired' })
      .check(maxChars(MEETING_NAME_MAX_LENGTH, { message: 'meeting.nameTooLong' })),
    roomId: bodyId(),
    startTime: dateTimeString,
    endTime: dateTimeString,
    attendees: z
      .array(z.email({ message: 'meeting.attendeeEmail' }))
      .max(200)
      .default([]),
    content: text()
      .check(maxChars(5000, { message: 'meeting.contentTooLong' }))
      .default(''),
    attachment: text().max(2000).default(''),
  })
  .refine((meeting) => meeting.startTime < meeting.endTime, {
    message: 'time.endAfterStart',
    path: ['endTime'],
  });
export type CreateMeetingRequest = z.input<typeof createMeetingRequest>;

export const createMeetingAnswer = z.object({ id: z.number(), bookingId: z.number() });
