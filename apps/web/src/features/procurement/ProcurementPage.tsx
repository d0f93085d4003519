import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { DisclosureArticle } from './components/DisclosureArticle.tsx';
import { MonthMenu } from './components/MonthMenu.tsx';
import { MonthSwitcher } from './components/MonthSwitcher.tsx';
import { useProcurementList, useProcurementMonth } from './hooks/use-procurement.ts';
import { chosenMonth, disclosureMonths } from './model/months.ts';
import styles from './procurement.module.css';

/** `/#/publicShow?month=YYYY-MM` (阳光公示): the month's procurement disclosures, with a month switcher. */
export function ProcurementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const list = useProcurementList();
  const months = disclosureMonths(list.data ?? []);
  const month = chosenMonth(params.get('month'), months);
  const disclosures = useProcurementMonth(month);
  const choose = (next: string) => setParams({ month: next });
  const loading = list.isLoading || disclosures.isLoading;

  return (
    <div className={styles.page} data-testid="public-show">
      <header className={styles.heading}>
        <div>
          <h1 className={styles.title}>{t('home.publicShow.title')}</h1>
          <p className={styles.intro}>{t('home.publicShow.intro')}</p>
        </div>
        {month && <MonthSwitcher month={month} onChange={choose} />}
      </header>
      <div className={styles.layout}>
        <MonthMenu months={months} active={month} onChoose={choose} />
        <main className={styles.main}>
          <Spin spinning={loading}>
            {!loading && !disclosures.data?.length ? (
              <Empty className={styles.empty} description={t('home.empty')} data-testid="public-show-empty" />
            ) : (
              disclosures.data?.map((batch) => <DisclosureArticle key={batch.batch_id} batch={batch} />)
            )}
          </Spin>
        </main>
      </div>
    </div>
  );
}
