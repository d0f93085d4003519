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
      tabList={[
        { key: 'rules', label: <span data-testid="home-latest-rules-tab">{t('home.latest.rules')}</span> },
        { key: 'news', label: <span data-testid="home-latest-news-tab">{t('home.latest.news')}</span> },
      ]}
      activeTabKey={tab}
      onTabChange={(key) => setTab(key as Tab)}
      tabBarExtraContent={
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
