import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

import styles from './timeline.module.css';

interface BookPopupProps {
  roomName: string;
  /** `HH:mm-HH:mm` of what Book would book now. */
  timeRange: string;
  /** Hint: 移动光标选择更多时段 after the first click, 再次点击确认时段 while previewing. */
  hint: 'move' | 'confirm' | null;
  onCancel: () => void;
  onBook: () => void;
}

/** The Cancel/Book popup, shown from the first click on. */
export function BookPopup({ roomName, timeRange, hint, onCancel, onBook }: BookPopupProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.popup} data-testid="book-popup">
      <div className={styles.popupTitle}>
        <span>{roomName}</span>
        <span className={styles.popupTime}>{timeRange}</span>
      </div>
      {hint && (
        <div className={styles.popupHint}>
          {t(hint === 'move' ? 'meetingOrder.selection.moveHint' : 'meetingOrder.selection.confirmHint')}
        </div>
      )}
      <div className={styles.popupActions}>
        <Button size="small" onClick={onCancel} data-testid="book-cancel">
          {t('meetingOrder.selection.cancel')}
        </Button>
        <Button size="small" type="primary" onClick={onBook} data-testid="book-confirm">
          {t('meetingOrder.selection.book')}
        </Button>
      </div>
    </div>
  );
}
