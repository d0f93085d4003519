import type { Device, EditorRoom, RoomFields } from '@portal/contracts';
import { DEVICE_OPTIONS } from '../../../api/contract-values.ts';

/** What the room form holds: open hours as two half-hour choices, the photo as the upload field's keys. */
export interface RoomFormValues {
  name: string;
  city: string;
  building: string;
  floor?: string;
  capacity: number;
  devices: Device[];
  photo?: string;
  opensAt: string;
  closesAt: string;
}

const HALF_HOURS = Array.from({ length: 49 }, (_, index) => {
  const minutes = index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

/** Rooms per page of the console's list. */
export const ROOM_EDITOR_PAGE_SIZE = 20;

/** A room opens on a half hour from 00:00 to 23:30 and closes on one from 00:30 to 24:00. */
export const OPENING_TIMES = HALF_HOURS.slice(0, -1);
export const CLOSING_TIMES = HALF_HOURS.slice(1);

/** A new room: open all day, no devices yet. */
export const NEW_ROOM_VALUES: Partial<RoomFormValues> = { devices: [], opensAt: '00:00', closesAt: '24:00' };

export const formValuesOf = (room: EditorRoom): RoomFormValues => ({
  name: room.name,
  city: room.city,
  building: room.building,
  floor: room.floor ?? '',
  capacity: room.capacity,
  // Stored devices are the contract's; anything else is dropped rather than sent back to be refused.
  devices: DEVICE_OPTIONS.filter((device) => room.devices.includes(device)),
  photo: room.photoOssKey ?? '',
  opensAt: room.opensAt,
  closesAt: room.closesAt,
});

export const fieldsOf = ({ photo, floor, ...values }: RoomFormValues): RoomFields => ({
  ...values,
  floor: floor?.trim() ? floor.trim() : null,
  // The upload field holds comma-joined keys; a room has one photo.
  photoOssKey: photo?.split(',').find(Boolean) ?? null,
});

/** A room's open hours as one line: 全天 (all day) or 09:00–18:00. */
export const isOpenAllDay = (room: Pick<EditorRoom, 'opensAt' | 'closesAt'>) =>
  room.opensAt === '00:00' && room.closesAt === '24:00';

/** The distinct values of one level among the rooms, for the place fields' suggestions. */
export const placeSuggestions = (values: readonly (string | null)[]) =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].map((value) => ({ value }));
