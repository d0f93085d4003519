import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { TimelineSlot } from '../model/slots.ts';
import styles from './timeline.module.css';

/** Where the hovered slot lies inside its timeline (offsets from the slots' box). */
export interface SlotBox {
  index: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What a booked or closed slot says about itself; free and past slots say nothing. */
export function slotTip(slot: TimelineSlot, t: TFunction): string | null {
  if (slot.booking) {
    return t('meetingOrder.slot.bookedBy', {
      user: slot.booking.userName,
      start: slot.booking.start,
      end: slot.booking.end,
    });
  }
  if (slot.outsideHours) return t('meetingOrder.slot.outsideHours');
  return slot.closureReason === undefined
    ? null
    : t('meetingOrder.slot.closed', { reason: slot.closureReason });
}

/**
 * The one tooltip of a timeline, hung from an invisible box laid over the hovered slot. A tooltip
 * per slot would mount 1,440 tooltip components for a floor of 48 rooms before the first paint;
 * this one exists only while a slot that explains itself is under the pointer.
 */
export function SlotTip({ box, title, vertical }: { box: SlotBox; title: string; vertical: boolean }) {
  return (
    <Tooltip open title={title} placement={vertical ? 'right' : 'top'}>
      <span
        className={styles.tipAnchor}
        style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      />
    </Tooltip>
  );
}
