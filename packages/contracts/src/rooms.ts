import { z } from 'zod';
import { maxChars, queryId, text } from './primitives.ts';
import { define } from './route-definition.ts';
import { dateString, dateTimeString } from './time.ts';

/**
 * Locations: city → building → floor. A building without floors is a leaf.
 * Every level also offers 不限 (any) with an empty value, which becomes null in a search.
 */
export interface LocationNode {
  value: string;
  children?: LocationNode[];
}

export const locationNode: z.ZodType<LocationNode> = z.object({
  value: z.string(),
  get children() {
    return z.array(locationNode).optional();
  },
});

const floors = (...names: string[]): LocationNode[] => names.map((value) => ({ value }));

/**
 * The places listed here give the order rooms and location options are shown in (cities 深圳,
 * 北京, 上海, …); the options themselves come from the rooms (`roomLocations`), so a place a room
 * editor adds is offered too, after the listed ones. Employees' offices and public assets are
 * still checked against this list.
 */
export const LOCATIONS: LocationNode[] = [
  {
    value: '深圳',
    children: [{ value: '会展湾T10栋', children: floors('3层', '4层') }, { value: '会展湾T11栋' }],
  },
  {
    value: '北京',
    children: [
      { value: 'IC-Park一号楼', children: floors('3层', '4层', '6层', '7层', '8层') },
      { value: 'IC-PARK-6号楼', children: floors('1F', '2F', '3F', '4F', '5F') },
      { value: 'IC-PARK-7号楼' },
      { value: '亦庄-信创园', children: floors('8层') },
    ],
  },
  { value: '上海', children: [{ value: '星创', children: floors('9层') }] },
];

/** True when city/building/floor name an existing node (null = any at that level and below). */
export function isKnownLocation(city: string | null, building: string | null, floor: string | null): boolean {
  if (city === null) return building === null && floor === null;
  const cityNode = LOCATIONS.find((node) => node.value === city);
  if (!cityNode) return false;
  if (building === null) return floor === null;
  const buildingNode = cityNode.children?.find((node) => node.value === building);
  if (!buildingNode) return false;
  if (floor === null) return true;
  return buildingNode.children?.some((node) => node.value === floor) ?? false;
}

/** The devices a room can have, offered as search options. */
export const DEVICE_OPTIONS = ['电视', '电话', '投影', '白板', '视频'] as const;
export type Device = (typeof DEVICE_OPTIONS)[number];

/** Capacity bounds: default min -1, max 1000. */
export const CAPACITY_DEFAULT_MIN = -1;
export const CAPACITY_MAX = 1000;

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
  /** Open hours, company wall clock `HH:mm` ("24:00" closes at midnight); slots outside are unavailable. */
  opensAt: z.string(),
  closesAt: z.string(),
  bookRecords: z.array(bookRecord),
  closures: z.array(roomClosure),
});
export type Room = z.infer<typeof room>;

/** One room on one company day: what the create-meeting page books, with that day's bookings. */
export const roomDayQuery = z.object({ id: queryId(), date: dateString });

/** Why a room search or a room was refused. */
export const ROOMS_ERROR_KEYS = [
  'room.unknownLocation',
  'room.unknownDevice',
  'room.capacityRange',
  'room.notFound',
  'room.windowOneDay',
  'room.retired',
  'room.outsideOpenHours',
] as const;

/** The room list and one room's day (paths under the portal API host). */
export const roomsRoutes = {
  roomList: define({
    method: 'POST',
    path: '/meeting/room/list',
    body: roomSearchFilter,
    answer: z.array(room),
  }),
  // Added: the room a booking link names, as the room list shows it on that day.
  roomDay: define({
    method: 'GET',
    path: '/meeting/room/day',
    query: roomDayQuery,
    answer: room,
  }),
  // Added: the location cascader's options, cities → buildings → floors of the rooms that can be booked.
  roomLocations: define({
    method: 'GET',
    path: '/meeting/room/locations',
    answer: z.array(locationNode),
  }),
} as const;
