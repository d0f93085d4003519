import { Card } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { APARTMENT_PAGE_SIZE, APARTMENT_TEMPLATE_PATH } from '../../api/contract-values.ts';
import { ListCount } from '../../components/list-page/ListCount.tsx';
import { PageFrame } from '../../components/page-frame/PageFrame.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useHoldsRight } from '../rights/index.ts';
import { SpreadsheetImport } from '../spreadsheets/index.ts';
import styles from './apartments.module.css';
import { ApartmentFilters } from './components/ApartmentFilters.tsx';
import { ApartmentTable } from './components/ApartmentTable.tsx';
import { useApartmentList, useApartmentOptions, useReloadApartments } from './hooks/use-apartments.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import {
  type ApartmentListFilter,
  apartmentFilterParams,
  readApartmentFilter,
  readPageNo,
} from './model/apartment-filter.ts';

addFeatureTexts({ zh, en });

/** /#/apartmentListings: the effective listings, four filters, and the import for right holders. */
export function ApartmentListingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readApartmentFilter(params);
  const pageNo = readPageNo(params);
  // A new filter starts again at its first page.
  const setFilter = (next: ApartmentListFilter) => setParams(apartmentFilterParams(next), { replace: true });
  const setPageNo = (next: number) =>
    setParams(
      { ...apartmentFilterParams(filter), ...(next > 1 ? { page: String(next) } : {}) },
      { replace: true },
    );
  const canImport = useHoldsRight('apartment:import') === true;
  const list = useApartmentList(filter, pageNo);
  const options = useApartmentOptions();
  const reload = useReloadApartments();

  return (
    <PageFrame
      title={t('route.apartmentListings')}
      actions={
        canImport && (
          <Suspense fallback={null}>
            <SpreadsheetImport
              route="apartmentImport"
              previewRoute="apartmentImportPreview"
              notice={t('apartments.importNotice')}
              templatePath={APARTMENT_TEMPLATE_PATH}
              onImported={reload}
              testId="apartment-import"
            />
          </Suspense>
        )
      }
    >
      <Card className={styles.card}>
        <ApartmentFilters filter={filter} options={options.data} onChange={setFilter} />
        {list.data && (
          <ListCount text={t('apartments.count', { count: list.data.total })} testId="apartment-count" />
        )}
        <ApartmentTable
          apartments={list.data?.list ?? []}
          loading={list.isFetching}
          paging={{
            current: pageNo,
            pageSize: APARTMENT_PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPageNo,
          }}
        />
      </Card>
    </PageFrame>
  );
}
