import { z } from 'zod';
import { closureHit } from './closures.ts';
import { bodyId, maxChars, text } from './primitives.ts';
import { DEVICE_OPTIONS } from './rooms.ts';
import { define } from './route-definition.ts';

/** A room's name and the levels of its place, in characters. */
export const ROOM_NAME_MAX = 50;
export const ROOM_PLACE_MAX = 50;
/** A room holds from one to this many people. */
export const ROOM_CAPACITY_MAX = 500;
/** A room's photo: a JPEG or PNG the editor uploaded through the file storage, at most 5 MB. */
export const ROOM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ROOM_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const ROOM_EDITOR_PAGE_SIZE_MAX = 100;

/**
 * Open hours are company wall-clock times on the half hour (the room list's slots): a room opens at
 * `opensAt` (00:00–23:30) and closes at `closesAt` (00:30–24:00) of each booking day.
 */
export const OPEN_HOURS_PATTERN = /^(?:[01]\d|2[0-3]):[03]0$|^24:00$/;
export const ALL_DAY = { opensAt: '00:00', closesAt: '24:00' } as const;

/** A room as the console lists it: its place, size, equipment, photo, open hours, and whether it is retired. */
export const editorRoom = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  building: z.string(),
  floor: z.string().nullable(),
  capacity: z.number(),
  devices: z.array(z.string()),
  photoOssKey: z.string().nullable(),
  /** The photo's content URL, '' without one. */
  photoUrl: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  /** When it was retired (company clock), null while it can be booked. */
  retiredAt: z.string().nullable(),
});
export type EditorRoom = z.infer<typeof editorRoom>;

const level = (required: string) =>
  text()
    .trim()
    .min(1, { message: required })
    .check(maxChars(ROOM_PLACE_MAX, { message: 'roomEditor.placeTooLong' }))
    // The room list keys its remembered answers by the levels joined with a control character.
    .refine((value) => !/\p{Cc}/u.test(value), { message: 'roomEditor.placeTooLong' });

const openTime = z.string().regex(OPEN_HOURS_PATTERN, { message: 'roomEditor.openHoursStep' });

/** What an editor sends to create a room, or to change one (with its id). */
const roomFieldShape = {
  name: text()
    .trim()
    .min(1, { message: 'roomEditor.nameRequired' })
    .check(maxChars(ROOM_NAME_MAX, { message: 'roomEditor.nameTooLong' })),
  city: level('roomEditor.placeRequired'),
  building: level('roomEditor.placeRequired'),
  floor: z
    .union([level('roomEditor.placeRequired'), z.literal(''), z.null()])
    .transform((value) => (value ? value : null)),
  capacity: z
    .number({ message: 'roomEditor.capacityRange' })
    .int({ message: 'roomEditor.capacityRange' })
    .min(1, { message: 'roomEditor.capacityRange' })
    .max(ROOM_CAPACITY_MAX, { message: 'roomEditor.capacityRange' }),
  devices: z
    .array(z.enum(DEVICE_OPTIONS, { message: 'room.unknownDevice' }))
    .max(DEVICE_OPTIONS.length)
    .transform((devices) => DEVICE_OPTIONS.filter((device) => devices.includes(device))),
  photoOssKey: text().max(200).nullable().default(null),
  opensAt: openTime.default(ALL_DAY.opensAt),
  closesAt: openTime.default(ALL_DAY.closesAt),
};
// "24:00" sorts after every other time of the pattern.
const opensBeforeCloses = (room: { opensAt: string; closesAt: string }) =>
  room.opensAt < room.closesAt && room.opensAt !== '24:00';
const openHoursOrder = { message: 'roomEditor.openHoursOrder', path: ['closesAt'] };

export const roomFields = z.object(roomFieldShape).refine(opensBeforeCloses, openHoursOrder);
export type RoomFields = z.input<typeof roomFields>;

export const roomUpdate = z
  .object({ id: bodyId(), ...roomFieldShape })
  .refine(opensBeforeCloses, openHoursOrder);
export type RoomUpdate = z.input<typeof roomUpdate>;

/** The console's search: a name or place in part; retired rooms are listed too, marked. */
export const editorRoomQuery = z.object({
  keyword: text()
    .trim()
    .check(maxChars(50, { message: 'roomEditor.keywordTooLong' }))
    .default(''),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ROOM_EDITOR_PAGE_SIZE_MAX).default(20),
});
export type EditorRoomQuery = z.input<typeof editorRoomQuery>;

export const editorRoomPage = z.object({ items: z.array(editorRoom), totalCount: z.number() });
export type EditorRoomPage = z.infer<typeof editorRoomPage>;

/** A booking still to come in a room being retired: the same shape as a closure's hit. */
export const retireHit = closureHit;
export type RetireHit = z.infer<typeof retireHit>;

/**
 * Retiring a room with bookings still to come is refused (`roomEditor.hasBookings`) unless
 * `cancelBookings` confirms it; then they are cancelled and their owners told.
 */
export const roomRetire = z.object({ id: bodyId(), cancelBookings: z.boolean().default(false) });
export type RoomRetire = z.input<typeof roomRetire>;

/** Why a room edit was refused. */
export const ROOM_EDITOR_ERROR_KEYS = [
  'roomEditor.nameRequired',
  'roomEditor.nameTooLong',
  'roomEditor.duplicateName',
  'roomEditor.placeRequired',
  'roomEditor.placeTooLong',
  'roomEditor.capacityRange',
  'roomEditor.openHoursStep',
  'roomEditor.openHoursOrder',
  'roomEditor.photoNotFound',
  'roomEditor.photoNotImage',
  'roomEditor.photoTooLarge',
  'roomEditor.keywordTooLong',
  'roomEditor.hasBookings',
  'roomEditor.alreadyRetired',
  'roomEditor.notRetired',
] as const;

export const roomEditorRoutes = {
  // Added: the console's room editor (rooms:edit): rooms created, changed, retired and restored.
  roomEditorList: define({
    method: 'GET',
    path: '/admin/rooms/editor/list',
    query: editorRoomQuery,
    answer: editorRoomPage,
  }),
  roomEditorCreate: define({
    method: 'POST',
    path: '/admin/rooms/editor/create',
    body: roomFields,
    answer: editorRoom,
  }),
  roomEditorUpdate: define({
    method: 'POST',
    path: '/admin/rooms/editor/update',
    body: roomUpdate,
    answer: editorRoom,
  }),
  roomEditorRetireHits: define({
    method: 'POST',
    path: '/admin/rooms/editor/retire/hits',
    body: z.object({ id: bodyId() }),
    answer: z.array(retireHit),
  }),
  roomEditorRetire: define({
    method: 'POST',
    path: '/admin/rooms/editor/retire',
    body: roomRetire,
    answer: z.object({ room: editorRoom, cancelled: z.array(retireHit) }),
  }),
  roomEditorRestore: define({
    method: 'POST',
    path: '/admin/rooms/editor/restore',
    body: z.object({ id: bodyId() }),
    answer: editorRoom,
  }),
} as const;
