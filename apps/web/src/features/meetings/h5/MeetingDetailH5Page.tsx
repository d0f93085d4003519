import type { MeetingDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useCurrentUser } from '../../../api/current-user.ts';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { MeetingFacts } from '../components/MeetingFacts.tsx';
import { useMeetingDetail } from '../hooks/use-meetings.ts';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { isActionOwner } from '../model/action-owner.ts';
import { ActionItem } from './components/ActionItem.tsx';
import { MeetingTabBar } from './components/MeetingTabBar.tsx';
import { StatusBadge } from './components/StatusBadge.tsx';
import styles from './meetings-h5.module.css';

addFeatureTexts({ zh, en });

const idOf = (text: string | null) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /#/meetingH5/meetingDetailH5?id=3 and /#/orderH5/meetingDetail?id=3: the meeting, its minutes
 * (read only: they are written on the desktop) and its action plan, where an owner reports on theirs.
 */
export function MeetingDetailH5Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const detail = useMeetingDetail(id);

  return (
    <div className={styles.page}>
      {id === null || detail.isError ? (
        <p className={styles.warning} role="alert" data-testid="h5-meeting-unavailable">
          {t('meetings.detail.unavailable')}
        </p>
      ) : detail.data ? (
        <MeetingDetailBody meeting={detail.data} />
      ) : null}
      <MeetingTabBar />
    </div>
  );
}

function MeetingDetailBody({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <>
      <section className={styles.section} data-testid="h5-meeting-detail">
        <h1 className={styles.cardTitle}>
          <span data-testid="h5-meeting-name">{meeting.name}</span>
          <StatusBadge status={meeting.status} />
        </h1>
        <MeetingFacts meeting={meeting} className={styles.meta} attendeesTestId="h5-meeting-attendees" />
      </section>
      <section className={styles.section} data-testid="h5-meeting-minutes">
        <h2 className={styles.sectionTitle}>{t('meetings.section.minutes')}</h2>
        {meeting.minutes ? (
          <div
            className={styles.minutes}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes minutes before saving them.
            dangerouslySetInnerHTML={{ __html: meeting.minutes }}
          />
        ) : (
          <p className={styles.line}>{t('meetings.empty')}</p>
        )}
      </section>
      <section className={styles.section} data-testid="h5-meeting-actions">
        <h2 className={styles.sectionTitle}>{t('meetings.section.actions')}</h2>
        {meeting.actions.length === 0 && <p className={styles.line}>{t('meetings.empty')}</p>}
        {meeting.actions.map((action) => (
          <ActionItem
            key={action.id}
            action={action}
            canReport={meeting.rights.canReportActions && isActionOwner(action, user?.email)}
            className={styles.actionCard}
          />
        ))}
      </section>
    </>
  );
}
