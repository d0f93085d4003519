import { useTranslation } from 'react-i18next';
import { useNotices } from '../hooks/use-home-content.ts';
import { dayOf } from '../model/dates.ts';
import { inApp } from '../model/links.ts';
import { HomeCard } from './HomeCard.tsx';
import { LatestList } from './LatestList.tsx';
import { MoreLink } from './MoreLink.tsx';

/** Notice board: five notices in the reader's language; "more" opens the notice list. */
export function NoticeBoard() {
  const { t } = useTranslation();
  const notices = useNotices();
  const rows = notices.data?.map((notice) => ({
    key: notice.id,
    title: notice.title,
    link: inApp(`/ruleDetail?id=${notice.id}&type=inform`),
    meta: dayOf(notice.cTime),
  }));
  return (
    <HomeCard
      title={t('home.notices.title')}
      extra={<MoreLink to="/ruleList?type=inform" testId="home-notices-more" />}
      testId="home-notices"
    >
      <LatestList rows={rows} loading={notices.isLoading} testId="home-notices-list" />
    </HomeCard>
  );
}
