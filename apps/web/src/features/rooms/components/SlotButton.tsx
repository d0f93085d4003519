import { Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlocked, type TimelineSlot } from '../model/slots.ts';
import styles from './timeline.module.css';

interface SlotButtonProps {
  roomId: number;
  index: number;
  slot: TimelineSlot;
  onClick: (index: number) => void;
  onHover: (index: number | null) => void;
}

/** One half hour. Booked and closed slots explain themselves in a tooltip. */
export function SlotButton({ roomId, index, slot, onClick, onHover }: SlotButtonProps): ReactElement {
  const { t } = useTranslation();
  const tip = slot.booking
    ? t('meetingOrder.slot.bookedBy', {
        user: slot.booking.userName,
        start: slot.booking.start,
        end: slot.booking.end,
      })
    : slot.closureReason !== undefined
      ? t('meetingOrder.slot.closed', { reason: slot.closureReason })
      : null;
  const button = (
    <button
      type="button"
      className={`${styles.slot} ${styles[slot.state]} ${slot.elapsed ? styles.elapsed : ''}`}
      data-testid={`slot-${roomId}-${slot.start}`}
      data-state={slot.state}
      aria-label={`${slot.start}-${slot.end}`}
      // Blocked slots stay clickable: a second click on one must be able to say why it is refused.
      aria-disabled={isBlocked(slot.state)}
      onClick={() => onClick(index)}
      onMouseEnter={() => onHover(index)}
    />
  );
  return tip ? (
    <Tooltip title={tip} mouseEnterDelay={0.1}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
