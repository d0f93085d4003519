import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '../../../api/current-user.ts';
import { useClearMeetingNotice, useMeetingNotice } from '../hooks/use-meeting-notice.ts';
import styles from '../meetings.module.css';
import {
  isActiveItem,
  MEETING_SIDEBAR,
  NEW_MINUTES_PATH,
  OLDER_MEETING_SIDEBAR,
  type SidebarItem,
} from '../model/meeting-sidebar.ts';
import { CalendarFeedButton } from './CalendarFeedButton.tsx';

/**
 * The meeting pages' sidebar: the current entries, the new-minutes button, the older group, then
 * the calendar subscription.
 */
export function MeetingSidebar() {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { data: user } = useCurrentUser();
  const notice = useMeetingNotice(user?.email);
  const clearNotice = useClearMeetingNotice(user?.email);

  const entry = (item: SidebarItem) => {
    const dot = item.notice && notice.data === true;
    return (
      <li key={item.key}>
        <Link
          to={item.to}
          className={styles.sideLink}
          aria-current={isActiveItem(item, path, search) ? 'page' : undefined}
          data-testid={`meeting-side-${item.key}`}
          onClick={dot ? () => clearNotice.mutate() : undefined}
        >
          {t(`meetings.side.${item.key}`)}
          {dot && (
            <span
              className={styles.dot}
              role="img"
              aria-label={t('meetings.side.notice')}
              data-testid="meeting-notice-dot"
            />
          )}
        </Link>
      </li>
    );
  };

  return (
    <nav className={styles.side} aria-label={t('meetings.side.label')}>
      <ul className={styles.sideGroup}>{MEETING_SIDEBAR.map(entry)}</ul>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        className={styles.newMinutes}
        onClick={() => navigate(NEW_MINUTES_PATH)}
        data-testid="meeting-new-minutes"
      >
        {t('meetings.side.newMinutes')}
      </Button>
      <p className={styles.sideHeading}>{t('meetings.side.older')}</p>
      <ul className={styles.sideGroup}>{OLDER_MEETING_SIDEBAR.map(entry)}</ul>
      <CalendarFeedButton className={styles.calendarFeed} />
    </nav>
  );
}
