import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES } from '../../../api/contract-values.ts';
import { FilterBar } from '../../../components/list-page/FilterBar.tsx';
import { companyNow } from '../../../lib/company-time.ts';
import type { ProjectFilter } from '../model/project-filter-store.ts';
import { yearOptions } from '../model/year-options.ts';
import styles from '../personal-projects.module.css';

interface ProjectFiltersProps {
  filter: ProjectFilter;
  onChange: (filter: ProjectFilter) => void;
}

/** Status, year (a project counts in every year it runs) and a keyword in name, role or description. */
export function ProjectFilters({ filter, onChange }: ProjectFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <Select
        className={styles.filterSelect}
        allowClear
        placeholder={t('personalProjects.filters.status')}
        value={filter.status}
        options={PROJECT_STATUSES.map((status) => ({
          value: status,
          label: t(`personalProjects.statuses.${status}`),
        }))}
        onChange={(status) => onChange({ ...filter, status })}
        data-testid="project-filter-status"
      />
      <Select
        className={styles.filterSelect}
        allowClear
        placeholder={t('personalProjects.filters.year')}
        value={filter.year}
        options={yearOptions(companyNow().year()).map((year) => ({ value: year, label: String(year) }))}
        onChange={(year) => onChange({ ...filter, year })}
        data-testid="project-filter-year"
      />
      <Input.Search
        className={styles.keyword}
        allowClear
        placeholder={t('personalProjects.filters.keyword')}
        defaultValue={filter.keyword}
        maxLength={50}
        onSearch={(keyword) => onChange({ ...filter, keyword: keyword.trim() || undefined })}
        data-testid="project-filter-keyword"
      />
    </FilterBar>
  );
}
