import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { h5Path } from '../../../../shell/mobile/h5-path.ts';
import styles from '../meetings-h5.module.css';
import { MEETING_TABS, type MeetingTabKey } from '../model/meeting-tabs.ts';

/** Meetings, actions, book a room: fixed at the bottom, every link keeping the partner query. */
export function MeetingTabBar({ active }: { active?: MeetingTabKey }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabBar} data-testid="h5-meeting-tabs">
      {MEETING_TABS.map((tab) => (
        <Link
          key={tab.key}
          href={h5Path(tab.path)}
          className={styles.tab}
          aria-current={tab.key === active ? 'page' : undefined}
          data-testid={`h5-tab-${tab.key}`}
        >
          {t(`h5Meetings.tab.${tab.key}`)}
        </Link>
      ))}
    </nav>
  );
}
