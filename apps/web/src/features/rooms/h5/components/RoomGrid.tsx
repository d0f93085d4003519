import type { Room } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import parts from '../../../../shell/mobile/h5-parts.module.css';
import { roomDaySlots, TIMELINE_SLOT_STARTS, type TimelineSlot } from '../../model/slots.ts';
import { type GridSelection, isSelected, tapCell } from '../model/grid-selection.ts';
import styles from '../rooms-h5.module.css';

interface RoomGridProps {
  rooms: readonly Room[];
  date: string;
  now: Dayjs;
  loading: boolean;
  selection: GridSelection | null;
  /** The Book sheet covers the bottom: the last rows scroll up above it. */
  sheetOpen: boolean;
  onSelectionChange: (next: GridSelection | null) => void;
}

/** `8:00` rather than `08:00`: the labels down the side, as the desktop timeline writes hours. */
const label = (clock: string) => clock.replace(/^0/, '');
/** The label under the last row: the grid's half hours end at 23:00. */
const LAST_LABEL = '23:00';

/**
 * Rooms side by side, the half hours 8:00–22:30 down the side (the last label 23:00). The header
 * row and the time column stay in place while the grid scrolls both ways.
 */
export function RoomGrid({
  rooms,
  date,
  now,
  loading,
  selection,
  sheetOpen,
  onSelectionChange,
}: RoomGridProps) {
  const { t } = useTranslation();
  const days = useMemo(
    () => rooms.map((room) => ({ room, slots: roomDaySlots(room, date, now) })),
    [rooms, date, now],
  );
  if (!loading && rooms.length === 0) {
    return <p className={parts.empty}>{t('meetingOrder.list.empty')}</p>;
  }
  return (
    <div
      className={sheetOpen ? `${styles.gridScroll} ${styles.underSheet}` : styles.gridScroll}
      data-testid="h5-grid"
    >
      <div className={styles.grid} style={{ gridTemplateColumns: `48px repeat(${rooms.length}, 84px)` }}>
        <div className={styles.corner} />
        {rooms.map((room) => (
          <div key={room.id} className={styles.roomHead} data-testid={`h5-room-${room.id}`}>
            <span className={styles.roomName}>{room.name}</span>
            <span className={styles.roomCapacity}>
              {t('meetingOrder.list.capacity', { count: room.capacity })}
            </span>
          </div>
        ))}
        {TIMELINE_SLOT_STARTS.map((start, index) => (
          <GridRow
            key={start}
            start={start}
            index={index}
            days={days}
            selection={selection}
            onTap={(roomId, slots) =>
              onSelectionChange(
                tapCell(selection, { roomId, index, states: slots.map((slot) => slot.state) }),
              )
            }
          />
        ))}
        <div className={styles.timeLabel}>{LAST_LABEL}</div>
      </div>
    </div>
  );
}

interface GridRowProps {
  start: string;
  index: number;
  days: { room: Room; slots: TimelineSlot[] }[];
  selection: GridSelection | null;
  onTap: (roomId: number, slots: TimelineSlot[]) => void;
}

const GridRow = memo(function GridRow({ start, index, days, selection, onTap }: GridRowProps) {
  return (
    <>
      <div className={styles.timeLabel}>{label(start)}</div>
      {days.map(({ room, slots }) => {
        const slot = slots[index];
        const state = slot && isSelected(selection, room.id, index) ? 'selected' : (slot?.state ?? 'free');
        return (
          <button
            key={room.id}
            type="button"
            className={styles.cell}
            data-state={state}
            data-testid={`h5-cell-${room.id}-${start}`}
            aria-label={`${room.name} ${start}`}
            aria-pressed={state === 'selected'}
            onClick={() => onTap(room.id, slots)}
          >
            {slot?.booking && slot.booking.start === start ? slot.booking.userName : ''}
          </button>
        );
      })}
    </>
  );
});
