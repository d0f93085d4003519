import type { MeetingDetail } from '@portal/contracts';
import { Alert, Button, Popconfirm, Skeleton, Space } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { useCurrentUser } from '../../api/current-user.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ActionPlan } from './components/ActionPlan.tsx';
import { MeetingFacts } from './components/MeetingFacts.tsx';
import { MeetingStatusTag } from './components/MeetingStatusTag.tsx';
import { MinutesPanel } from './components/MinutesPanel.tsx';
import { useCancelMeeting, useMeetingDetail } from './hooks/use-meetings.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { MeetingLayout } from './MeetingLayout.tsx';
import styles from './meetings.module.css';

addFeatureTexts({ zh, en });

const idOf = (text: string | null | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Subject, time, room, people, content and attachments. */
export function MeetingSummary({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  return (
    <MeetingFacts
      meeting={meeting}
      className={styles.meta}
      contentClassName={styles.content}
      attendeesTestId="meeting-detail-attendees"
    >
      <dt>{t('meetings.field.attachments')}</dt>
      <dd>
        {meeting.attachments.length === 0
          ? '—'
          : meeting.attachments.map((file) => (
              <div key={file.ossKey}>
                <a href={file.path} target="_blank" rel="noreferrer">
                  {file.name}
                </a>
              </div>
            ))}
      </dd>
    </MeetingFacts>
  );
}

/** /#/meeting/meetingDetail?id=3: the meeting, its minutes and its action plan; buttons by `rights`. */
export function MeetingDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const id = idOf(params.get('id'));
  const detail = useMeetingDetail(id);
  const cancel = useCancelMeeting();
  const { message } = useApp();
  const { data: user } = useCurrentUser();
  const meeting = detail.data;

  if (id === null || detail.isError) {
    return (
      <MeetingLayout>
        <Alert type="warning" showIcon title={t('meetings.detail.unavailable')} />
      </MeetingLayout>
    );
  }
  if (!meeting) {
    return (
      <MeetingLayout>
        <section className={styles.card}>
          <Skeleton active />
        </section>
      </MeetingLayout>
    );
  }
  const { rights } = meeting;
  return (
    <MeetingLayout>
      <section className={styles.card} data-testid="meeting-detail">
        <div className={styles.toolbar}>
          <h2 className={styles.heading} data-testid="meeting-detail-name">
            {meeting.name} <MeetingStatusTag status={meeting.status} />
          </h2>
          <Space wrap>
            {rights.canEdit && (
              <Button
                onClick={() => navigate(`/meeting/meetingUpdate/${meeting.id}/0`)}
                data-testid="meeting-edit"
              >
                {t('meetings.edit')}
              </Button>
            )}
            {rights.canCancel && (
              <Popconfirm
                title={t('meetings.detail.cancelConfirm')}
                okText={t('meetings.detail.cancelOk')}
                cancelText={t('meetings.detail.cancelKeep')}
                okButtonProps={{ danger: true, loading: cancel.isPending }}
                onConfirm={() =>
                  cancel
                    .mutateAsync(meeting.id)
                    .then(() => message.success(t('meetings.detail.cancelled')))
                    .catch(() => undefined)
                }
              >
                <Button danger data-testid="meeting-cancel">
                  {t('meetings.detail.cancel')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </div>
        <MeetingSummary meeting={meeting} />
      </section>
      <MinutesPanel key={meeting.id} meeting={meeting} startEditing={params.get('minutes') === '1'} />
      <ActionPlan meeting={meeting} userEmail={user?.email} />
    </MeetingLayout>
  );
}
