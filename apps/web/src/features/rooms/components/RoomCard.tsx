import type { Room } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { memo, useMemo } from 'react';
import { type BookingTarget, spanTimes } from '../model/booking-link.ts';
import {
  popupIndex,
  previewSpan,
  type SlotClick,
  type SlotSelection,
  selectedSpan,
} from '../model/range-selection.ts';
import { isBlocked, roomDaySlots, withSelection } from '../model/slots.ts';
import type { TimelineOrientation } from '../model/timeline-orientation.ts';
import { BookPopup } from './BookPopup.tsx';
import { RoomInfo } from './RoomInfo.tsx';
import { RoomTimeline } from './RoomTimeline.tsx';
import styles from './room-list.module.css';

export interface RoomCardProps {
  room: Room;
  date: string;
  now: Dayjs;
  orientation: TimelineOrientation;
  /** The page's selection when it lies in this room, else none (so other rooms skip redrawing). */
  selection: SlotSelection;
  hoverIndex: number | null;
  onSlotClick: (click: SlotClick) => void;
  onSlotHover: (roomId: number, index: number | null) => void;
  onCancel: () => void;
  onBook: (target: BookingTarget) => void;
}

/** One room: its details beside (or above) its timeline, and the Cancel/Book popup when selected. */
export const RoomCard = memo(function RoomCard(props: RoomCardProps) {
  const { room, date, now, orientation, selection, hoverIndex } = props;
  const baseSlots = useMemo(() => roomDaySlots(room, date, now), [room, date, now]);
  const blocked = useMemo(() => baseSlots.map((slot) => isBlocked(slot.state)), [baseSlots]);
  const selected = selectedSpan(selection, room.id);
  const preview = previewSpan(selection, room.id, hoverIndex);
  const slots = withSelection(baseSlots, selected, preview);

  const times = selected && spanTimes(selected);
  const popup = selected && times && (
    <BookPopup
      roomName={room.meetingRoomName}
      timeRange={`${times.startTime}-${times.endTime}`}
      hint={selection.kind === 'started' ? (preview ? 'confirm' : 'move') : null}
      onCancel={props.onCancel}
      onBook={() => props.onBook({ roomId: room.id, roomName: room.meetingRoomName, date, span: selected })}
    />
  );

  return (
    <div
      className={orientation === 'vertical' ? styles.cardVertical : styles.card}
      data-testid={`room-row-${room.id}`}
      data-room-name={room.meetingRoomName}
    >
      <RoomInfo room={room} />
      <RoomTimeline
        roomId={room.id}
        roomName={room.meetingRoomName}
        slots={slots}
        orientation={orientation}
        popupIndex={popupIndex(selection, room.id)}
        popup={popup}
        onSlotClick={(index) => props.onSlotClick({ roomId: room.id, index, blocked })}
        onSlotHover={(index) => props.onSlotHover(room.id, index)}
      />
    </div>
  );
});
