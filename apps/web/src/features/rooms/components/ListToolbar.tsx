import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimelineOrientation } from '../model/timeline-orientation.ts';
import styles from './room-list.module.css';
import timelineStyles from './timeline.module.css';

const LEGEND = ['free', 'booked', 'past', 'disabled', 'selected'] as const;

interface ListToolbarProps {
  roomCount: number | null;
  orientation: TimelineOrientation;
  onOrientationChange: (orientation: TimelineOrientation) => void;
}

/** Above the list: how many rooms, the slot legend and the horizontal/vertical switch. */
export function ListToolbar({ roomCount, orientation, onOrientationChange }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarStart}>
        {roomCount !== null && (
          <span className={styles.count}>{t('meetingOrder.list.count', { count: roomCount })}</span>
        )}
        <ul className={styles.legend}>
          {LEGEND.map((state) => (
            <li key={state}>
              <span className={`${timelineStyles.swatch} ${timelineStyles[state]}`} />
              {t(`meetingOrder.legend.${state}`)}
            </li>
          ))}
        </ul>
      </div>
      <Segmented<TimelineOrientation>
        data-testid="timeline-orientation"
        value={orientation}
        onChange={onOrientationChange}
        options={[
          { value: 'horizontal', label: t('meetingOrder.orientation.horizontal') },
          { value: 'vertical', label: t('meetingOrder.orientation.vertical') },
        ]}
      />
    </div>
  );
}
