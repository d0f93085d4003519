import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '../../../api/current-user.ts';
import { SideNav, SideNavGroup, SideNavLink } from '../../../components/side-nav/SideNav.tsx';
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
      <SideNavLink
        key={item.key}
        to={item.to}
        current={isActiveItem(item, path, search)}
        label={t(`meetings.side.${item.key}`)}
        dot={dot ? { label: t('meetings.side.notice'), testId: 'meeting-notice-dot' } : undefined}
        onClick={dot ? () => clearNotice.mutate() : undefined}
        className={styles.sideLink}
        testId={`meeting-side-${item.key}`}
      />
    );
  };

  return (
    <SideNav label={t('meetings.side.label')} className={styles.side}>
      <SideNavGroup>{MEETING_SIDEBAR.map(entry)}</SideNavGroup>
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
      <SideNavGroup>{OLDER_MEETING_SIDEBAR.map(entry)}</SideNavGroup>
      <CalendarFeedButton className={styles.calendarFeed} />
    </SideNav>
  );
}
