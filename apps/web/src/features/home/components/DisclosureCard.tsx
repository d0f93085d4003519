import { useTranslation } from 'react-i18next';
import { HOME_LATEST_COUNT } from '../../../api/contract-values.ts';
import { formatMonth, useProcurementList } from '../../procurement/index.ts';
import { inApp } from '../model/links.ts';
import { HomeCard } from './HomeCard.tsx';
import { LatestList } from './LatestList.tsx';
import { MoreLink } from './MoreLink.tsx';

/** Public disclosure card: the newest procurement batches, each opening its month's disclosure. */
export function DisclosureCard() {
  const { t } = useTranslation();
  const batches = useProcurementList();
  const monthFormat = t('home.publicShow.monthFormat');
  const rows = batches.data?.slice(0, HOME_LATEST_COUNT).map((batch) => ({
    key: batch.batch_id,
    title: batch.name,
    link: inApp(`/publicShow?month=${batch.batchMonth}`),
    meta: formatMonth(batch.batchMonth, monthFormat),
  }));
  return (
    <HomeCard
      title={t('home.disclosure.title')}
      extra={<MoreLink to="/publicShow" testId="home-disclosure-more" />}
      testId="home-disclosure"
    >
      <LatestList rows={rows} loading={batches.isLoading} testId="home-disclosure-list" />
    </HomeCard>
  );
}
