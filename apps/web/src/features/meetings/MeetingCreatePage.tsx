import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { MEETING_STATUS } from '../../api/contract-values.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { HeldMeetingForm } from './components/HeldMeetingForm.tsx';
import { MeetingTable } from './components/MeetingTable.tsx';
import { useMeetingList } from './hooks/use-meetings.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { MeetingLayout } from './MeetingLayout.tsx';
import styles from './meetings.module.css';
import { meetingListBody, readMeetingListState } from './model/meeting-list-state.ts';

addFeatureTexts({ zh, en });

/**
 * /#/meeting/meetingCreate (新建纪要): the minutes of a meeting held without a booking; below, the
 * meetings I took part in that ended without minutes, one opening its detail with the editor ready.
 */
export function MeetingCreatePage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const state = { ...readMeetingListState(params), status: MEETING_STATUS.ended };
  const list = useMeetingList(meetingListBody('mine', state));

  return (
    <MeetingLayout>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('route.meetingCreate')}</h2>
        <p className={styles.muted}>{t('meetings.newMinutes.heldHint')}</p>
        <HeldMeetingForm />
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('meetings.newMinutes.endedHeading')}</h2>
        <p className={styles.muted}>{t('meetings.newMinutes.hint')}</p>
        <MeetingTable
          meetings={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          page={state.page}
          loading={list.isFetching}
          onPageChange={(page) => setParams(new URLSearchParams({ page: String(page) }))}
          control={(meeting) => (
            <Button
              type="link"
              onClick={() => navigate(`/meeting/meetingDetail?id=${meeting.id}&minutes=1`)}
              data-testid={`new-minutes-${meeting.id}`}
            >
              {t('meetings.minutes.write')}
            </Button>
          )}
        />
      </section>
    </MeetingLayout>
  );
}
