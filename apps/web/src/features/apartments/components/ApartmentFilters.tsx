import type { ApartmentOptions } from '@portal/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/list-page/FilterBar.tsx';
import styles from '../apartments.module.css';
import {
  APARTMENT_FILTER_FIELDS,
  type ApartmentFilterField,
  type ApartmentListFilter,
} from '../model/apartment-filter.ts';
import { shownValue } from '../model/fixed-values.ts';

/** Which list of the options answer feeds each filter. */
const OPTIONS_OF: Record<ApartmentFilterField, keyof ApartmentOptions> = {
  base: 'bases',
  apartmentType: 'apartmentTypes',
  leaseType: 'leaseTypes',
  houseType: 'houseTypes',
};

interface ApartmentFiltersProps {
  filter: ApartmentListFilter;
  options: ApartmentOptions | undefined;
  onChange: (filter: ApartmentListFilter) => void;
}

/** Base, apartment type, lease type and house type: each clearable, each reloads the list at once. */
export function ApartmentFilters({ filter, options, onChange }: ApartmentFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar className={styles.filters} testId="apartment-filters">
      {APARTMENT_FILTER_FIELDS.map((field) => (
        <div className={styles.filterField} key={field}>
          <label htmlFor={`apartment-filter-${field}`}>{t(`apartments.filters.${field}`)}</label>
          <Select
            id={`apartment-filter-${field}`}
            className={styles.filterSelect}
            allowClear
            placeholder={t('apartments.filters.any')}
            value={filter[field] || undefined}
            options={(options?.[OPTIONS_OF[field]] ?? []).map((value) => ({
              value,
              label: shownValue(t, field, value),
            }))}
            onChange={(value?: string) => onChange({ ...filter, [field]: value ?? '' })}
            popupMatchSelectWidth={false}
            data-testid={`apartment-filter-${field}`}
          />
        </div>
      ))}
    </FilterBar>
  );
}
