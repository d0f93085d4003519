import { Popover } from 'antd';
import type { ReactNode } from 'react';
import { TIMELINE_HOUR_LABELS, type TimelineSlot } from '../model/slots.ts';
import type { TimelineOrientation } from '../model/timeline-orientation.ts';
import { SlotButton } from './SlotButton.tsx';
import styles from './timeline.module.css';

const POPUP_Z_INDEX = 999;

interface RoomTimelineProps {
  roomId: number;
  roomName: string;
  slots: TimelineSlot[];
  orientation: TimelineOrientation;
  /** The slot the Cancel/Book popup hangs from, or null when this room has no selection. */
  popupIndex: number | null;
  popup: ReactNode;
  onSlotClick: (index: number) => void;
  onSlotHover: (index: number | null) => void;
}

/** Hour labels 8:00–23:00 and the 30 half-hour slots of one room, across or down. */
export function RoomTimeline(props: RoomTimelineProps) {
  const { roomId, roomName, slots, orientation, popupIndex, popup, onSlotClick, onSlotHover } = props;
  const vertical = orientation === 'vertical';
  return (
    <div className={vertical ? styles.vertical : styles.horizontal}>
      <div className={styles.hours} aria-hidden>
        {TIMELINE_HOUR_LABELS.map(({ label, offset }) => (
          <span
            key={label}
            className={styles.hour}
            style={{ [vertical ? 'top' : 'left']: `${offset * 100}%` }}
          >
            {label}
          </span>
        ))}
      </div>
      <fieldset aria-label={roomName} className={styles.slots} onMouseLeave={() => onSlotHover(null)}>
        {slots.map((slot, index) => {
          const button = (
            <SlotButton
              key={slot.start}
              roomId={roomId}
              index={index}
              slot={slot}
              onClick={onSlotClick}
              onHover={onSlotHover}
            />
          );
          if (index !== popupIndex) return button;
          return (
            // Below antd's modal layer (1000): the 我的预定 dialog covers the popup, not the reverse.
            <Popover
              key={slot.start}
              open
              content={popup}
              placement={vertical ? 'right' : 'bottom'}
              zIndex={POPUP_Z_INDEX}
            >
              <div className={styles.popupAnchor}>{button}</div>
            </Popover>
          );
        })}
      </fieldset>
    </div>
  );
}
