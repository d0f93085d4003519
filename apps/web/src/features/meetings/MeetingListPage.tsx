import type { MeetingListType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { MeetingFilters } from './components/MeetingFilters.tsx';
import { MeetingTable } from './components/MeetingTable.tsx';
import { useMeetingList } from './hooks/use-meetings.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { MeetingLayout } from './MeetingLayout.tsx';
import styles from './meetings.module.css';
import {
  filterMeetings,
  meetingListBody,
  meetingListParams,
  readMeetingListState,
} from './model/meeting-list-state.ts';

addFeatureTexts({ zh, en });

/** One list type of POST /meeting/list with its filter in the query. */
function MeetingList({ listType, titleKey }: { listType: MeetingListType; titleKey: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readMeetingListState(params);
  const list = useMeetingList(meetingListBody(listType, state));

  return (
    <MeetingLayout>
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <h2 className={styles.heading}>{t(titleKey)}</h2>
          <MeetingFilters
            state={state}
            onChange={(change) => setParams(meetingListParams(filterMeetings(state, change)))}
          />
        </div>
        <MeetingTable
          meetings={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          page={state.page}
          loading={list.isFetching}
          onPageChange={(page) => setParams(meetingListParams({ ...state, page }))}
        />
      </section>
    </MeetingLayout>
  );
}

/** Every meeting I am part of (an admin: every meeting). */
export const MeetingListAllPage = () => <MeetingList listType="all" titleKey="meetings.list.all" />;

/** What waits for me: minutes I owe, meetings with actions I still own. */
export const MeetingListDealPage = () => <MeetingList listType="deal" titleKey="meetings.list.deal" />;

/** Meetings I organized. */
export const MeetingListCreatePage = () => (
  <MeetingList listType="created" titleKey="meetings.list.created" />
);
