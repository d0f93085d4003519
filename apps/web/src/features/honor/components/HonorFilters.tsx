import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../honor.module.css';
import { useAwardOptions } from '../hooks/use-honors.ts';
import { EMPTY_HONOR_FILTER, type HonorFilter } from '../model/honor-filter.ts';

const MONTH_FORMAT = 'YYYY-MM';

interface HonorFiltersProps {
  filter: HonorFilter;
  onChange: (filter: HonorFilter) => void;
}

/** Award (All first), month and employee name; award and month apply at once, the name on search. */
export function HonorFilters({ filter, onChange }: HonorFiltersProps) {
  const { t } = useTranslation();
  const awards = useAwardOptions();
  const [name, setName] = useState(filter.name);
  useEffect(() => setName(filter.name), [filter.name]);

  return (
    <div className={styles.filters} data-testid="honor-filters">
      <div className={styles.filterField}>
        <label htmlFor="honor-filter-award">{t('honor.filters.award')}</label>
        <Select
          id="honor-filter-award"
          className={styles.awardSelect}
          value={filter.award}
          options={awards.map((award) => ({ value: award.id, label: award.award }))}
          onChange={(award) => onChange({ ...filter, award })}
          popupMatchSelectWidth={false}
          data-testid="honor-award-filter"
        />
      </div>
      <div className={styles.filterField}>
        <label htmlFor="honor-filter-month">{t('honor.filters.month')}</label>
        <DatePicker
          id="honor-filter-month"
          picker="month"
          format={MONTH_FORMAT}
          placeholder={t('honor.filters.monthPlaceholder')}
          value={filter.month ? dayjs(filter.month, MONTH_FORMAT) : null}
          onChange={(month) => onChange({ ...filter, month: month ? month.format(MONTH_FORMAT) : '' })}
          data-testid="honor-month-filter"
        />
      </div>
      <div className={styles.filterField}>
        <label htmlFor="honor-filter-name">{t('honor.filters.name')}</label>
        <Input.Search
          id="honor-filter-name"
          className={styles.nameSearch}
          value={name}
          allowClear
          maxLength={50}
          placeholder={t('honor.filters.namePlaceholder')}
          enterButton={t('honor.filters.search')}
          onChange={(event) => setName(event.target.value)}
          onSearch={(value) => onChange({ ...filter, name: value.trim() })}
          data-testid="honor-name-filter"
        />
      </div>
      <Button onClick={() => onChange(EMPTY_HONOR_FILTER)} data-testid="honor-filter-reset">
        {t('honor.filters.reset')}
      </Button>
    </div>
  );
}
