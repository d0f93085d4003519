import type { PublicAssetFilter } from '@portal/contracts';
import { Cascader, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSET_CATEGORIES, ASSET_STATUSES } from '../../../api/contract-values.ts';
import { ASSET_PLACES } from '../model/asset-options.ts';
import styles from '../public-assets.module.css';

interface AssetFiltersProps {
  filter: PublicAssetFilter;
  onChange: (filter: PublicAssetFilter) => void;
}

/** A keyword (number, name or custodian), the category, the status and the place (city, building). */
export function AssetFilters({ filter, onChange }: AssetFiltersProps) {
  const { t } = useTranslation();
  const place = [filter.city, filter.building].filter((value): value is string => Boolean(value));
  return (
    <div className={styles.filters}>
      <Input.Search
        className={styles.keyword}
        allowClear
        maxLength={50}
        placeholder={t('publicAssets.filters.keyword')}
        onSearch={(keyword) => onChange({ ...filter, keyword: keyword.trim() || undefined })}
        data-testid="asset-filter-keyword"
      />
      <Select
        className={styles.filterSelect}
        allowClear
        placeholder={t('publicAssets.filters.category')}
        value={filter.category ?? undefined}
        options={ASSET_CATEGORIES.map((value) => ({ value, label: t(`publicAssets.categories.${value}`) }))}
        onChange={(category) => onChange({ ...filter, category })}
        data-testid="asset-filter-category"
      />
      <Select
        className={styles.filterSelect}
        allowClear
        placeholder={t('publicAssets.filters.status')}
        value={filter.status ?? undefined}
        options={ASSET_STATUSES.map((value) => ({ value, label: t(`publicAssets.statuses.${value}`) }))}
        onChange={(status) => onChange({ ...filter, status })}
        data-testid="asset-filter-status"
      />
      <Cascader
        className={styles.place}
        changeOnSelect
        placeholder={t('publicAssets.filters.place')}
        options={ASSET_PLACES}
        value={place.length ? place : undefined}
        onChange={(value) => {
          const [city, building] = (value ?? []) as string[];
          onChange({ ...filter, city, building });
        }}
        data-testid="asset-filter-place"
      />
    </div>
  );
}
