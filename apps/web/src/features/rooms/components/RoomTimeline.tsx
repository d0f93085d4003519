import { Popover } from 'antd';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlocked, TIMELINE_HOUR_LABELS, type TimelineSlot } from '../model/slots.ts';
import type { TimelineOrientation } from '../model/timeline-orientation.ts';
import { type SlotBox, SlotTip, slotTip } from './SlotTip.tsx';
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

const slotClass = (slot: TimelineSlot) =>
  `${styles.slot} ${styles[slot.state]} ${slot.elapsed ? styles.elapsed : ''}`;

/**
 * Hour labels 8:00–23:00 and the 30 half-hour slots of one room, across or down. The slots are
 * plain buttons (a floor draws 1,440 of them at once); booked and closed slots explain themselves
 * in the timeline's one tooltip while hovered.
 */
export function RoomTimeline(props: RoomTimelineProps) {
  const { roomId, roomName, slots, orientation, popupIndex, popup, onSlotClick, onSlotHover } = props;
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<SlotBox | null>(null);
  const vertical = orientation === 'vertical';
  const tipSlot = hovered && slots[hovered.index];
  const tip = tipSlot ? slotTip(tipSlot, t) : null;

  const hover = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    const {
      offsetLeft: left,
      offsetTop: top,
      offsetWidth: width,
      offsetHeight: height,
    } = event.currentTarget;
    // Free and past slots say nothing: passing over them changes no state here.
    const slot = slots[index];
    setHovered(slot && slotTip(slot, t) !== null ? { index, left, top, width, height } : null);
    onSlotHover(index);
  };

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
      <fieldset
        aria-label={roomName}
        className={styles.slots}
        onMouseLeave={() => {
          setHovered(null);
          onSlotHover(null);
        }}
      >
        {slots.map((slot, index) => {
          const button = (
            <button
              key={slot.start}
              type="button"
              className={slotClass(slot)}
              data-testid={`slot-${roomId}-${slot.start}`}
              data-state={slot.state}
              aria-label={`${slot.start}-${slot.end}`}
              // Blocked slots stay clickable: a second click on one must be able to say why it is refused.
              aria-disabled={isBlocked(slot.state)}
              onClick={() => onSlotClick(index)}
              onMouseEnter={(event) => hover(index, event)}
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
        {hovered && tip && <SlotTip box={hovered} title={tip} vertical={vertical} />}
      </fieldset>
    </div>
  );
}
