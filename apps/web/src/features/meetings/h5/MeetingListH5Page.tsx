import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { h5Path } from '../../../shell/mobile/h5-path.ts';
import { useMeetingList } from '../hooks/use-meetings.ts';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import {
  filterMeetings,
  MEETING_LIST_PAGE_SIZE,
  MEETING_STATUS_FILTERS,
  type MeetingListState,
  meetingListBody,
  meetingListParams,
  readMeetingListState,
} from '../model/meeting-list-state.ts';
import { meetingWhen } from '../model/meeting-when.ts';
import { MeetingTabBar } from './components/MeetingTabBar.tsx';
import { Pager } from './components/Pager.tsx';
import { StatusBadge } from './components/StatusBadge.tsx';
import styles from './meetings-h5.module.css';
import { MEETING_LIST_H5, meetingDetailH5Path } from './model/meeting-tabs.ts';

addFeatureTexts({ zh, en });

/**
 * /#/meetingH5/meetingListAllH5: every meeting I am part of, newest first, with the desktop list's
 * filter kept in the query (status, words) beside the partner query; a tap opens the detail.
 */
export function MeetingListH5Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const state = readMeetingListState(params);
  const [typed, setTyped] = useState(state.content);
  const meetings = useMeetingList(meetingListBody('all', state));
  const show = (next: MeetingListState) =>
    navigate(h5Path(MEETING_LIST_H5, Object.fromEntries(meetingListParams(next))), { replace: true });
  const list = meetings.data?.list ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            show(filterMeetings(state, { content: typed.trim() }));
          }}
        >
          <input
            className={styles.searchInput}
            type="search"
            enterKeyHint="search"
            maxLength={100}
            value={typed}
            placeholder={t('meetings.filter.content')}
            aria-label={t('meetings.filter.content')}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="h5-meeting-search"
          />
        </form>
        <fieldset className={styles.chips} aria-label={t('meetings.filter.status')}>
          {[undefined, ...MEETING_STATUS_FILTERS].map((status) => (
            <button
              key={status ?? 'any'}
              type="button"
              className={styles.chip}
              aria-pressed={state.status === status}
              onClick={() => show(filterMeetings(state, { status }))}
              data-testid={`h5-meeting-status-${status ?? 'any'}`}
            >
              {status === undefined ? t('h5Meetings.anyStatus') : t(`meetings.status.${status}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <ul className={styles.list} data-testid="h5-meeting-list">
        {list.map((meeting) => (
          <li key={meeting.id}>
            <Link
              href={meetingDetailH5Path(meeting.id)}
              className={styles.card}
              data-testid={`h5-meeting-${meeting.id}`}
            >
              <p className={styles.cardTitle}>
                <span>{meeting.name}</span>
                <StatusBadge status={meeting.status} />
              </p>
              <p className={styles.line}>{meetingWhen(meeting.start_time, meeting.end_time)}</p>
              <p className={styles.line}>
                {meeting.room?.name ?? t('meetings.noRoom')} · {meeting.organizer.name}
              </p>
              {meeting.openActionCount > 0 && (
                <p className={styles.line}>
                  {t('meetings.field.openActions')}：{meeting.openActionCount}
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {meetings.isSuccess && list.length === 0 && <p className={styles.empty}>{t('meetings.empty')}</p>}
      <Pager
        page={state.page}
        total={meetings.data?.total ?? 0}
        pageSize={MEETING_LIST_PAGE_SIZE}
        onChange={(page) => show({ ...state, page })}
      />
      <MeetingTabBar active="meetings" />
    </div>
  );
}
