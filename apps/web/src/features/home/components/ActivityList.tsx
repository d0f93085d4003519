import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivities } from '../hooks/use-home-content.ts';
import { activityListView } from '../model/activity-list.ts';
import { linkTarget } from '../model/links.ts';
import { HomeCard } from './HomeCard.tsx';
import { LatestList } from './LatestList.tsx';

/** Activity list with its more/collapse toggle. */
export function ActivityList() {
  const { t } = useTranslation();
  const activities = useActivities();
  const [expanded, setExpanded] = useState(false);
  const view = activityListView(activities.data ?? [], expanded);
  const rows = view.visible.map((activity) => ({
    key: activity.id,
    title: activity.title,
    link: linkTarget(activity.linkUrl),
    meta: activity.publishTime,
  }));

  return (
    <HomeCard title={t('home.activities.title')} testId="home-activities">
      <LatestList rows={rows} loading={activities.isLoading} testId="home-activities-list" />
      {view.toggle && (
        <Button type="link" block onClick={() => setExpanded(!expanded)} data-testid="home-activities-toggle">
          {t(`home.activities.${view.toggle}`)} {view.toggle === 'more' ? <DownOutlined /> : <UpOutlined />}
        </Button>
      )}
    </HomeCard>
  );
}
