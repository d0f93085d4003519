import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAggregateInfo } from '../hooks/use-home-content.ts';
import { dayOf } from '../model/dates.ts';
import { inApp } from '../model/links.ts';
import { HomeCard } from './HomeCard.tsx';
import { LatestList, type LatestRow } from './LatestList.tsx';
import { MoreLink } from './MoreLink.tsx';

type Tab = 'rules' | 'news';

/** Latest rules card (getAggregateInfoLists): the newest rule docs, and the newest company news. */
export function LatestContentCard() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('rules');
  const info = useAggregateInfo();
  const rows: Record<Tab, LatestRow[] | undefined> = {
    rules: info.data?.ruleDocs.map((doc) => ({
      key: doc.id,
      title: doc.title,
      link: inApp(`/ruleDetail?id=${doc.id}&type=${doc.type}`),
      meta: dayOf(doc.pTime),
    })),
    news: info.data?.companyNews.map((news) => ({
      key: news.id,
      title: news.title,
      link: inApp(`/ruleDetail?id=${news.id}&type=inform`),
      meta: dayOf(news.cTime),
    })),
  };
  return (
    <HomeCard
      testId="home-latest"
      tabs={{
        items: [
          { key: 'rules', label: t('home.latest.rules'), testId: 'home-latest-rules-tab' },
          { key: 'news', label: t('home.latest.news'), testId: 'home-latest-news-tab' },
        ],
        active: tab,
        onChange: setTab,
      }}
      extra={
        <MoreLink
          to={tab === 'rules' ? '/ruleList?type=manage' : '/ruleList?type=inform'}
          testId="home-latest-more"
        />
      }
    >
      <LatestList rows={rows[tab]} loading={info.isLoading} testId={`home-latest-${tab}`} />
    </HomeCard>
  );
}
