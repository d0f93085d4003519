import { useTranslation } from 'react-i18next';
import parts from '../../../../shell/mobile/h5-parts.module.css';
import { spanTimes } from '../../model/booking-link.ts';
import type { SlotSpan } from '../../model/slots.ts';
import styles from '../rooms-h5.module.css';

interface BookSheetProps {
  roomName: string;
  date: string;
  span: SlotSpan;
  onCancel: () => void;
  onBook: () => void;
}

/**
 * Plain buttons drawn like antd-mobile's: its Button would bring the popups' animation library into
 * the grid's first load.
 *
 * The sheet at the bottom once a cell is chosen: the room's name, the range, and Book. It has no
 * mask, so the person keeps tapping the grid to widen or move the range.
 */
export function BookSheet({ roomName, date, span, onCancel, onBook }: BookSheetProps) {
  const { t } = useTranslation();
  const { startTime, endTime } = spanTimes(span);
  return (
    <section className={styles.sheet} data-testid="h5-book-sheet" aria-label={roomName}>
      <h2 className={styles.sheetTitle}>{roomName}</h2>
      <p className={styles.sheetHint}>{t('h5.chooseTime')}</p>
      <p className={styles.sheetRange} data-testid="h5-book-range">
        {date} {startTime}-{endTime}
      </p>
      <div className={styles.sheetActions}>
        <button type="button" className={parts.sheetButton} onClick={onCancel} data-testid="h5-book-cancel">
          {t('meetingOrder.selection.cancel')}
        </button>
        <button type="button" className={parts.sheetPrimary} onClick={onBook} data-testid="h5-book">
          {t('meetingOrder.selection.book')}
        </button>
      </div>
    </section>
  );
}
