import type { Room } from '@portal/contracts';
import type { TFunction } from 'i18next';

const FLOOR = /^(\d+)层$/;

/**
 * A location level as the person reads it: 深圳 → Shenzhen, 3层 → Floor 3 in English. A name the
 * catalogue does not know is data and stays as written. Only the label changes: searches and
 * bookings keep sending the Chinese value.
 */
export function placeLabel(value: string, t: TFunction): string {
  const floor = FLOOR.exec(value);
  if (floor) return t('meetingOrder.places.floor', { number: floor[1] });
  return t(`meetingOrder.places.names.${value}`, { defaultValue: value });
}

/** Where a room is: city · building · floor, each level as the person reads it. */
export function roomPlace(room: Pick<Room, 'city' | 'building' | 'floor'>, t: TFunction): string {
  return [room.city, room.building, room.floor]
    .filter((level): level is string => Boolean(level))
    .map((level) => placeLabel(level, t))
    .join(' · ');
}
