import type { PublicAssetFilter } from '@portal/contracts';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSET_CATEGORIES, ASSET_STATUSES } from '../../../api/contract-values.ts';
import { FilterBar, type FilterProps } from '../../../components/list-page/FilterBar.tsx';
import { FilterSelect, filterField } from '../../../components/list-page/FilterSelect.tsx';
import { ASSET_PLACES } from '../model/asset-options.ts';
import styles from '../public-assets.module.css';

/** A keyword (number, name or custodian), the category, the status, the city and then its building. */
export function AssetFilters({ filter, onChange }: FilterProps<PublicAssetFilter>) {
  const { t } = useTranslation();
  const buildings = ASSET_PLACES.find((city) => city.value === filter.city)?.children ?? [];
  return (
    <FilterBar>
      <Input.Search
        className={styles.keyword}
        allowClear
        maxLength={50}
        placeholder={t('publicAssets.filters.keyword')}
        onSearch={(keyword) => onChange({ ...filter, keyword: keyword.trim() || undefined })}
        data-testid="asset-filter-keyword"
      />
      <FilterSelect
        {...filterField({ filter, onChange }, 'category')}
        className={styles.filterSelect}
        placeholder={t('publicAssets.filters.category')}
        options={ASSET_CATEGORIES.map((value) => ({ value, label: t(`publicAssets.categories.${value}`) }))}
        testId="asset-filter-category"
      />
      <FilterSelect
        {...filterField({ filter, onChange }, 'status')}
        className={styles.filterSelect}
        placeholder={t('publicAssets.filters.status')}
        options={ASSET_STATUSES.map((value) => ({ value, label: t(`publicAssets.statuses.${value}`) }))}
        testId="asset-filter-status"
      />
      <Select
        className={styles.filterSelect}
        allowClear
        placeholder={t('publicAssets.filters.city')}
        value={filter.city ?? undefined}
        options={ASSET_PLACES}
        onChange={(city) => onChange({ ...filter, city, building: undefined })}
        data-testid="asset-filter-city"
      />
      <Select
        className={styles.place}
        allowClear
        disabled={!filter.city}
        placeholder={t('publicAssets.filters.building')}
        value={filter.building ?? undefined}
        options={buildings}
        onChange={(building) => onChange({ ...filter, building })}
        popupMatchSelectWidth={false}
        data-testid="asset-filter-building"
      />
    </FilterBar>
  );
}
