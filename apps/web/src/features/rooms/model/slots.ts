import type { Room } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { SLOT_MINUTES, TIMELINE_END_HOUR, TIMELINE_START_HOUR } from '../../../api/contract-values.ts';
import { clockOf, clockToMinutes, dateOf, minutesToClock } from './clock.ts';

export type SlotState = 'free' | 'past' | 'disabled' | 'booked' | 'selected' | 'hover';

export interface TimelineSlot {
  /** `HH:mm` start of the half hour. */
  start: string;
  /** `HH:mm` end of the half hour (`23:00` for the last one). */
  end: string;
  state: SlotState;
  /** Who holds a booked slot, for the tooltip `{user} 已预订 HH:mm-HH:mm`. */
  booking?: { userName: string; start: string; end: string };
  /** Why a disabled slot is closed (a room closure). */
  closureReason?: string;
  /** A disabled slot outside the room's open hours. */
  outsideHours?: boolean;
  /** A booked or disabled slot that has also started already: drawn faded. */
  elapsed?: boolean;
}

/** An inclusive range of slot indexes, `from <= to`. */
export interface SlotSpan {
  from: number;
  to: number;
}

/** The list's timeline runs 8:00–23:00 in half hours, so 30 slots from 08:00 to 22:30. */
export const TIMELINE_SLOT_STARTS: readonly string[] = Array.from(
  { length: ((TIMELINE_END_HOUR - TIMELINE_START_HOUR) * 60) / SLOT_MINUTES },
  (_, index) => minutesToClock(TIMELINE_START_HOUR * 60 + index * SLOT_MINUTES),
);

export const slotEnd = (start: string): string => minutesToClock(clockToMinutes(start) + SLOT_MINUTES);

/** Hour labels above the timeline: `8:00` … `23:00`, each at its fraction of the timeline's length. */
export const TIMELINE_HOUR_LABELS = Array.from(
  { length: TIMELINE_END_HOUR - TIMELINE_START_HOUR + 1 },
  (_, index) => ({
    label: `${TIMELINE_START_HOUR + index}:00`,
    offset: index / (TIMELINE_END_HOUR - TIMELINE_START_HOUR),
  }),
);

/** Past, disabled and booked slots can never be part of a booking. */
export const isBlocked = (state: SlotState): boolean =>
  state === 'past' || state === 'disabled' || state === 'booked';

type RoomDay = Pick<Room, 'bookRecords' | 'closures' | 'opensAt' | 'closesAt'>;

/**
 * A room's slots on `date` before any selection: booked, then disabled (closed, or outside the
 * room's open hours), then past, else free.
 * Booked wins over past so an ongoing meeting still tells who holds the room (a decision of ours);
 * such slots are flagged `elapsed` and drawn faded.
 * `now` is the company's clock: "past" is the company's past, Asia/Shanghai.
 */
export function roomDaySlots(room: RoomDay, date: string, now: Dayjs): TimelineSlot[] {
  const nowText = now.format('YYYY-MM-DD HH:mm');
  const bookings = new Map<string, TimelineSlot['booking']>();
  // Taken slots are those of (active) bookings whose start date equals the selected date.
  for (const record of room.bookRecords) {
    if (record.cancel || dateOf(record.startTime) !== date) continue;
    const holder = {
      userName: record.userName,
      start: clockOf(record.startTime),
      end: clockOf(record.endTime),
    };
    for (const start of record.checkedInfo) bookings.set(start, holder);
  }
  const closures = new Map<string, string>();
  for (const closure of room.closures) {
    for (const start of closure.checkedInfo) closures.set(start, closure.reason);
  }
  return TIMELINE_SLOT_STARTS.map((start) => {
    const slot: TimelineSlot = { start, end: slotEnd(start), state: 'free' };
    const booking = bookings.get(start);
    const closureReason = closures.get(start);
    // A slot whose start is before the company's now is past and not selectable.
    const elapsed = `${date} ${start}` < nowText;
    if (booking) return { ...slot, state: 'booked', booking, ...(elapsed && { elapsed }) };
    if (closureReason !== undefined)
      return { ...slot, state: 'disabled', closureReason, ...(elapsed && { elapsed }) };
    // "HH:mm" strings compare in time order, "24:00" after every start.
    if (start < room.opensAt || start >= room.closesAt)
      return { ...slot, state: 'disabled', outsideHours: true, ...(elapsed && { elapsed }) };
    if (elapsed) return { ...slot, state: 'past' };
    return slot;
  });
}

/** Marks the free slots of the chosen span `selected` and of the previewed span `hover`. */
export function withSelection(
  slots: TimelineSlot[],
  selected: SlotSpan | null,
  preview: SlotSpan | null,
): TimelineSlot[] {
  const inside = (span: SlotSpan | null, index: number) => !!span && index >= span.from && index <= span.to;
  return slots.map((slot, index) => {
    if (slot.state !== 'free') return slot;
    if (inside(selected, index)) return { ...slot, state: 'selected' };
    if (inside(preview, index)) return { ...slot, state: 'hover' };
    return slot;
  });
}
