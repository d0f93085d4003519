import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { addFeatureTexts } from '../../../../i18n/feature-texts.ts';
import { h5Path } from '../../../../shell/mobile/h5-path.ts';
import en from '../../i18n/en.json';
import zh from '../../i18n/zh.json';
import styles from '../meetings-h5.module.css';
import { MEETING_TABS, type MeetingTabKey } from '../model/meeting-tabs.ts';

addFeatureTexts({ zh, en });

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
